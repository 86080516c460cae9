import type { Order } from '../../../shared/schema/order.ts';
import { api } from '../../api/client.ts';
import type { OrderMailType } from './mail-types.ts';

/**
 * Sends one order mail; the confirmation has its own call (spec §7). Answers the order as it is now.
 * Each click gets its own Idempotency-Key, so a retried request (a flaky network) never sends the mail twice.
 */
export function sendMail(orderId: number, type: OrderMailType): Promise<Order> {
  const headers = { 'idempotency-key': crypto.randomUUID() };
  if (type === 'Confirmation') {
    return api.post<Order>(`/workbench/order/${orderId}/sendConfirmation`, { id: orderId, type }, headers);
  }
  return api.post<Order>(`/workbench/order/${orderId}/mail`, { type }, headers);
}
