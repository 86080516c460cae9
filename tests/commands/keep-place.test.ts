import { ref } from 'valtio';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import moveToFolder from '../../commands/order.moveToFolder.ts';
import markProcessedCommand from '../../commands/order.markProcessed.ts';
import orderNext from '../../commands/order.next.ts';
import orderPrevious from '../../commands/order.previous.ts';
import type { CommandContext } from '../../src/client/commands/types.ts';
import { activeOrder } from '../../src/client/state/active-order.ts';
import { markProcessed } from '../../src/client/state/order-edit.ts';
import { loadOrderList, orderList, refreshOrderList } from '../../src/client/state/order-list.ts';
import type { OrderListItem } from '../../src/shared/schema/order.ts';
import { makeOrder } from '../client/detail/order-fixture.ts';
import { changeOfRow } from '../client/orders/list-fixtures.tsx';
import { fakeContext } from './fake-context.ts';

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

const row = (id: number): OrderListItem =>
  ({ id, orderNumber: `BLB${id}`, deliveryDate: '2026-12-24', treatment: 'Nieuw', tag: null, activeTransporter: null }) as OrderListItem;

/** The context the keys see now: the list as the store holds it, at an address. */
const contextAt = (route: CommandContext['route']) =>
  fakeContext({ route, listItems: orderList.items, listGap: orderList.gap });

function showList(...ids: number[]) {
  Object.assign(orderList, {
    request: { tags: ['unprocessed'], page: 1 },
    items: ref(ids.map(row)),
    meta: { total: ids.length, page: 1, pageSize: 50 },
    gap: null,
  });
}

function lastGoTo(context: CommandContext) {
  return vi.mocked(context.app.goTo).mock.lastCall?.[0];
}

describe('the keyboard keeps its place when the open order leaves the list', () => {
  beforeEach(() => showList(11, 22, 33, 44));

  it('after moving the open order (M), ↓ opens the order that came after it and ↑ the one before', async () => {
    vi.spyOn(globalThis, 'fetch').mockImplementation(async (input) =>
      String(input).endsWith('/workbench/tag/23279793') ? json(changeOfRow(row(22), { tag: { id: 23279793, title: 'Probleem' } })) : json([]),
    );
    const move = fakeContext({ route: { tags: ['unprocessed'], id: 22 }, activeOrder: makeOrder({ id: 22, orderNumber: 'BLB22' }) });
    vi.mocked(move.app.chooseFolder).mockResolvedValue({ id: 23279793, title: 'Probleem' });
    await moveToFolder.run(move, undefined);
    expect(orderList.items.map((item) => item.id)).toEqual([11, 33, 44]);

    const down = contextAt({ tags: ['unprocessed'], id: 22 });
    orderNext.run(down, undefined);
    expect(lastGoTo(down)).toMatchObject({ id: 33 });

    const up = contextAt({ tags: ['unprocessed'], id: 22 });
    orderPrevious.run(up, undefined);
    expect(lastGoTo(up)).toMatchObject({ id: 11 });
  });

  it('after Shift+V (processed, back to the list), ↓ opens the order after the processed one, and focus goes there', async () => {
    const order = makeOrder({ id: 33, treatment: 'Nieuw' });
    Object.assign(activeOrder, { id: 33, order, loading: false, error: null });
    vi.spyOn(globalThis, 'fetch').mockResolvedValue(json(changeOfRow(row(33), { treatment: 'Verwerkt' })));
    const processing = fakeContext({ route: { tags: ['unprocessed'], id: 33 }, activeOrder: order, flags: { 'order.open': true } });
    vi.mocked(processing.app.markProcessed).mockImplementation(markProcessed);

    await markProcessedCommand.run(processing, undefined);

    expect(lastGoTo(processing)).toEqual({ tags: ['unprocessed'], id: undefined, action: undefined });
    expect(processing.app.focusListPlace).toHaveBeenCalled();
    expect(orderList.items.map((item) => item.id)).toEqual([11, 22, 44]);
    const down = contextAt({ tags: ['unprocessed'] });
    orderNext.run(down, undefined);
    expect(lastGoTo(down)).toMatchObject({ id: 44 });
  });

  it('keeps the place through a refresh in which other rows came and went', async () => {
    showList(11, 22, 33, 44);
    vi.spyOn(globalThis, 'fetch').mockResolvedValue(json(changeOfRow(row(22), { tag: { id: 5, title: 'Later' } })));
    const move = fakeContext({ route: { tags: ['unprocessed'], id: 22 } });
    vi.mocked(move.app.chooseFolder).mockResolvedValue({ id: 5, title: 'Later' });
    await moveToFolder.run(move, undefined);

    // Another workstation took 11 away and added 5; the live update refetches the page.
    vi.spyOn(globalThis, 'fetch').mockResolvedValue(json({ data: [row(5), row(33), row(44)], meta: { total: 3, page: 1, pageSize: 50 } }));
    await refreshOrderList();

    const down = contextAt({ tags: ['unprocessed'], id: 22 });
    orderNext.run(down, undefined);
    expect(lastGoTo(down)).toMatchObject({ id: 33 });
  });

  it('after the last row left, ↓ wraps to the first', async () => {
    showList(11, 22);
    vi.spyOn(globalThis, 'fetch').mockResolvedValue(json(changeOfRow(row(22), { tag: { id: 5, title: 'Later' } })));
    const move = fakeContext({ route: { tags: ['unprocessed'], id: 22 } });
    vi.mocked(move.app.chooseFolder).mockResolvedValue({ id: 5, title: 'Later' });
    await moveToFolder.run(move, undefined);

    const down = contextAt({ tags: ['unprocessed'], id: 22 });
    orderNext.run(down, undefined);
    expect(lastGoTo(down)).toMatchObject({ id: 11 });
  });

  it('forgets the place when another list is opened: ↓ starts at the top there', async () => {
    vi.spyOn(globalThis, 'fetch').mockResolvedValueOnce(json(changeOfRow(row(22), { tag: { id: 5, title: 'Later' } })));
    const move = fakeContext({ route: { tags: ['unprocessed'], id: 22 } });
    vi.mocked(move.app.chooseFolder).mockResolvedValue({ id: 5, title: 'Later' });
    await moveToFolder.run(move, undefined);

    vi.spyOn(globalThis, 'fetch').mockResolvedValue(json({ data: [row(7), row(8)], meta: { total: 2, page: 1, pageSize: 50 } }));
    await loadOrderList({ tags: ['processed'], page: 1 });

    const down = contextAt({ tags: ['processed'] });
    orderNext.run(down, undefined);
    expect(lastGoTo(down)).toMatchObject({ id: 7 });
  });
});
