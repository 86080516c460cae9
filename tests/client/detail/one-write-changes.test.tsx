// Issue 23 on two workstations: A's save, processed mark and folder move cost A the write alone, and the same
// change arriving on B's socket updates B's list, folder counts and open order without a request. The echo of
// A's own change on A's socket moves nothing a second time.
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ref } from 'valtio';
import { beforeEach, describe, expect, it } from 'vitest';
import { applyServerMessage } from '../../../src/client/realtime/live-updates.ts';
import { activeOrder, closeOrder } from '../../../src/client/state/active-order.ts';
import { appData } from '../../../src/client/state/app-data.ts';
import { folders } from '../../../src/client/state/folders.ts';
import { markProcessed, stopEditing } from '../../../src/client/state/order-edit.ts';
import { orderList } from '../../../src/client/state/order-list.ts';
import type { OrderChange } from '../../../src/shared/protocol/changes.ts';
import type { Order } from '../../../src/shared/schema/order.ts';
import { listItem } from '../orders/list-fixtures.tsx';
import { isLedgerRead, json, mockApi } from './api-mock.ts';
import { changeTo, makeFeatures, makeOrder } from './order-fixture.ts';
import { showOrder } from './render-pane.tsx';

const ORDER_PATH = '/order/t[unprocessed]/10000034';
const PROBLEM = { id: 23279793, title: 'Probleem' };
let version = 10;

/** The order open on this workstation, new and in no folder, on the unprocessed list with a neighbour. */
function openNewOrder(overrides: Partial<Order> = {}) {
  const order = makeOrder({ treatment: 'Nieuw', version: ++version, ...overrides });
  const row = listItem({ id: order.id, treatment: 'Nieuw', deliveryDate: order.deliveryDate });
  Object.assign(orderList, {
    request: { tags: ['unprocessed'], page: 1 },
    items: ref([row, listItem({ id: 10000035, treatment: 'Nieuw' })]),
    meta: { total: 2, page: 1, pageSize: 50 },
    gap: null,
  });
  Object.assign(folders, { tags: [{ ...PROBLEM, count: 3 }], processed: { id: 'processed', title: 'Verwerkt', count: 5 } });
  return { order, row, was: { treatment: 'Nieuw', tag: null, deliveryDate: row.deliveryDate, activeTransporter: null } };
}

const shownIds = () => orderList.items.map((item) => item.id);
const problemCount = () => folders.tags.find((tag) => tag.id === PROBLEM.id)!.count;

beforeEach(() => {
  closeOrder();
  stopEditing();
  appData.features = makeFeatures();
  window.history.pushState({}, '', ORDER_PATH);
});

describe('workstation A, which makes the change', () => {
  it('saves a block with the PUT alone: no reload of the order, its list row or its print ledger', async () => {
    const { order, row, was } = openNewOrder({ description: 'Achterom' });
    const saved: OrderChange = changeTo({ ...order, description: 'Achterom bij de schuur', version: order.version + 1 }, ['description'], {
      listItem: row, was,
    });
    const { sent, fetch } = mockApi(() => json(saved));
    showOrder(order, ORDER_PATH);
    await waitFor(() => expect(fetch.mock.calls.some(([url]) => isLedgerRead(String(url)))).toBe(true));
    const callsBefore = fetch.mock.calls.length;

    await userEvent.click(screen.getByRole('button', { name: 'Bewerken: Interne notities' }));
    await userEvent.type(within(screen.getByRole('form')).getByLabelText('Interne notities'), ' bij de schuur');
    await userEvent.click(screen.getByRole('button', { name: 'Opslaan' }));

    expect(await within(screen.getByRole('region', { name: 'Interne notities' })).findByText('Achterom bij de schuur')).toBeInTheDocument();
    expect(activeOrder.order).toEqual({ ...order, description: 'Achterom bij de schuur', version: order.version + 1 });
    expect(sent.map((request) => request.method)).toEqual(['PUT']);
    expect(fetch.mock.calls.length).toBe(callsBefore + 1);

    // Its own change comes back over the socket: nothing moves and nothing is asked.
    act(() => applyServerMessage({ type: 'change', change: saved }));
    expect(fetch.mock.calls.length).toBe(callsBefore + 1);
    expect(activeOrder.order?.version).toBe(order.version + 1);
  });

  it('marks the open order processed with the PUT alone: it leaves the list and the counts follow, once', async () => {
    const { order, row, was } = openNewOrder();
    Object.assign(activeOrder, { id: order.id, order, loading: false, error: null });
    const marked = changeTo({ ...order, treatment: 'Verwerkt', version: order.version + 1 }, ['treatment'], {
      listItem: { ...row, treatment: 'Verwerkt' }, was,
    });
    const { sent } = mockApi(() => json(marked));

    await markProcessed();
    expect(sent).toEqual([{ method: 'PUT', url: '/gateway/api/workbench/order/10000034', body: { version: order.version, treatment: 'Verwerkt' } }]);
    expect(shownIds()).toEqual([10000035]);
    expect(folders.processed?.count).toBe(6);
    expect(activeOrder.order?.treatment).toBe('Verwerkt');

    applyServerMessage({ type: 'change', change: marked });
    expect(folders.processed?.count).toBe(6);
    expect(orderList.meta.total).toBe(1);
    expect(sent).toHaveLength(1);
  });
});

