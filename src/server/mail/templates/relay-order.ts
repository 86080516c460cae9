// The mail the flower-relay service reads an order from (spec §2, §9): its coded intake format, one 'NN value' line
// per filled code, and nothing else, since the relay's intake reads every line.
import { relayMessage, type RelayValues } from '../../../shared/domain/relay-form.ts';
import type { Order } from '../../../shared/schema/order.ts';
import type { ComposedMail } from './order-mail.ts';

/** `values`: the form's values as completeRelayValues() made them (sender codes, costs and total set). */
export function relayOrderMail(order: Pick<Order, 'id' | 'orderNumber'>, values: RelayValues): ComposedMail {
  return { subject: `EF order ${order.orderNumber} Referentie: ${order.id}`, text: relayMessage(values) };
}
