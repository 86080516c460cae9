import type { FastifyBaseLogger } from 'fastify';
import { messages } from '../../shared/domain/messages.ts';
import { NOT_ON_ACCOUNT_PAYMENT_METHOD_IDS } from '../../shared/domain/constants.ts';
import { isEmailAddress } from '../../shared/domain/field-rules.ts';
import type { OrderChange } from '../../shared/protocol/changes.ts';
import type { Order } from '../../shared/schema/order.ts';
import type { Db } from '../db/database.ts';
import {
  claimMailJob, findMailJobByKey, finishOrderMail, insertMailJob, type MailJobRow, type NewMailJob, type StampedOrder,
} from '../db/mail-jobs.ts';
import { HttpError } from '../http-errors.ts';
import { mailMessages, outcomeUnknown, sendMailJob } from './deliver.ts';
import type { MailAttachment, Mailer } from './mailer.ts';
import { orderMailTemplates, type OrderMailType } from './templates/index.ts';

export const orderMailMessages = {
  failed: messages.mailFailed,
  noEmail: 'Er is geen e-mailadres van de klant bekend bij deze order',
  invalidEmail: 'Het e-mailadres van de klant is ongeldig. Verbeter het in het blok E-mail klant.',
  notOnAccount: "De mail 'Niet op rekening' hoort alleen bij orders die op rekening of achteraf betaald worden",
  inProgress: mailMessages.inProgress,
  keyReused: 'Deze Idempotency-Key is al gebruikt voor een andere mail',
} as const;

export interface OrderMailDeps {
  db: Db;
  mailer: Mailer;
  log: FastifyBaseLogger;
}

export interface OrderMailRequest {
  type: OrderMailType;
  sentBy: string;
  idempotencyKey?: string;
}

/**
 * `sent`: this call sent the mail, and `change` is what it changed of the order (its mail stamps, at the version it
 * kept); `replayed`: an earlier call with the same key already did.
 */
export type OrderMailResult = { outcome: 'sent'; change: OrderChange } | { outcome: 'replayed' };

/**
 * Sends one of the order mails to the customer, records the job and stamps the order with the time. `order` is
 * as loadOrderView read it, lost mails settled: a replay answers what became of a mail whose process died, not
 * 'on its way' for ever.
 */
export async function sendOrderMail(deps: OrderMailDeps, order: Order, request: OrderMailRequest): Promise<OrderMailResult> {
  const recipient = customerRecipient(order);
  if (request.type === 'NotOnAccount' && !NOT_ON_ACCOUNT_PAYMENT_METHOD_IDS.includes(order.paymentMethod.id)) {
    throw new HttpError(400, orderMailMessages.notOnAccount, 'NOT_ON_ACCOUNT');
  }
  const { subject, text } = orderMailTemplates[request.type](order);
  const job = { orderId: order.id, mailType: request.type, recipient, subject, bodyText: text, createdBy: request.sentBy };
  const id = request.idempotencyKey
    ? await claimMailJob(deps.db, job, request.idempotencyKey)
    : await insertMailJob(deps.db, job);
  if (id === undefined) return { outcome: replayMailJob(await findMailJobByKey(deps.db, request.idempotencyKey!), order.id, request.type) };
  return { outcome: 'sent', change: await sendCustomerMail(deps, order, id, job) };
}

/**
 * Sends a recorded job of the order and stamps the order in the statement that records it; a failure is kept on the
 * job, logged and answered 502, and leaves the order unstamped so the user can try again. A mail handed over but not
 * recorded is answered as unknown. Answers what the mail changed of the order.
 */
export async function sendCustomerMail(
  deps: OrderMailDeps,
  order: Order,
  id: number,
  job: NewMailJob,
  attachments?: () => Promise<MailAttachment[]>,
): Promise<OrderChange> {
  try {
    const record = (status: Mailer['mode']) => finishOrderMail(deps.db, id, status, order.id, job.mailType);
    return mailChange(order, job.mailType, await sendMailJob(deps.db, deps.mailer, id, job, { attachments, record }));
  } catch (error) {
    deps.log.error({ err: error, mailJobId: id }, 'Mail niet verstuurd');
    if (error instanceof HttpError && error.code === 'MAIL_OUTCOME_UNKNOWN') throw error;
    throw new HttpError(502, orderMailMessages.failed, 'MAIL_FAILED');
  }
}

/** The order's mail row after a mail of this type went: its stamps, and no longer unknown for this type. */
function mailChange(order: Order, mailType: string, stamped: StampedOrder): OrderChange {
  const unknown = Object.entries(order.workbenchMeta.mailUnknown ?? {}).filter(([type]) => type !== mailType);
  return {
    orderId: order.id,
    version: stamped.version,
    blocks: { workbenchMeta: { mailJobs: stamped.mail_jobs, mailUnknown: Object.fromEntries(unknown) } },
  };
}

/** The customer's address a mail goes to; 422 when there is none, or it is not exactly one valid address. */
export function customerRecipient(order: Order): string {
  const recipient = order.customer.emailAddress.trim();
  if (!recipient) throw new HttpError(422, orderMailMessages.noEmail, 'NO_EMAIL');
  // Stored before the field was checked, or arrived from a cart: one address only, checked before a job exists.
  if (!isEmailAddress(recipient)) throw new HttpError(422, orderMailMessages.invalidEmail, 'INVALID_EMAIL');
  return recipient;
}

/**
 * Answers a repeated key with what the first request with that key (the job found by it) got, without sending again:
 * also an unknown outcome, which only a deliberate new send (a new key) changes.
 */
export function replayMailJob(first: MailJobRow | undefined, orderId: number, type: string): 'replayed' {
  if (!first || Number(first.order_id) !== orderId || first.mail_type !== type) {
    throw new HttpError(422, orderMailMessages.keyReused, 'IDEMPOTENCY_KEY_REUSED');
  }
  if (first.status === 'queued' || first.status === 'sending') throw new HttpError(409, orderMailMessages.inProgress, 'MAIL_IN_PROGRESS');
  if (first.status === 'unknown') throw outcomeUnknown();
  if (first.status === 'failed') throw new HttpError(502, orderMailMessages.failed, 'MAIL_FAILED');
  return 'replayed';
}
