// Handing the open order to the flower-relay service (spec §4 success flow, §8 toasts): by its coded e-mail, or only
// marked as handled when the relay has it already. Neither can be undone, so each asks first (issue 21); each
// confirmed call is one user action with its own Idempotency-Key.
import { toast } from 'sonner';
import { handoffMessages, isHandedOff } from '../../../shared/domain/handoffs.ts';
import { relayTotals, type RelayValues } from '../../../shared/domain/relay-form.ts';
import { handoffEndpoints } from '../../../shared/protocol/endpoints/handoffs.ts';
import type { HandoffResult } from '../../../shared/schema/handoffs.ts';
import type { Order } from '../../../shared/schema/order.ts';
import { call } from '../../api/client.ts';
import { finishHandoff } from '../handoff/finish-handoff.ts';
import { askHandoff, type HandoffQuestion } from '../handoff/handoff-question.ts';

type OrderRef = Pick<Order, 'id' | 'orderNumber'>;

/** An order already with a colleague florist or the relay is not handed over again. */
export const canHandToRelay = (order: Pick<Order, 'treatment'>) => !isHandedOff(order.treatment);

/**
 * Asks first (the hand-off cannot be undone), then the request and the success flow; a refusal is the failure toast
 * with the server's message, and rejects. Resolves to whether the order was handed over.
 */
async function handOff(
  question: HandoffQuestion,
  request: (idempotencyKey: string) => Promise<HandoffResult>,
  failure: string,
  success: string,
): Promise<boolean> {
  if (!(await askHandoff(question))) return false;
  let result: HandoffResult;
  try {
    result = await request(crypto.randomUUID());
  } catch (error) {
    toast.error(failure, { description: (error as Error).message });
    throw error;
  }
  finishHandoff(result, success);
  return true;
}

/** The relay's coded e-mail; the costs and total follow the flowers' value as they do on screen. */
export const sendToRelay = (order: OrderRef, values: RelayValues) =>
  handOff(
    { heading: 'Naar EuroFlorist', text: handoffMessages.askRelayMail(order.orderNumber), confirmLabel: 'Mailen' },
    (key) => call(handoffEndpoints.sendToRelay, {
      body: { orderId: order.id, transporter: 'euroflorist', values: { ...values, ...relayTotals(values['12']) } },
      headers: { 'idempotency-key': key },
    }),
    handoffMessages.relayFailed,
    handoffMessages.sentToRelay(order.orderNumber),
  );

/** The relay took the order by phone or its own site: marked handled, no mail, and the toast says so. */
export const markRelayHandled = (order: OrderRef) =>
  handOff(
    { heading: 'Markeren als afgehandeld', text: handoffMessages.askRelayMark(order.orderNumber), confirmLabel: 'Markeren' },
    (key) => call(handoffEndpoints.markRelayHandled, { body: { orderId: order.id }, headers: { 'idempotency-key': key } }),
    handoffMessages.markFailed,
    handoffMessages.markedForRelay(order.orderNumber),
  );
