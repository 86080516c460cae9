// Sending an order to a colleague florist (spec §2 colleague florist form, §5 its rules; issue 11): the form's values
// checked by the rules the send screen uses, the florist able to take it, then one mail with the order to them.
import type { FastifyInstance } from 'fastify';
import { isEmailAddress } from '../../shared/domain/field-rules.ts';
import { colleagueFloristErrors } from '../../shared/domain/florist-form.ts';
import { handoffMessages } from '../../shared/domain/handoffs.ts';
import type { Florist } from '../../shared/schema/florists.ts';
import type { FloristRegisterRequest, HandoffResult } from '../../shared/schema/handoffs.ts';
import { conflict, HttpError, notFound } from '../http-errors.ts';
import { InvalidInput } from '../invalid-input.ts';
import { floristOrderMail } from '../mail/templates/florist-order.ts';
import { floristOrderData } from './florist-order-data.ts';
import { runHandoff, startHandoff, type HandoffCaller } from './handoff-flow.ts';

/** The florist's reference for the order: ours, their number with us, and the order. */
export const floristReference = (orderId: number, floristId: number) => `BLB-${orderId}-F${floristId}`;

export async function handOffToFlorist(
  app: FastifyInstance,
  request: FloristRegisterRequest,
  caller: HandoffCaller,
): Promise<HandoffResult> {
  const { values } = request;
  const start = await startHandoff(app, request.orderId, caller, values.floristId);
  const { order } = start;
  const errors = colleagueFloristErrors(values);
  if (errors.length > 0) throw new InvalidInput(handoffMessages.validationErrors, errors);
  const florist = floristTakingOrders(start.florist, values.floristId!);

  const reference = floristReference(order.id, florist.id);
  const orderNumber = values.orderNumber.trim();
  const data = floristOrderData(values);
  const transport = { id: florist.id, data, isRegistered: true, code: reference };
  return runHandoff(app, start, {
    target: 'florist',
    method: 'mail',
    floristId: florist.id,
    reference,
    request: { values, transport },
    mail: {
      mailType: 'ColleagueFlorist',
      recipient: florist.emailAddress.trim(),
      ...floristOrderMail({ florist, orderNumber, reference, data }),
      failed: handoffMessages.floristMailFailed,
    },
  }, caller);
}

/** The chosen florist (found by `id`, or not), if they exist, still take orders and can be mailed. */
function floristTakingOrders(florist: Florist | null, id: number): Florist {
  if (!florist) throw notFound(handoffMessages.floristNotFound(id));
  if (!florist.active) throw conflict(handoffMessages.floristInactive(florist.name));
  if (!isEmailAddress(florist.emailAddress.trim())) throw new HttpError(422, handoffMessages.floristNoEmail(florist.name), 'NO_EMAIL');
  return florist;
}
