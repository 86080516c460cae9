// Handing an order to a colleague florist or the flower-relay service (spec §4 'after success to the florist or
// flower-relay service'), the part both share: claimed in the database before the mail goes out (so a double click,
// a retry or two workstations send one mail), the mail job recorded on the claim before it is sent, then the claim
// and the order finished in one statement, announced, and answered; a repeated Idempotency-Key gets that answer.
import type { FastifyInstance } from 'fastify';
import { HANDOFF_TREATMENTS, handoffMessages, handoffTargetOf } from '../../shared/domain/handoffs.ts';
import { messages } from '../../shared/domain/messages.ts';
import type { HandoffResult } from '../../shared/schema/handoffs.ts';
import type { Order } from '../../shared/schema/order.ts';
import {
  attachHandoffMail, findHandoffContext, insertHandoffClaim, markHandoffFailed, markHandoffSent, retakeHandoffClaim,
  type HandoffClaim, type HandoffContext, type HandoffFinish, type HandoffRecord, type HandoffSent,
} from '../db/handoffs.ts';
import type { OrderViewParts } from '../db/orders.ts';
import type { NewMailJob } from '../db/mail-jobs.ts';
import { CarrierRefusal } from '../carriers/adapter.ts';
import { refusalError } from '../carriers/refusal.ts';
import { conflict, HttpError, notFound } from '../http-errors.ts';
import { sendMailJob } from '../mail/deliver.ts';
import type { ComposedMail } from '../mail/templates/order-mail.ts';
import { changedBlocks, changeOf } from '../orders/operations/change-of.ts';
import { toOrderView } from '../orders/order-view.ts';
import { withSentHandoff } from './handoff-history.ts';
import { announceChange } from '../realtime/announce.ts';

/**
 * A claim older than this lost its request (a crash, a restart). Longer than a mail can take: nodemailer gives an
 * SMTP server up to 10 minutes of silence before it gives up, and a claim taken over while its mail is still on its
 * way would send the mail twice.
 */
export const HANDOFF_STALE_CLAIM_MS = 11 * 60_000;

/** What one hand-off does, as the florist or relay service prepared it. */
export interface HandoffPlan extends Omit<HandoffClaim, 'idempotencyKey' | 'createdBy'> {
  /** The mail to send, and what the user reads when it could not be sent; none when the order is only marked. */
  mail?: ComposedMail & { mailType: string; recipient: string; failed: string };
  /**
   * Hands the order over through the receiver's own API (the relay's import), after the claim and before it is
   * finished; answers what the order's transport entry gets besides the claim's. Throws CarrierRefusal.
   */
  deliver?: () => Promise<Record<string, unknown>>;
}

export interface HandoffCaller {
  idempotencyKey: string | undefined;
  user: string;
}

/** What a hand-off starts from, read in one statement: the order (as the detail page shows it) and its hand-offs. */
export interface HandoffStart extends Omit<HandoffContext, 'order'> {
  view: OrderViewParts;
  order: Order;
}

/** The order a hand-off is about, with the hand-offs it may meet; 404 when there is none (or it is deleted). */
export async function startHandoff(app: FastifyInstance, orderId: number, caller: HandoffCaller, floristId: number | null = null): Promise<HandoffStart> {
  const context = await findHandoffContext(app.db, { orderId, idempotencyKey: caller.idempotencyKey ?? null, floristId });
  if (!context.order) throw notFound(messages.orderNotFound(orderId));
  return { ...context, view: context.order, order: toOrderView(context.order, app.config.managementUrl) };
}

/**
 * Claims the hand-off, sends its mail, and finishes claim, mail and order in one statement; broadcasts what it
 * rewrote of the order (treatment, transport, active transporter, list row) as one change, and answers the order
 * as that statement left it: nothing is read again.
 */
export async function runHandoff(app: FastifyInstance, start: HandoffStart, plan: HandoffPlan, caller: HandoffCaller): Promise<HandoffResult> {
  const { order } = start;
  const claim = await claimHandoff(app, start, plan, caller);
  if ('replay' in claim) return { handoff: claim.replay, order };

  const { handoff } = claim;
  const finish: HandoffFinish = { treatment: HANDOFF_TREATMENTS[handoff.target], city: order.recipient.address.city, chosenBy: caller.user };
  let sent: HandoffSent | undefined;
  if (plan.mail && !mailLeft(handoff)) {
    const { mailType, recipient, subject, text, failed } = plan.mail;
    const job = { orderId: order.id, mailType, recipient, subject, bodyText: text, createdBy: caller.user };
    sent = await sendHandoffMail(app, handoff, job, failed, finish);
  } else if (plan.deliver) {
    sent = await deliverHandoff(app, handoff, plan.deliver, finish);
  } else {
    sent = await markHandoffSent(app.db, handoff.id, finish);
  }
  // Slower than HANDOFF_STALE_CLAIM_MS: another request took the claim over and finishes it.
  if (!sent) throw conflict(handoffMessages.inProgress);
  const before = start.view.row;
  const floristName = start.florist?.id === sent.handoff.floristId ? start.florist.name : null;
  const handoffs = withSentHandoff(start.view.handoffs, sent.handoff, floristName);
  const change = changeOf(before, sent.order, changedBlocks(before, sent.order));
  await announceChange(app, { ...change, blocks: { ...change.blocks, handoffs } });
  return { handoff: sent.handoff, order: toOrderView({ ...start.view, row: sent.order, handoffs }, app.config.managementUrl) };
}

