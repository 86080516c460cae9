// A fake server for the attachments panel and the photo screen: the order's files, uploads (multipart), deletes,
// the order read after each change and its mails, as the api answers them. And the open order on screen.
import type { ComponentType } from 'react';
import { useSnapshot } from 'valtio';
import { vi } from 'vitest';
import { activeOrder } from '../../src/client/state/active-order.ts';
import { orderCache } from '../../src/client/state/order-cache.ts';
import type { AttachmentFile } from '../../src/shared/schema/attachments.ts';
import type { Order } from '../../src/shared/schema/order.ts';
import { json } from './detail/api-mock.ts';

export function attachment(id: number, title: string, sizeBytes = 48_300): AttachmentFile {
  const fileType = title.split('.').pop()!;
  return {
    id, title, fileType, sizeBytes, isPhoto: title.startsWith('WBP_'), createdAt: 1_800_000_000,
    url: `/download/?id=${id}&fileType=auto&sig=s${id}`,
    thumbnailUrl: fileType === 'pdf' ? null : `/download/?id=${id}&fileType=auto&width=48&height=48&zc=1&sig=t${id}`,
  };
}

export interface SentRequest {
  method: string;
  url: string;
  /** JSON bodies parsed; an upload's FormData as it was sent. */
  body: unknown;
  headers: Record<string, string>;
}

export type Answer = (request: SentRequest) => Response | undefined | Promise<Response | undefined>;

/**
 * Serves the order and its files; an upload adds a file and a delete removes it, in the list and in the order's
 * attachments alike (as the server does). `answer` may take over any request first (a refusal, a slow answer).
 */
export function serveAttachments(order: Order, files: AttachmentFile[], answer: Answer = () => undefined) {
  const sent: SentRequest[] = [];
  let current = { ...order, attachments: files.map(({ id, title, fileType }) => ({ id, title, fileType })) };
  let nextId = 9000;
  const setFiles = (next: AttachmentFile[]) => {
    files = next;
    current = { ...current, attachments: files.map(({ id, title, fileType }) => ({ id, title, fileType })) };
  };
  const base = `/gateway/api/workbench/order/${order.id}`;
  vi.spyOn(globalThis, 'fetch').mockImplementation(async (input, init) => {
    const body = init?.body instanceof FormData ? init.body : init?.body ? JSON.parse(String(init.body)) : undefined;
    const request = { method: init?.method ?? 'GET', url: String(input), body, headers: { ...(init?.headers as Record<string, string>) } };
    sent.push(request);
    const taken = await answer(request);
    if (taken) return taken;
    const path = request.url.split('?')[0];
    if (request.method === 'GET' && path === `${base}/attachment`) return json({ data: files });
    if (request.method === 'GET' && path === base) return json(current);
    if (request.method === 'POST' && path === `${base}/attachment`) {
      const added = attachment(nextId++, String((body as FormData).get('name')));
      setFiles([...files, added]);
      return json(added, 201);
    }
    if (request.method === 'POST' && path === `${base}/mail`) {
      const mailJobs = { ...current.workbenchMeta.mailJobs, [(body as { type: string }).type]: 1_800_000_100 };
      current = { ...current, workbenchMeta: { ...current.workbenchMeta, mailJobs } };
      return json(current);
    }
    const deleted = /\/attachment\/(\d+)$/.exec(path);
    if (request.method === 'DELETE' && deleted) {
      setFiles(files.filter((file) => file.id !== Number(deleted[1])));
      return json({ success: true });
    }
    return json({ message: 'Onverwacht verzoek' }, 500);
  });
  /** A file stored by someone else (a colleague's upload): the order as the server has it now includes it. */
  const addElsewhere = (file: AttachmentFile) => setFiles([...files, file]);
  return { sent, order: () => current, addElsewhere };
}

/** The order as the app has it open: the panel follows its changes, as in the action panel. */
export function openOnScreen(order: Order) {
  orderCache.forget(order.id);
  Object.assign(activeOrder, { id: order.id, order, loading: false, error: null });
}

export function OpenOrder({ panel: Panel }: { panel: ComponentType<{ order: Order }> }) {
  const { order } = useSnapshot(activeOrder);
  return order ? <Panel order={order as Order} /> : null;
}
