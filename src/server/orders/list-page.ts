import type { Db } from '../db/database.ts';
import type { OrderList } from '../../shared/schema/order.ts';
import { listOrders, type ListQuery, type ListResult } from '../db/order-list.ts';

/**
 * One page of the order list; a page past the last one is answered with the last page (its rows, and its number
 * in meta.page), so a client that asks p[999] of a 901-order list shows 'Getoond 851 - 901 van 901'.
 */
export type ListPage = ListResult & { page: number };

export async function listPage(db: Db, query: ListQuery): Promise<ListPage> {
  const result = await listOrders(db, query);
  const lastPage = Math.max(1, Math.ceil(result.total / query.pageSize));
  if (query.page <= lastPage) return { ...result, page: query.page };
  return { ...(await listOrders(db, { ...query, page: lastPage })), page: lastPage };
}

/** The list's meta: a total that is a lower bound says so, an exact one carries no flag. */
export function listMeta(result: Omit<ListResult, 'rows'> & { page: number }, pageSize: number): OrderList['meta'] {
  const { total, page, totalIsLowerBound } = result;
  return totalIsLowerBound ? { total, page, pageSize, totalIsLowerBound } : { total, page, pageSize };
}
