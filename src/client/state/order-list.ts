import { proxy, ref } from 'valtio';
import type { TagRef } from '../../shared/domain/constants.ts';
import type { OrderList, OrderListItem } from '../../shared/schema/order.ts';
import { api } from '../api/client.ts';

export interface ListRequest {
  tags: TagRef[];
  query?: string;
  page: number;
}

/**
 * The order list on the left: one page of one folder or search. The rows are kept as a plain array (`ref`):
 * wrapping 10,000 rows in proxies cost ~350 ms per page, and rows are only ever replaced, never edited in place.
 */
export const orderList = proxy({
  request: null as ListRequest | null,
  items: ref([] as OrderListItem[]),
  meta: { total: 0, page: 1, pageSize: 50 },
  loading: false,
  error: null as string | null,
});

let inFlight: AbortController | null = null;
const sameRequest = (a: ListRequest | null, b: ListRequest) => JSON.stringify(a) === JSON.stringify(b);

/** Loads a page; a list request still under way is cancelled (spec §7 generic client). */
export async function loadOrderList(request: ListRequest, options: { force?: boolean } = {}) {
  if (!options.force && sameRequest(orderList.request, request) && !orderList.error) return;
  inFlight?.abort();
  const controller = new AbortController();
  inFlight = controller;
  orderList.request = request;
  orderList.loading = true;
  orderList.error = null;
  try {
    const result = await api.get<OrderList>(
      '/workbench/order',
      { tags: request.tags, q: request.query || undefined, page: request.page, pageSize: requestedPageSize },
      controller.signal,
    );
    if (controller !== inFlight) return;
    orderList.items = ref(result.data);
    orderList.meta = result.meta;
  } catch (error) {
    if (controller.signal.aborted) return;
    orderList.error = (error as Error).message;
  } finally {
    if (controller === inFlight) {
      orderList.loading = false;
      inFlight = null;
    }
  }
}

export function refreshOrderList() {
  if (orderList.request) return loadOrderList(orderList.request, { force: true });
}

/** Takes an order out of the visible page at once (moved to a folder, sent away); the total drops by one. */
export function removeFromOrderList(orderId: number) {
  if (!orderList.items.some((item) => item.id === orderId)) return;
  orderList.items = ref(orderList.items.filter((item) => item.id !== orderId));
  orderList.meta.total = Math.max(0, orderList.meta.total - 1);
}

// The page size comes from the server; `?pageSize=` on the address the workbench was opened with overrides it
// for the whole visit (very long pages, benchmarks). Read once: later navigation drops the query string.
function readRequestedPageSize(): number | undefined {
  const value = Number(new URLSearchParams(window.location.search).get('pageSize'));
  return Number.isInteger(value) && value > 0 && value <= 10_000 ? value : undefined;
}

const requestedPageSize = readRequestedPageSize();
