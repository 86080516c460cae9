// Handing an order to the flower-relay service (spec §2 flower-relay e-mail form, §5 its limits, §9 its fixed values):
// mailed in the relay's coded format, or only marked as handled when the relay has it already (by phone or its site).
import type { FastifyInstance } from 'fastify';
import { cardContent } from '../../shared/domain/card-content.ts';
import { handoffMessages } from '../../shared/domain/handoffs.ts';
import { completeRelayValues, relayErrors, type RelayValues } from '../../shared/domain/relay-form.ts';
import type { HandoffResult, RelayEmailRequest, RelayMarkRequest } from '../../shared/schema/handoffs.ts';
import type { Order } from '../../shared/schema/order.ts';
import { uniqueDigits } from '../carriers/barcodes.ts';
import { InvalidInput } from '../invalid-input.ts';
import { relayOrderMail } from '../mail/templates/relay-order.ts';
import { runHandoff, startHandoff, type HandoffCaller } from './handoff-flow.ts';

/** The relay's order id (transport.euroflorist.efid): 'EF' and digits distinct per order, as the demo orders have. */
export const relayReference = (orderId: number) => `EF${uniqueDigits(orderId, 6_007)}`;

/** What the order keeps of it, with what goes on its card: the relay was told it (mailed, or by phone when marked). */
const relayTransport = (reference: string, status: 'MAILED' | 'MARKED', order: Order) =>
  ({ efid: reference, isRegistered: true, status, code: reference, card: cardContent(order.card) });

/**
 * The order a mail or an import to the relay starts from, with the relay form's values checked (400 per field) and
 * completed from the order, and the order's relay reference.
 */
export async function startRelayForm(app: FastifyInstance, request: RelayEmailRequest, caller: HandoffCaller) {
  const start = await startHandoff(app, request.orderId, caller);
  const typed = request.values as Partial<RelayValues>;
  const errors = relayErrors(typed);
  if (errors.length > 0) throw new InvalidInput(handoffMessages.validationErrors, errors);
  return { start, order: start.order, values: completeRelayValues(start.order, typed), reference: relayReference(start.order.id) };
}

export async function sendToRelay(app: FastifyInstance, request: RelayEmailRequest, caller: HandoffCaller): Promise<HandoffResult> {
  const { start, order, values, reference } = await startRelayForm(app, request, caller);
  return runHandoff(app, start, {
    target: 'euroflorist',
    method: 'mail',
    floristId: null,
    reference,
    request: { values, transport: relayTransport(reference, 'MAILED', order) },
    mail: {
      mailType: 'FlowerRelay',
      recipient: app.config.flowerRelayEmail,
      ...relayOrderMail(order, values),
      failed: handoffMessages.relayMailFailed,
    },
  }, caller);
}

export async function markRelayHandled(app: FastifyInstance, request: RelayMarkRequest, caller: HandoffCaller): Promise<HandoffResult> {
  const start = await startHandoff(app, request.orderId, caller);
  const { order } = start;
  const reference = relayReference(order.id);
  return runHandoff(app, start, {
    target: 'euroflorist',
    method: 'mark',
    floristId: null,
    reference,
    request: { transport: relayTransport(reference, 'MARKED', order) },
  }, caller);
}
