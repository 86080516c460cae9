import { render } from '@testing-library/react';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import { OrderDetailPane } from '../../../src/client/detail/OrderDetailPane.tsx';
import { activeOrder } from '../../../src/client/state/active-order.ts';
import type { Order } from '../../../src/shared/schema/order.ts';

/** Renders the pane at an address; the memory location lets a test move to another address. */
export function renderPane(path: string) {
  const location = memoryLocation({ path });
  const view = render(
    <Router hook={location.hook}>
      <OrderDetailPane />
    </Router>,
  );
  return { ...view, navigate: location.navigate };
}

/**
 * Shows an order as if it had just been loaded, so the pane needs no request. The address bar says so too: the
 * commands behind the pencils read it, as they do in the app.
 */
export function showOrder(order: Order, path = `/order/t[unprocessed]/${order.id}`) {
  window.history.replaceState(null, '', path);
  Object.assign(activeOrder, { id: order.id, order, loading: false, error: null });
  return renderPane(path);
}
