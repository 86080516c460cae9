import { toast } from 'sonner';
import { messages } from '../../../shared/domain/messages.ts';
import { MAIL_LABELS, type OrderMailType } from '../../../shared/domain/order-mails.ts';
import type { Order } from '../../../shared/schema/order.ts';
import { endpoints } from '../../api/endpoints.ts';
import { ApiError, call } from '../../api/client.ts';
import { openOrder } from '../../state/active-order.ts';
import { liveConnection } from '../../state/live-connection.ts';
import { toastFinal } from '../../toasts/final-toast.ts';

/**
 * Sends one order mail; the confirmation has its own call (spec §7). Answers the order as it is now.
 * Each click gets its own Idempotency-Key, so a retried request (a flaky network) never sends the mail twice.
 */
export function sendMail(orderId: number, type: OrderMailType): Promise<Order> {
  const headers = { 'idempotency-key': crypto.randomUUID() };
  if (type === 'Confirmation') {
    return call(endpoints.sendConfirmation, { params: { id: orderId }, body: { id: orderId, type }, headers });
  }
  return call(endpoints.sendMail, { params: { id: orderId }, body: { type }, headers });
}

/**
 * Sends a mail as the button and the mail commands do: a toast says how it went ('{mail} mail is verstuurd' or
 * 'Kan mail niet versturen!' with the server's reason); its sent time reaches the open order as the change the
 * server broadcasts (issue 23), or by asking again while the live connection is down. A mail whose outcome the
 * server cannot know is said so, and its row shows it.
 */
export async function sendMailAndReport(orderId: number, type: OrderMailType): Promise<boolean> {
  try {
    await sendMail(orderId, type);
  } catch (error) {
    const reason = (error as Error).message;
    if (error instanceof ApiError && error.code === 'MAIL_OUTCOME_UNKNOWN') {
      toast.warning(reason);
      void openOrder(orderId, { force: true });
      return false;
    }
    toast.error(messages.mailFailed, reason && reason !== messages.mailFailed ? { description: reason } : undefined);
    return false;
  }
  toastFinal(`${MAIL_LABELS[type]} mail is verstuurd`);
  if (liveConnection.status !== 'connected') void openOrder(orderId, { force: true });
  return true;
}
