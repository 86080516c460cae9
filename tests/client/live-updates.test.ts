import { beforeEach, describe, expect, it, vi } from 'vitest';
import { applyServerMessage } from '../../src/client/realtime/live-updates.ts';
import { activeOrder } from '../../src/client/state/active-order.ts';
import { orderList } from '../../src/client/state/order-list.ts';
import { ui } from '../../src/client/state/ui.ts';

const json = (body: unknown) => new Response(JSON.stringify(body), { headers: { 'content-type': 'application/json' } });
const requestedPaths = (fetchMock: { mock: { calls: unknown[][] } }) =>
  fetchMock.mock.calls.map(([input]) => new URL(String(input), 'http://localhost').pathname);

describe('live updates from the socket', () => {
  beforeEach(() => {
    Object.assign(activeOrder, { id: 10000001, order: { id: 10000001, version: 3 }, loading: false, error: null });
    orderList.request = { tags: ['unprocessed'], page: 1 };
  });

  it('a listitem (the folders changed) refreshes the folders and the list', async () => {
    const fetchMock = vi.spyOn(globalThis, 'fetch').mockImplementation(async (input) =>
      String(input).includes('/workbench/order') ? json({ data: [], meta: { total: 0, page: 1, pageSize: 50 } }) : json([]),
    );
    applyServerMessage({ type: 'listitem', orderId: 10000002 });
    await vi.waitFor(() => expect(requestedPaths(fetchMock)).toEqual(expect.arrayContaining(['/gateway/api/workbench/tag', '/gateway/api/workbench/order'])));
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