/** Its mail went to the mail server or the outbox: whoever finishes the claim must not send it again. */
const mailLeft = (handoff: HandoffRecord) => handoff.mailStatus === 'sent' || handoff.mailStatus === 'outbox';

type Claim = { handoff: HandoffRecord } | { replay: HandoffRecord };

/**
 * The hand-off this request may make: a new claim, an earlier claim that failed or went stale (taken over), or the
 * hand-off an earlier request with the same key made (replayed). 409 while another request is at it, or when the
 * order was handed off already; 422 for a key used for another hand-off.
 */
async function claimHandoff(app: FastifyInstance, start: HandoffStart, plan: HandoffPlan, caller: HandoffCaller): Promise<Claim> {
  const { order, byKey, latest: earlier } = start;
  const key = caller.idempotencyKey ?? null;
  const wanted: HandoffClaim = {
    target: plan.target, method: plan.method, floristId: plan.floristId, reference: plan.reference, request: plan.request,
    idempotencyKey: key, createdBy: caller.user,
  };
  const retake = async (earlier: HandoffRecord): Promise<Claim> => {
    if (earlier.status === 'claimed' && earlier.claimAgeMs < HANDOFF_STALE_CLAIM_MS) throw conflict(handoffMessages.inProgress);
    // Its request died after the mail left: what was mailed is what gets finished.
    const claim = mailLeft(earlier) ? { ...earlier, idempotencyKey: key } : wanted;
    const handoff = await retakeHandoffClaim(app.db, earlier.id, HANDOFF_STALE_CLAIM_MS, claim);
    if (!handoff) throw conflict(handoffMessages.inProgress);
    return { handoff };
  };

  if (byKey) {
    if (byKey.orderId !== order.id || byKey.target !== plan.target || byKey.method !== plan.method) {
      throw new HttpError(422, handoffMessages.keyReused, 'IDEMPOTENCY_KEY_REUSED');
    }
    return byKey.status === 'sent' ? { replay: byKey } : retake(byKey);
  }

  const handedTo = earlier?.status === 'sent' ? earlier.target : handoffTargetOf(order.treatment);
  if (handedTo) throw conflict(handoffMessages.alreadyHandedOff(order.id, handedTo));
  if (earlier) return retake(earlier);
  const handoff = await insertHandoffClaim(app.db, order.id, wanted);
  // Another request claimed the order (or used this key) a moment ago.
  if (!handoff) throw conflict(handoffMessages.inProgress);
  return { handoff };
}

/**
 * Records the mail job on the claim, then sends it, and finishes the hand-off in the statement that records the
 * mail as handed over; a mail that cannot be sent fails the claim, to be tried again.
 */
async function sendHandoffMail(
  app: FastifyInstance,
  handoff: HandoffRecord,
  job: NewMailJob,
  failedMessage: string,
  finish: HandoffFinish,
): Promise<HandoffSent | undefined> {
  const jobId = await attachHandoffMail(app.db, handoff.id, job);
  if (jobId === undefined) throw conflict(handoffMessages.inProgress);
  try {
    const record = (status: 'sent' | 'outbox') => markHandoffSent(app.db, handoff.id, { ...finish, mail: { jobId, status } });
    return await sendMailJob(app.db, app.mailer, jobId, job, { record });
  } catch (error) {
    app.log.error({ err: error, handoffId: handoff.id, mailJobId: jobId }, 'Overdrachtsmail niet verstuurd');
    await markHandoffFailed(app.db, handoff.id, error instanceof Error ? error.message : String(error));
    throw new HttpError(502, failedMessage, 'MAIL_FAILED');
  }
}

/**
 * Hands the order over through the receiver's API and finishes the hand-off with what it answered; a refusal or an
 * outage fails the claim, to be tried again (the receiver finds the order by the claim's reference if it got there).
 */
async function deliverHandoff(
  app: FastifyInstance,
  handoff: HandoffRecord,
  deliver: () => Promise<Record<string, unknown>>,
  finish: HandoffFinish,
): Promise<HandoffSent | undefined> {
  let delivered: Record<string, unknown>;
  try {
    delivered = await deliver();
  } catch (error) {
    await markHandoffFailed(app.db, handoff.id, error instanceof Error ? error.message : String(error));
    if (error instanceof CarrierRefusal) throw refusalError(error);
    throw error;
  }
  return markHandoffSent(app.db, handoff.id, { ...finish, transport: { ...handoff.request.transport, ...delivered } });
}
