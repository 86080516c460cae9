import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { activeOrder, closeOrder, openOrder } from '../../src/client/state/active-order.ts';
import { applyChange } from '../../src/client/state/apply-change.ts';
import { liveConnection } from '../../src/client/state/live-connection.ts';
import { orderCache } from '../../src/client/state/order-cache.ts';

const json = (body: unknown) => new Response(JSON.stringify(body), { headers: { 'content-type': 'application/json' } });

describe('opening orders fetched ahead', () => {
  beforeEach(() => {
    closeOrder();
    orderCache.forget(10000001);
    orderCache.forget(10000002);
  });

  it('shows a prefetched order at once, then replaces it with what the server says now', async () => {
    let answer = { id: 10000002, version: 1, comment: 'oud' };
    const fetchMock = vi.spyOn(globalThis, 'fetch').mockImplementation(async () => json(answer));
    orderCache.prefetch([10000002]);
    await vi.waitFor(() => expect(orderCache.get(10000002)).toBeDefined());

    answer = { id: 10000002, version: 2, comment: 'nieuw' };
    const opening = openOrder(10000002);
    expect(activeOrder.loading).toBe(false);
    expect(activeOrder.order).toMatchObject({ comment: 'oud' });
    await opening;
    expect(activeOrder.order).toMatchObject({ version: 2, comment: 'nieuw' });
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });

  it('asks the server once for an order that is being fetched already', async () => {
    const fetchMock = vi.spyOn(globalThis, 'fetch').mockImplementation(async () => json({ id: 10000001, version: 1 }));
    orderCache.prefetch([10000001]);
    await openOrder(10000001);
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(activeOrder.order).toMatchObject({ id: 10000001 });
  });

  it('shows the loading state and the server message for an order it has not seen', async () => {
    vi.spyOn(globalThis, 'fetch').mockResolvedValue(
      new Response(JSON.stringify({ message: 'Order 10000001 is niet gevonden', code: 'NOT_FOUND' }), {
        status: 404,
        headers: { 'content-type': 'application/json' },
      }),
    );
    const opening = openOrder(10000001);
    expect(activeOrder.loading).toBe(true);
    await opening;
    expect(activeOrder.error).toBe('Order 10000001 is niet gevonden');
  });
});

describe('refreshing the open order', () => {
  it('keeps it on screen while the newer copy is fetched', async () => {
    vi.spyOn(globalThis, 'fetch').mockResolvedValueOnce(json({ id: 10000001, version: 1, comment: 'eerst' }));
    await openOrder(10000001);
    vi.spyOn(globalThis, 'fetch').mockResolvedValueOnce(json({ id: 10000001, version: 2, comment: 'daarna' }));
    const refreshing = openOrder(10000001, { force: true });
    expect(activeOrder.loading).toBe(false);
    expect(activeOrder.order).toMatchObject({ comment: 'eerst' });
    await refreshing;
    expect(activeOrder.order).toMatchObject({ version: 2, comment: 'daarna' });
  });
});

describe('copies the live connection keeps current (issue 26)', () => {
  beforeEach(() => {
    closeOrder();
    orderCache.forget(10000001);
    liveConnection.status = 'connected';
  });
  afterEach(() => {
    liveConnection.status = 'connecting';
  });

  it('opens a copy fetched while connected without asking the server again', async () => {
    const fetchMock = vi.spyOn(globalThis, 'fetch').mockImplementation(async () => json({ id: 10000001, version: 1 }));
    orderCache.prefetch([10000001]);
    await vi.waitFor(() => expect(orderCache.isCurrent(10000001)).toBe(true));

    await openOrder(10000001);
    expect(activeOrder.order).toMatchObject({ id: 10000001 });
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it('checks a copy again once the connection has dropped: changes may have been missed', async () => {
    const fetchMock = vi.spyOn(globalThis, 'fetch').mockImplementation(async () => json({ id: 10000001, version: 1 }));
    orderCache.prefetch([10000001]);
    await vi.waitFor(() => expect(orderCache.isCurrent(10000001)).toBe(true));
    liveConnection.status = 'connecting';
    liveConnection.status = 'connected';

    await openOrder(10000001);
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });

  it('does not count on an answer read before a change heard while it was on its way', async () => {
    let answer!: (response: Response) => void;
    const fetchMock = vi.spyOn(globalThis, 'fetch').mockReturnValueOnce(new Promise((resolve) => (answer = resolve)));
    orderCache.prefetch([10000001]);
    applyChange({ orderId: 10000001, version: 2 });
    answer(json({ id: 10000001, version: 1 }));
    await vi.waitFor(() => expect(orderCache.get(10000001)).toBeDefined());
    expect(orderCache.isCurrent(10000001)).toBe(false);

    fetchMock.mockResolvedValueOnce(json({ id: 10000001, version: 2 }));
    await openOrder(10000001);
    expect(activeOrder.order).toMatchObject({ version: 2 });
  });
});
