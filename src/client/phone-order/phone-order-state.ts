// The phone-order form's link with the rest of the workbench: its look-ups and save (components call no API), and
// what its commands (order.createSave, order.createDiscard) ask of it.
import { proxy } from 'valtio';
import { phoneOrderMessages } from '../../shared/domain/phone-order.ts';
import { endpoints } from '../api/endpoints.ts';
import type { CartDraft, Order } from '../../shared/schema/order.ts';
import { call } from '../api/client.ts';
import { currentOrderRoute, goToOrderRoute } from '../navigation.ts';
import { orderCache } from '../state/order-cache.ts';

export const findCustomers = (q: string, signal: AbortSignal) => call(endpoints.findCustomers, { query: { q }, signal });
export const findProducts = (q: string, signal: AbortSignal) => call(endpoints.findProducts, { query: { q }, signal });
export const findAddress = (zipcode: string, number: string, signal: AbortSignal) =>
  call(endpoints.findAddress, { query: { zipcode, number }, signal });

/** Whether the form holds typed text, and whether it is asking before throwing that away. */
export const phoneOrderForm = proxy({ dirty: false, confirmingDiscard: false });

/** Ctrl+Enter: submits the form as its Opslaan button does (the form's own checks still apply). */
export function saveNewOrder() {
  document.querySelector<HTMLFormElement>('form.phone-order')?.requestSubmit();
}

const backToList = () => {
  const route = currentOrderRoute() ?? { tags: ['unprocessed'] };
  goToOrderRoute({ tags: route.tags, group: route.group, query: route.query, page: route.page });
};

/** Esc: leaves the form, after asking when something was typed in it. */
export function discardNewOrder() {
  if (phoneOrderForm.dirty) phoneOrderForm.confirmingDiscard = true;
  else backToList();
}

export function answerDiscard(discard: boolean) {
  phoneOrderForm.confirmingDiscard = false;
  if (discard) {
    phoneOrderForm.dirty = false;
    backToList();
  }
}

/**
 * Creates the order and opens it in the list the user was in. The list and every other workstation get its row from
 * the change the server broadcasts; the detail shows the answer at once.
 */
export async function createPhoneOrder(cart: CartDraft): Promise<Order> {
  const order = await call(endpoints.createOrder, { body: { cart: JSON.stringify(cart) } });
  orderCache.put(order);
  phoneOrderForm.dirty = false;
  const route = currentOrderRoute() ?? { tags: ['unprocessed'] };
  goToOrderRoute({ tags: route.tags, group: route.group, query: route.query, page: route.page, id: order.id });
  return order;
}

export const createdMessage = (order: Pick<Order, 'orderNumber'>) => phoneOrderMessages.created(order.orderNumber);
