import { proxy, ref } from 'valtio';
import type { TagRef } from '../../shared/domain/constants.ts';
import { listViewMatches } from '../../shared/domain/folder-match.ts';
import type { ListGap } from '../../shared/domain/list-place.ts';
import type { OrderList, OrderListItem } from '../../shared/schema/order.ts';
import { endpoints } from '../api/endpoints.ts';
import { call } from '../api/client.ts';

export interface ListRequest {
  tags: TagRef[];
  /** A group of the day's plan instead of a folder (its g[…] route segment). */
  group?: string;
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
  meta: { total: 0, page: 1, pageSize: 50 } as OrderList['meta'],
  loading: false,
  error: null as string | null,
  /** Where the last order to leave this page stood, so ↓ goes on from there; forgotten when another list loads. */
  gap: null as ListGap | null,
});

// The page size comes from the server; `?pageSize=` on the address the workbench was opened with overrides it
// for the whole visit (very long pages, benchmarks). Read once: later navigation drops the query string.
function readRequestedPageSize(): number | undefined {
  const value = Number(new URLSearchParams(window.location.search).get('pageSize'));
  return Number.isInteger(value) && value > 0 && value <= 10_000 ? value : undefined;
}

const requestedPageSize = readRequestedPageSize();

let inFlight: AbortController | null = null;
const sameRequest = (a: ListRequest | null, b: ListRequest) => JSON.stringify(a) === JSON.stringify(b);

/** Loads a page; a list request still under way is cancelled (spec §7 generic client). */
export async function loadOrderList(request: ListRequest, options: { force?: boolean } = {}) {
  if (!options.force && sameRequest(orderList.request, request) && !orderList.error) return;
  inFlight?.abort();
  const controller = new AbortController();
  inFlight = controller;
  if (!sameRequest(orderList.request, request)) orderList.gap = null;
  orderList.request = request;
  orderList.loading = true;
  orderList.error = null;
  try {
    const result = await call(endpoints.listOrders, {
      query: {
        'tags[]': request.tags.map(String),
        group: request.group,
        q: request.query || undefined,
        page: request.page,
        pageSize: requestedPageSize,
      },
      signal: controller.signal,
    });
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
  const index = orderList.items.findIndex((item) => item.id === orderId);
  if (index === -1) return;
  orderList.gap = { id: orderId, index, nextId: orderList.items[index + 1]?.id ?? null };
  orderList.items = ref(orderList.items.filter((item) => item.id !== orderId));
  orderList.meta.total = Math.max(0, orderList.meta.total - 1);
}

// A plan group is computed on the server from carriers, slots and cut-offs: a changed order cannot be matched to it
// here, so the page is asked again once a burst of changes has passed.
const GROUP_REFRESH_DELAY_MS = 500;
let groupRefresh: ReturnType<typeof setTimeout> | undefined;

function refreshGroupSoon() {
  clearTimeout(groupRefresh);
  groupRefresh = setTimeout(() => {
    groupRefresh = undefined;
    void refreshOrderList();
  }, GROUP_REFRESH_DELAY_MS);
}

/** The server's list order: delivery date, then id. */
const listOrder = (a: OrderListItem, b: OrderListItem) => a.deliveryDate.localeCompare(b.deliveryDate) || a.id - b.id;

/**
 * Brings a changed order into the visible list without refetching it (spec §4 list updates). A folder view keeps it
 * in place, inserts it in list order or drops it, by whether it still belongs (folder-match.ts); the total follows.
 * An insert outside this page's range only changes the total. A search keeps its rows: a present order is replaced.
 * A plan group's page is fetched again instead.
 */
export function applyOrderChange(item: OrderListItem, now: Date = new Date()) {
  const { request, items, meta } = orderList;
  if (!request) return;
  if (request.group) return refreshGroupSoon();
  const index = items.findIndex((candidate) => candidate.id === item.id);
  const belongs = request.query ? index >= 0 : listViewMatches(item, request.tags, now);
  if (index >= 0 && belongs) {
    orderList.items = ref(items.map((candidate) => (candidate.id === item.id ? item : candidate)));
  } else if (index >= 0) {
    removeFromOrderList(item.id);
  } else if (belongs) {
    meta.total += 1;
    const position = items.filter((candidate) => listOrder(candidate, item) < 0).length;
    const beforeThisPage = position === 0 && meta.page > 1;
    const afterThisPage = position === items.length && items.length >= meta.pageSize;
    if (beforeThisPage || afterThisPage) return;
    orderList.items = ref([...items.slice(0, position), item, ...items.slice(position)].slice(0, meta.pageSize));
  }
}
