import { waitFor } from '@testing-library/react';
import { ref } from 'valtio';
import { beforeEach, describe, expect, it } from 'vitest';
import { configureApi } from '../../src/client/api/client.ts';
import { applyOrderChange, loadOrderList, orderList } from '../../src/client/state/order-list.ts';
import type { OrderListItem } from '../../src/shared/schema/order.ts';
import { json, mockApi } from './detail/api-mock.ts';

const item = (id: number) => ({ id, deliveryDate: '2026-05-10', treatment: 'Nieuw', tag: null, activeTransporter: null }) as OrderListItem;
const GROUP = 'today.morning.postnl';

beforeEach(() => {
  configureApi({ token: () => 'token', onUnauthorized: () => {} });
  Object.assign(orderList, { request: null, items: ref([]), meta: { total: 0, page: 1, pageSize: 50 }, error: null });
});

describe('the list of a plan group', () => {
  it("asks the server for the group's orders", async () => {
    const { sent } = mockApi(() => json({ data: [item(1)], meta: { total: 1, page: 1, pageSize: 50 } }));
    await loadOrderList({ tags: [], group: GROUP, page: 1 });
    expect(new URL(sent[0].url, 'http://werkplaats.test').searchParams.get('group')).toBe(GROUP);
    expect(orderList.items.map((row) => row.id)).toEqual([1]);
  });

  it('cannot place a changed order in a group itself, so it asks again once after a burst of changes', async () => {
    const { sent } = mockApi(() => json({ data: [item(1)], meta: { total: 1, page: 1, pageSize: 50 } }));
    await loadOrderList({ tags: [], group: GROUP, page: 1 });
    for (const id of [2, 3, 4]) applyOrderChange(item(id));
    expect(orderList.items.map((row) => row.id)).toEqual([1]);
    expect(orderList.meta.total).toBe(1);
    await waitFor(() => expect(sent).toHaveLength(2), { timeout: 2000 });
    expect(new URL(sent[1].url, 'http://werkplaats.test').searchParams.get('group')).toBe(GROUP);
  });
});
