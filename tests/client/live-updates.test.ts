import { beforeEach, describe, expect, it, vi } from 'vitest';
import { applyServerMessage } from '../../src/client/realtime/live-updates.ts';
import { activeOrder } from '../../src/client/state/active-order.ts';
import { dayFolders } from '../../src/client/state/day-folders.ts';
import { folders } from '../../src/client/state/folders.ts';
import { orderList } from '../../src/client/state/order-list.ts';
import type { OrderListItem } from '../../src/shared/schema/order.ts';
import { ui } from '../../src/client/state/ui.ts';

const json = (body: unknown) => new Response(JSON.stringify(body), { headers: { 'content-type': 'application/json' } });
const requestedPaths = (fetchMock: { mock: { calls: unknown[][] } }) =>
  fetchMock.mock.calls.map(([input]) => new URL(String(input), 'http://localhost').pathname);

const listRow = (fields: Partial<OrderListItem>) => ({ activeTransporter: null, orderNumber: 'X', ...fields }) as OrderListItem;

describe('live updates from the socket', () => {
  beforeEach(() => {
    Object.assign(activeOrder, { id: 10000001, order: { id: 10000001, version: 3 }, loading: false, error: null });
    orderList.request = { tags: ['unprocessed'], page: 1 };
  });

  it('a listitem without its row (folders changed) refreshes the folders and the list', async () => {
    const fetchMock = vi.spyOn(globalThis, 'fetch').mockImplementation(async (input) =>
      String(input).includes('/workbench/order') ? json({ data: [], meta: { total: 0, page: 1, pageSize: 50 } }) : json([]),
    );
    applyServerMessage({ type: 'listitem', orderId: 10000002 });
    await vi.waitFor(() => expect(requestedPaths(fetchMock)).toEqual(expect.arrayContaining(['/gateway/api/workbench/tag', '/gateway/api/workbench/order'])));
  });

  it('a listitem with its row patches the list and the counts without asking the server, once', async () => {
    vi.useFakeTimers();
    const fetchMock = vi.spyOn(globalThis, 'fetch');
    const row = listRow({ id: 10000002, tag: null, treatment: 'Nieuw', deliveryDate: '2099-01-01' });
    orderList.items = [row] as never;
    orderList.meta = { total: 1, page: 1, pageSize: 50 };
    folders.tags = [{ id: 7, title: 'Wachten', count: 2 }];
    folders.processed = { id: 'processed', title: 'Verwerkte orders', count: 5 };
    dayFolders.counts = { other: 1 };
    const moved = { ...row, tag: { id: 7, title: 'Wachten' } };
    applyServerMessage({ type: 'listitem', orderId: row.id, item: moved });
    applyServerMessage({ type: 'listitem', orderId: row.id, item: moved });
    await vi.advanceTimersByTimeAsync(1000);
    vi.useRealTimers();
    expect(orderList.items).toEqual([]);
    expect(orderList.meta.total).toBe(0);
    expect(folders.tags[0].count).toBe(3);
    expect(folders.processed.count).toBe(5);
    expect(dayFolders.counts.other).toBe(0);
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('activeitem reloads the open order at a new version, and ignores other orders and the version it has', async () => {
    const fetchMock = vi.spyOn(globalThis, 'fetch').mockResolvedValue(json({ id: 10000001, version: 4, comment: 'nieuw' }));
    applyServerMessage({ type: 'activeitem', orderId: 10000009, version: 4 });
    applyServerMessage({ type: 'activeitem', orderId: 10000001, version: 3 });
    expect(fetchMock).not.toHaveBeenCalled();
    applyServerMessage({ type: 'activeitem', orderId: 10000001, version: 4 });
    await vi.waitFor(() => expect(activeOrder.order).toMatchObject({ comment: 'nieuw' }));
    expect(requestedPaths(fetchMock)).toEqual(['/gateway/api/workbench/order/10000001']);
  });

  it('activeitem reloads the open order at the same version when the change kept it (an internal-log entry)', async () => {
    const fetchMock = vi.spyOn(globalThis, 'fetch').mockResolvedValue(json({ id: 10000001, version: 3, comment: 'log' }));
    applyServerMessage({ type: 'activeitem', orderId: 10000001, version: 3, keptVersion: true });
    await vi.waitFor(() => expect(activeOrder.order).toMatchObject({ comment: 'log' }));
    expect(requestedPaths(fetchMock)).toEqual(['/gateway/api/workbench/order/10000001']);
  });

  it('SERVER_RESTART shows the overlay and reloads once the server answers, not before 600 ms', async () => {
    vi.useFakeTimers();
    const reload = vi.fn();
    vi.spyOn(window, 'location', 'get').mockReturnValue({ ...window.location, reload });
    const fetchMock = vi.spyOn(globalThis, 'fetch').mockResolvedValue(json({ name: 'Werkplaats' }));
    applyServerMessage({ type: 'SERVER_RESTART' });
    expect(ui.restarting).toBe(true);
    await vi.advanceTimersByTimeAsync(599);
    expect(fetchMock).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(requestedPaths(fetchMock)).toEqual(['/gateway/api/env']);
    expect(reload).toHaveBeenCalledOnce();
    vi.useRealTimers();
    ui.restarting = false;
  });
});