describe('workstation B, which hears the change', () => {
  it("moves a colleague's order to its folder and shows the colleague's edit in the open order, asking nothing", () => {
    const { order, row, was } = openNewOrder();
    Object.assign(activeOrder, { id: order.id, order, loading: false, error: null });
    const { fetch } = mockApi(() => json({}), { recordLedger: true });

    const moved = { ...order, tag: PROBLEM, comment: 'Graag voor 12 uur', version: order.version + 1 };
    act(() =>
      applyServerMessage({ type: 'change', change: changeTo(moved, ['tag', 'comment'], { listItem: { ...row, tag: PROBLEM }, was }) }),
    );

    expect(shownIds()).toEqual([10000035]);
    expect(orderList.meta.total).toBe(1);
    expect(problemCount()).toBe(4);
    expect(activeOrder.order).toEqual(moved);
    expect(fetch).not.toHaveBeenCalled();
  });

  it('drops an order a colleague deleted from the list and its folder count, and says so where it is open', () => {
    const { order, row, was } = openNewOrder({ tag: PROBLEM });
    Object.assign(orderList, { request: { tags: [PROBLEM.id], page: 1 }, items: ref([{ ...row, tag: PROBLEM }]) });
    Object.assign(activeOrder, { id: order.id, order, loading: false, error: null });
    const { fetch } = mockApi(() => json({}), { recordLedger: true });

    act(() =>
      applyServerMessage({ type: 'change', change: { orderId: order.id, version: order.version + 1, listItem: null, was: { ...was, tag: PROBLEM } } }),
    );

    expect(shownIds()).toEqual([]);
    expect(problemCount()).toBe(2);
    expect(activeOrder.error).toBe(`Order ${order.id} is niet gevonden`);
    expect(fetch).not.toHaveBeenCalled();
  });
});

describe('a workstation that missed a change', () => {
  it('reloads the open order when a change skips a version it never heard of, rather than keep the missed blocks old', async () => {
    const { order, row, was } = openNewOrder({ comment: 'Oud' });
    Object.assign(activeOrder, { id: order.id, order, loading: false, error: null });
    const current = { ...order, comment: 'Gemist', tag: PROBLEM, version: order.version + 2 };
    const { sent } = mockApi((request) => (request.method === 'GET' && request.url.endsWith(`/workbench/order/${order.id}`) ? json(current) : json([])));

    act(() => applyServerMessage({ type: 'change', change: changeTo(current, ['tag'], { listItem: { ...row, tag: PROBLEM }, was }) }));

    await waitFor(() => expect(activeOrder.order).toEqual(current));
    expect(sent.filter((request) => request.url.endsWith(`/workbench/order/${order.id}`))).toHaveLength(1);
  });
});
