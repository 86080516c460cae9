import { ref } from 'valtio';
import { beforeEach, describe, expect, it } from 'vitest';
import { applyOrderChange, orderList, type ListRequest } from '../../src/client/state/order-list.ts';
import type { OrderListItem } from '../../src/shared/schema/order.ts';

const MORNING = new Date('2026-06-10T07:00:00Z');

const item = (id: number, deliveryDate: string, fields: Partial<OrderListItem> = {}) =>
  ({ id, deliveryDate, treatment: 'Nieuw', tag: null, activeTransporter: null, ...fields }) as OrderListItem;

function showList(request: ListRequest, items: OrderListItem[], meta: Partial<typeof orderList.meta> = {}) {
  Object.assign(orderList, { request, items: ref(items), meta: { total: items.length, page: 1, pageSize: 50, ...meta } });
}

const shownIds = () => orderList.items.map((row) => row.id);

describe('applyOrderChange: a changed order in the visible list', () => {
  beforeEach(() => showList({ tags: ['unprocessed'], page: 1 }, [item(1, '2026-06-10'), item(3, '2026-06-12')]));

  it('replaces an order that still belongs, in place, with a new array', () => {
    const before = orderList.items;
    const changed = item(3, '2026-06-01', { customer: 'Jansen' });
    applyOrderChange(changed, MORNING);
    expect(shownIds()).toEqual([1, 3]);
    expect(orderList.items[1]).toBe(changed);
    expect(orderList.items).not.toBe(before);
    expect(before.map((row) => row.id)).toEqual([1, 3]);
    expect(orderList.meta.total).toBe(2);
  });

  it('removes an order that no longer belongs and lowers the total', () => {
    applyOrderChange(item(1, '2026-06-10', { treatment: 'Geprint' }), MORNING);
    expect(shownIds()).toEqual([3]);
    expect(orderList.meta.total).toBe(1);
  });

  it('inserts a new member by delivery date and id and raises the total', () => {
    applyOrderChange(item(2, '2026-06-10'), MORNING);
    applyOrderChange(item(0, '2026-06-12'), MORNING);
    applyOrderChange(item(9, '2026-06-09'), MORNING);
    expect(shownIds()).toEqual([9, 1, 2, 0, 3]);
    expect(orderList.meta.total).toBe(5);
  });

  it('ignores an order that neither was nor is in the list', () => {
    const before = orderList.items;
    applyOrderChange(item(5, '2026-06-10', { tag: { id: 7, title: 'Probleem' } }), MORNING);
    expect(orderList.items).toBe(before);
    expect(orderList.meta.total).toBe(2);
  });

  it('follows a numeric folder and several folders in one list', () => {
    showList({ tags: [7, 'processed'], page: 1 }, [item(1, '2026-06-10', { tag: { id: 7, title: 'Probleem' } })]);
    applyOrderChange(item(2, '2026-06-11', { treatment: 'Geprint' }), MORNING);
    applyOrderChange(item(1, '2026-06-10'), MORNING);
    expect(shownIds()).toEqual([2]);
    expect(orderList.meta.total).toBe(1);
  });
});

describe('applyOrderChange: pages', () => {
  it('only counts an order that sorts before this page', () => {
    showList({ tags: ['unprocessed'], page: 2 }, [item(5, '2026-06-10'), item(6, '2026-06-11')], { page: 2, pageSize: 2, total: 4 });
    applyOrderChange(item(1, '2026-06-01'), MORNING);
    expect(shownIds()).toEqual([5, 6]);
    expect(orderList.meta.total).toBe(5);
  });

  it('only counts an order that sorts after a full page, and keeps a full page full', () => {
    showList({ tags: ['unprocessed'], page: 1 }, [item(5, '2026-06-10'), item(6, '2026-06-11')], { pageSize: 2, total: 2 });
    applyOrderChange(item(9, '2026-06-20'), MORNING);
    expect(shownIds()).toEqual([5, 6]);
    applyOrderChange(item(4, '2026-06-10'), MORNING);
    expect(shownIds()).toEqual([4, 5]);
    expect(orderList.meta.total).toBe(4);
  });
});

describe('applyOrderChange: a search', () => {
  beforeEach(() => showList({ tags: [], query: 'jansen', page: 1 }, [item(1, '2026-06-10')]));

  it('replaces an order it shows, whatever its folder', () => {
    const changed = item(1, '2026-06-10', { treatment: 'Geprint', tag: { id: 7, title: 'Probleem' } });
    applyOrderChange(changed, MORNING);
    expect(orderList.items).toEqual([changed]);
    expect(orderList.meta.total).toBe(1);
  });

  it('does not add orders it did not find', () => {
    applyOrderChange(item(2, '2026-06-10'), MORNING);
    expect(shownIds()).toEqual([1]);
    expect(orderList.meta.total).toBe(1);
  });
});

it('does nothing before a list was requested', () => {
  Object.assign(orderList, { request: null, items: [], meta: { total: 0, page: 1, pageSize: 50 } });
  applyOrderChange(item(1, '2026-06-10'), MORNING);
  expect(orderList.items).toEqual([]);
});
