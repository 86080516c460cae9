// The open order with the keyboard layer over it, as in the workbench: for tests that press keys on an order.
import { render } from '@testing-library/react';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import { KeymapHost } from '../../../src/client/commands/KeymapHost.tsx';
import { OrderDetailPane } from '../../../src/client/detail/OrderDetailPane.tsx';
import { activeOrder } from '../../../src/client/state/active-order.ts';
import type { Order } from '../../../src/shared/schema/order.ts';

export const ORDER_PATH = '/order/t[unprocessed]/10000034';

export function showWithKeys(order: Order) {
  Object.assign(activeOrder, { id: order.id, order, loading: false, error: null });
  window.history.pushState({}, '', ORDER_PATH);
  render(
    <Router hook={memoryLocation({ path: ORDER_PATH }).hook}>
      <KeymapHost />
      <OrderDetailPane />
    </Router>,
  );
}
