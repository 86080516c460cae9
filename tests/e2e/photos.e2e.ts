import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { makeOrderSheetVideo } from '../helpers/fake-camera-video.ts';
import { fakeCameraArgs, logIn, readApi, workbenchShown } from './harness/browser.ts';
import type { RunningServer } from './harness/server.ts';
import { useBrowserSession } from './harness/session.ts';

interface OrderView {
  id: number;
  orderNumber: string;
  extraService: { photo: boolean };
  workbenchMeta: { mailJobs: Record<string, number> };
  customer: { emailAddress: string };
  attachments: { id: number; title: string }[];
}

const api = (server: RunningServer, path: string, token: string) =>
  fetch(`${server.url}/gateway/api${path}`, { headers: { authorization: `Bearer ${token}` } }).then((response) => response.json());

/** A new order with the photo service whose photo mail has not gone out, and a customer to mail. */
async function photoOrder(server: RunningServer): Promise<OrderView> {
  const login = await fetch(`${server.url}/gateway/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: 'login=medewerker&password=welkom01',
  }).then((response) => response.json() as Promise<{ token: string }>);
  const list = (await api(server, '/workbench/order?tags[]=unprocessed&pageSize=200', login.token)) as { data: { id: number; hasPhotoService: boolean }[] };
  for (const item of list.data.filter((candidate) => candidate.hasPhotoService)) {
    const order = (await api(server, `/workbench/order/${item.id}`, login.token)) as OrderView;
    if (order.extraService.photo && !order.workbenchMeta.mailJobs.ExtraServicePhoto && order.customer.emailAddress) return order;
  }
  throw new Error('geen nieuwe order met fotoservice');
}

async function outboxMails(dataDir: string): Promise<string[]> {
  const folder = join(dataDir, 'outbox');
  const files = (await readdir(folder).catch(() => [] as string[])).filter((file) => file.endsWith('.eml'));
  return Promise.all(files.map((file) => readFile(join(folder, file), 'utf8')));
}

const blur = (page: Page) => page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());

describe('photos of the bouquet in Chromium, with a camera that films the printed order sheet', () => {
  let order: OrderView;
  const session = useBrowserSession({ width: 1366, height: 768 }, {
    browserArgs: async (server) => {
      order = await photoOrder(server);
      const video = await makeOrderSheetVideo(order.id, join(server.dataDir, 'camera.y4m'));
      return fakeCameraArgs(video);
    },
  });

  it('C scans the order sheet, the photo screen opens, Space and Enter keep a photo, F M mails it: read-only afterwards', async () => {
    const { page, server } = session;
    await logIn(page, server.url);
    // The keys work once the workbench shows (a key pressed while it was still loading waits for it).
    await workbenchShown(page);
    await blur(page);

    await page.keyboard.press('c');
    await page.getByRole('dialog', { name: 'Barcode scannen' }).waitFor();
    await page.getByText(`Order ${order.orderNumber} is gevonden`).waitFor({ timeout: 20_000 });
    await page.waitForURL((url) => url.pathname.endsWith(`/${order.id}/addPhoto`));
    await page.getByRole('dialog', { name: 'Barcode scannen' }).waitFor({ state: 'detached' });

    const panel = page.getByRole('region', { name: "Foto's toevoegen" });
    await panel.getByText('Er zijn nog geen fotos gemaakt').waitFor();
    expect(await panel.getByRole('button', { name: 'Mail versturen' }).count()).toBe(0);
    // The camera is live once its video plays.
    await page.waitForFunction(() => {
      const video = document.querySelector('video');
      return video !== null && video.readyState >= 2 && video.videoWidth > 0;
    });
    await blur(page);
    await page.keyboard.press(' ');
    await panel.getByRole('button', { name: 'Bewaren' }).waitFor();
    await page.screenshot({ path: '/tmp/photo-preview-1366.png' });
    await page.keyboard.press('Enter');
    const thumbnail = panel.getByRole('img', { name: /^WBP_\d+\.jpg$/ });
    await thumbnail.waitFor();
    await page.waitForFunction(() => {
      const image = document.querySelector<HTMLImageElement>('img[alt^="WBP_"]');
      return image !== null && image.complete && image.naturalWidth === 170;
    });

    const mailsBefore = await outboxMails(server.dataDir);
    await blur(page);
    await page.keyboard.press('f');
    await page.keyboard.press('m');
    await page.getByText('Foto mail is verstuurd').waitFor();
    await page.getByRole('region', { name: "Verstuurde foto's" }).waitFor();
    await page.screenshot({ path: '/tmp/photos-sent-1366.png' });
    expect(await page.getByRole('button', { name: 'Mail versturen' }).count()).toBe(0);
    expect(await page.getByRole('button', { name: /^Verwijderen/ }).count()).toBe(0);

    const mails = (await outboxMails(server.dataDir)).filter((mail) => !mailsBefore.includes(mail));
    expect(mails).toHaveLength(1);
    expect(mails[0]).toContain(`To: ${order.customer.emailAddress}`);
    expect(mails[0]).toMatch(/Content-Type: image\/jpeg/i);
    const stored = await readApi<OrderView>(page, `/workbench/order/${order.id}`);
    expect(stored.workbenchMeta.mailJobs.ExtraServicePhoto).toBeGreaterThan(0);
    expect(stored.attachments.map((attachment) => attachment.title)).toEqual([expect.stringMatching(/^WBP_\d+\.jpg$/)]);
    expect(session.pageErrors).toEqual([]);
  });
});
