// Sending an order to a colleague florist (spec §2 colleague florist form, §5 its rules; issue 11): the form's values
// checked by the rules the send screen uses, the florist able to take it, then one mail with the order to them.
import type { FastifyInstance } from 'fastify';
import { isEmailAddress } from '../../shared/domain/field-rules.ts';
import { colleagueFloristErrors } from '../../shared/domain/florist-form.ts';
import { handoffMessages } from '../../shared/domain/handoffs.ts';
import type { Florist } from '../../shared/schema/florists.ts';
import type { FloristRegisterRequest, HandoffResult } from '../../shared/schema/handoffs.ts';
import type { Db } from '../db/database.ts';
import { findFlorist } from '../db/florists.ts';
import { conflict, HttpError, notFound } from '../http-errors.ts';
import { InvalidInput } from '../invalid-input.ts';
import { floristOrderMail } from '../mail/templates/florist-order.ts';
import { floristOrderData } from './florist-order-data.ts';
import { handoffOrder, runHandoff, type HandoffCaller } from './handoff-flow.ts';

/** The florist's reference for the order: ours, their number with us, and the order. */
export const floristReference = (orderId: number, floristId: number) => `BLB-${orderId}-F${floristId}`;

export async function handOffToFlorist(
  app: FastifyInstance,
  request: FloristRegisterRequest,
  caller: HandoffCaller,
): Promise<HandoffResult> {
  const order = await handoffOrder(app, request.orderId);
  const { values } = request;
  const errors = colleagueFloristErrors(values);
  if (errors.length > 0) throw new InvalidInput(handoffMessages.validationErrors, errors);
  const florist = await floristTakingOrders(app.db, values.floristId!);

  const reference = floristReference(order.id, florist.id);
  const orderNumber = values.orderNumber.trim();
  const data = floristOrderData(values);
  const transport = { id: florist.id, data, isRegistered: true, code: reference };
  return runHandoff(app, order, {
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

/** The chosen florist, if they exist, still take orders and can be mailed. */
async function floristTakingOrders(db: Db, id: number): Promise<Florist> {
  const florist = await findFlorist(db, id);
  if (!florist) throw notFound(handoffMessages.floristNotFound(id));
  if (!florist.active) throw conflict(handoffMessages.floristInactive(florist.name));
  if (!isEmailAddress(florist.emailAddress.trim())) throw new HttpError(422, handoffMessages.floristNoEmail(florist.name), 'NO_EMAIL');
  return florist;
}
