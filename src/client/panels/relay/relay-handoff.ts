// Handing the open order to the flower-relay service (spec §4 success flow, §8 toasts): by its coded e-mail, imported
// into its own system (issue 24), or only marked as handled when the relay has it already. None can be undone, so
// each asks first (issue 21); each confirmed call is one user action with its own Idempotency-Key.
import { toast } from 'sonner';
import { handoffMessages, isHandedOff } from '../../../shared/domain/handoffs.ts';
import { relayTotals, type RelayValues } from '../../../shared/domain/relay-form.ts';
import { endpoints } from '../../api/endpoints.ts';
import type { HandoffResult } from '../../../shared/schema/handoffs.ts';
import type { Order } from '../../../shared/schema/order.ts';
import { call } from '../../api/client.ts';
import { finishHandoff, returnFromHandedOffOrder } from '../handoff/finish-handoff.ts';
import { askHandoff, type HandoffQuestion } from '../handoff/handoff-question.ts';
import { openEuroFloristPopup } from './euroflorist-popup.ts';

type OrderRef = Pick<Order, 'id' | 'orderNumber'>;

/** An order already with a colleague florist or the relay is not handed over again. */
export const canHandToRelay = (order: Pick<Order, 'treatment'>) => !isHandedOff(order.treatment);

/**
 * Asks first (the hand-off cannot be undone), then the request; a refusal is the failure toast with the server's
 * message, and rejects. Resolves to the answer, or null when the user said no.
 */
async function handOff(
  question: HandoffQuestion,
  request: (idempotencyKey: string) => Promise<HandoffResult>,
  failure: string,
): Promise<HandoffResult | null> {
  if (!(await askHandoff(question))) return null;
  try {
    return await request(crypto.randomUUID());
  } catch (error) {
    toast.error(failure, { description: (error as Error).message });
    throw error;
  }
}

/** The success flow with its toast; resolves to whether the order was handed over. */
async function handOffWithToast(handedOff: Promise<HandoffResult | null>, success: string): Promise<boolean> {
  const result = await handedOff;
  if (result) finishHandoff(result, success);
  return result !== null;
}

/** The form's values as the relay gets them: the costs and total follow the flowers' value as they do on screen. */
const relayBody = (order: OrderRef, values: RelayValues) =>
  ({ orderId: order.id, transporter: 'euroflorist', values: { ...values, ...relayTotals(values['12']) } });

/** The relay's coded e-mail. */
export const sendToRelay = (order: OrderRef, values: RelayValues) =>
  handOffWithToast(handOff(
    { heading: 'Naar EuroFlorist', text: handoffMessages.askRelayMail(order.orderNumber), confirmLabel: 'Mailen' },
    (key) => call(endpoints.sendToRelay, { body: relayBody(order, values), headers: { 'idempotency-key': key } }),
    handoffMessages.relayFailed,
  ), handoffMessages.sentToRelay(order.orderNumber));

/** The relay took the order by phone or its own site: marked handled, no mail, and the toast says so. */
export const markRelayHandled = (order: OrderRef) =>
  handOffWithToast(handOff(
    { heading: 'Markeren als afgehandeld', text: handoffMessages.askRelayMark(order.orderNumber), confirmLabel: 'Markeren' },
    (key) => call(endpoints.markRelayHandled, { body: { orderId: order.id }, headers: { 'idempotency-key': key } }),
    handoffMessages.markFailed,
  ), handoffMessages.markedForRelay(order.orderNumber));

/**
 * Imports the order into the relay's own system (issue 24), then opens it there in a popup; a popup the browser
 * held back can be opened from the success toast.
 */
export async function importToRelay(order: OrderRef, values: RelayValues): Promise<boolean> {
  const result = await handOff(
    { heading: 'Importeren in EuroFlorist', text: handoffMessages.askRelayImport(order.orderNumber), confirmLabel: 'Importeren' },
    (key) => call(endpoints.importToRelay, { body: relayBody(order, values), headers: { 'idempotency-key': key } }),
    handoffMessages.relayFailed,
  );
  if (!result) return false;
  const { url } = (result.order.transport.euroflorist ?? {}) as { url?: unknown };
  const { reference } = result.handoff;
  const blocked = typeof url === 'string' && !openEuroFloristPopup(url, reference);
  const openAgain = blocked && {
    description: handoffMessages.relayPopupBlocked,
    action: { label: handoffMessages.openRelayPopup, onClick: () => void openEuroFloristPopup(url, reference) },
  };
  returnFromHandedOffOrder(result, () => toast.success(handoffMessages.importedToRelay, openAgain || undefined));
  return true;
}
