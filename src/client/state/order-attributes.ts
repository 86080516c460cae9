import { endpoints } from '../api/endpoints.ts';
import { call } from '../api/client.ts';
import { replaceOpenOrder } from './order-edit.ts';

/** Saves one attribute of an order (the guestbook tick) and shows the order the server answers with. */
export async function saveOrderAttribute(orderId: number, attributeId: number, value: boolean) {
  replaceOpenOrder(await call(endpoints.setOrderAttribute, { params: { id: orderId, attributeId }, body: { value } }));
}
