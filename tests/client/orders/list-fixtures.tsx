// Shared set-up for the order list tests: a fake workbench API behind fetch, list items, and the pane at a route.
import { act, render } from '@testing-library/react';
import { vi } from 'vitest';
import { OrderListPane } from '../../../src/client/orders/OrderListPane.tsx';
import { appData } from '../../../src/client/state/app-data.ts';
import { folders } from '../../../src/client/state/folders.ts';
import { forgetListItemChanges } from '../../../src/client/state/list-item-change.ts';
import { orderList } from '../../../src/client/state/order-list.ts';
import type { OrderChange, OrderListItem } from '../../../src/shared/schema/order.ts';
import type { Tag } from '../../../src/shared/schema/tag.ts';
import type { Environment, Feature } from '../../../src/shared/schema/workbench.ts';

export const MANAGEMENT_URL = 'https://beheer.example.nl';

export function listItem(overrides: Partial<OrderListItem> = {}): OrderListItem {
  return {
    id: 10000078,
    orderNumber: 'BLB0000078',
    orderCount: 1,
    deliveryDate: '2026-11-12',
    orderDate: 1793629467, // 02-11-2026 15:24:27 in Amsterdam
    customer: 'D. Peeters',
    total: 62.85,
    treatment: 'Nieuw',
    paymentMethod: { id: 1, title: 'iDEAL', icon: 'ideal' },
    isPaid: true,
    tag: null,
    activeTransporter: null,
    hasReminders: false,
    unpaidInvoiceIds: [],
    blackListed: false,
    ownDelivery: false,
    isMorningDelivery: false,
    isAfternoonDelivery: false,
    isEveningDelivery: false,
    isMourning: false,
    hasPhotoService: false,
    trackingState: null,
    ...overrides,
  };
}

/** `count` distinct orders numbered from 10000001. */
export const manyItems = (count: number) =>
  Array.from({ length: count }, (_, index) =>
    listItem({ id: 10000001 + index, orderNumber: `BLB${String(index + 1).padStart(7, '0')}` }),
  );

export function feature(title: string, enabled: boolean): Feature {
  return {
    id: 1,
    title,
    extraAttribute_28088960: 'orderlist',
    extraAttribute_28088961: enabled,
    extraAttribute_28088962: true,
    extraAttribute_28090100: title,
    extraAttribute_28090089: 0,
  };
}

export interface ApiRequest {
  method: string;
  path: string;
  search: URLSearchParams;
  body: unknown;
}

interface FakeApiOptions {
  items?: OrderListItem[];
  total?: number;
  /** The server's total is a lower bound (a search past its count bound). */
  totalIsLowerBound?: true;
  pageSize?: number;
  tags?: Tag[];
  /** Answers a request itself; return undefined to fall through to the defaults. */
  respond?: (request: ApiRequest) => Response | Promise<Response> | undefined;
}

export const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

/** Replaces fetch with the few workbench endpoints the list uses; every request is recorded. */
export function fakeApi({ items = [], total = items.length, totalIsLowerBound, pageSize = 50, tags = [], respond }: FakeApiOptions = {}) {
  const requests: ApiRequest[] = [];
  vi.spyOn(globalThis, 'fetch').mockImplementation(async (input, init) => {
    const url = new URL(String(input), 'http://localhost');
    const request: ApiRequest = {
      method: init?.method ?? 'GET',
      path: url.pathname.replace('/gateway/api', ''),
      search: url.searchParams,
      body: typeof init?.body === 'string' ? JSON.parse(init.body) : undefined,
    };
    requests.push(request);
    const answer = respond?.(request);
    if (answer) return answer;
    if (request.path === '/workbench/order') {
      return json({ data: items, meta: { total, page: Number(url.searchParams.get('page') ?? 1), pageSize, totalIsLowerBound } });
    }
    if (request.path === '/workbench/tag') return json(tags);
    if (request.path === '/workbench/tag/processed') return json({ id: 'processed', title: 'Verwerkte orders', count: 0 });
    if (request.path === '/workbench/tag/deliveryexpired') {
      return json({ id: 'deliveryexpired', title: 'Verlopen bezorgingen', count: 0 });
    }
    return json({ message: 'Niet gevonden' }, 404);
  });
  return requests;
}

/** Module stores outlive a test; each test starts from an empty workbench. */
export function resetStores(features: Feature[] = []) {
  Object.assign(orderList, { request: null, items: [], meta: { total: 0, page: 1, pageSize: 50 }, loading: false, error: null });
  Object.assign(folders, { tags: [], processed: null, deliveryExpired: null, seenCounts: {}, error: null });
  forgetListItemChanges();
  appData.features = features;
  appData.env = { managementUrl: MANAGEMENT_URL } as Environment;
}

/** Renders the list pane at an order address and waits for the first list and folder answers. */
export async function renderPaneAt(path: string) {
  window.history.replaceState(null, '', path);
  const view = render(<OrderListPane />);
  await act(async () => {});
  return view;
}

/** jsdom lays nothing out: give the list's scroller a height and a scrollTo that moves it, as a browser would. */
export function layOutScroller(height = 560) {
  vi.spyOn(Element.prototype, 'clientHeight', 'get').mockReturnValue(height);
  vi.spyOn(Element.prototype, 'scrollHeight', 'get').mockReturnValue(10_000_000);
  Element.prototype.scrollTo = function scrollTo(this: Element, options?: ScrollToOptions | number) {
    this.scrollTop = typeof options === 'object' ? (options.top ?? this.scrollTop) : 0;
    this.dispatchEvent(new Event('scroll'));
  };
}

let lastVersion = 1;

/**
 * The change a write answers (issue 23) that gave list row `before` the fields `after`: each one a version newer
 * than the last, so no test's change looks like the echo of another's.
 */
export function changeOfRow(before: OrderListItem, after: Partial<OrderListItem>): OrderChange {
  const blocks = Object.fromEntries(Object.keys(after).map((key) => [key, after[key as keyof OrderListItem]]));
  return { orderId: before.id, version: ++lastVersion, blocks, listItem: { ...before, ...after }, was: before };
}

/**
 * The new orders' list as an order's hand-off leaves it: BLB0000034 (open at `path`) and BLB0000035, two in all.
 */
export function listTwoNewOrders(path: string) {
  window.history.replaceState(null, '', path);
  orderList.request = { tags: ['unprocessed'], page: 1 };
  orderList.items = [10000034, 10000035].map((id) =>
    listItem({ id, orderNumber: `BLB00000${id - 10000000}`, treatment: 'Nieuw', tag: null, deliveryDate: '2099-01-01', activeTransporter: null }),
  ) as never;
  orderList.meta = { total: 2, page: 1, pageSize: 50 };
}
