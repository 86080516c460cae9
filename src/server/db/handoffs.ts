// The hand-offs' SQL: claiming an order's hand-off to a colleague florist or the flower relay before the mail goes
// out, the mail job on the claim, and the order as it ends up. Each write is one short statement: no transaction
// waits on a mail server.
import type { HandoffMethod, HandoffTarget } from '../../shared/domain/handoffs.ts';
import type { Florist } from '../../shared/schema/florists.ts';
import type { Handoff } from '../../shared/schema/handoffs.ts';
import type { Db } from './database.ts';
import { FLORIST_COLUMNS, sameCity } from './florists.ts';
import type { MailJobRow, NewMailJob } from './mail-jobs.ts';
import type { OrderRow } from './order-columns.ts';
import { ORDER_VIEW_COLUMNS, orderViewParts, type OrderViewColumns, type OrderViewParts } from './orders.ts';

export type HandoffStatus = 'claimed' | 'sent' | 'failed' | 'withdrawn';

/** What a claim stores: the checked form values, and the entry the order's transport gets for it. */
export interface HandoffRequest {
  values?: object;
  transport: Record<string, unknown>;
}

/** A hand-off with what the services need besides the API's view: its claim and its mail. */
export interface HandoffRecord extends Handoff {
  status: HandoffStatus;
  idempotencyKey: string | null;
  request: HandoffRequest;
  mailJobId: number | null;
  /** How its mail fared: 'sent' or 'outbox' once it left; null before a mail job exists. */
  mailStatus: MailJobRow['status'] | null;
  /** Milliseconds since the claim was taken (or taken again). */
  claimAgeMs: number;
  /** When the claim was taken (or taken again), in Unix seconds: when the order was handed over, for its history. */
  claimedAt: number;
}

const HANDOFF_COLUMNS = `h.id, h.order_id AS "orderId", h.target, h.method, h.florist_id AS "floristId", h.status, h.reference,
  h.idempotency_key AS "idempotencyKey", h.request, h.mail_job_id AS "mailJobId",
  (SELECT m.status FROM mail_jobs m WHERE m.id = h.mail_job_id) AS "mailStatus",
  h.created_by AS "createdBy", extract(epoch FROM h.created_at)::bigint AS "createdAt",
  (extract(epoch FROM now() - h.claimed_at) * 1000)::bigint AS "claimAgeMs", extract(epoch FROM h.claimed_at)::bigint AS "claimedAt"`;

/** Who gets the order, how, under which reference, and what to record when it is done. */
export interface HandoffClaim {
  target: HandoffTarget;
  method: HandoffMethod;
  floristId: number | null;
  reference: string;
  request: HandoffRequest;
  idempotencyKey: string | null;
  createdBy: string;
}

/** Claims the order's hand-off; undefined when another request holds the order, its reference or this key already. */
export async function insertHandoffClaim(db: Db, orderId: number, claim: HandoffClaim): Promise<HandoffRecord | undefined> {
  const { rows } = await db.query<HandoffRecord>(
    `WITH claimed AS (
       INSERT INTO handoffs (order_id, target, method, florist_id, reference, idempotency_key, request, created_by)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8)
       ON CONFLICT DO NOTHING RETURNING *
     ) SELECT ${HANDOFF_COLUMNS} FROM claimed h`,
    [
      orderId, claim.target, claim.method, claim.floristId, claim.reference, claim.idempotencyKey, JSON.stringify(claim.request),
      claim.createdBy,
    ],
  );
  return rows[0];
}

/**
 * Takes over a failed claim, or a claim older than `staleMs` (its request died before it finished), for one more try
 * as `claim` says. Of requests racing for it only one gets it: the row is claimed afresh. The earlier mail job stays
 * on it until a new one is recorded, so the taker can see whether that mail left.
 */
export async function retakeHandoffClaim(db: Db, id: number, staleMs: number, claim: HandoffClaim): Promise<HandoffRecord | undefined> {
  const { rows } = await db.query<HandoffRecord>(
    `WITH retaken AS (
       UPDATE handoffs SET status = 'claimed', claimed_at = now(), error = NULL, target = $2, method = $3, florist_id = $4,
              reference = $5, idempotency_key = coalesce($6, idempotency_key), request = $7, created_by = $8
        WHERE id = $1
          AND (status = 'failed' OR (status = 'claimed' AND claimed_at <= now() - make_interval(secs => $9::double precision / 1000)))
       RETURNING *
     ) SELECT ${HANDOFF_COLUMNS} FROM retaken h`,
    [
      id, claim.target, claim.method, claim.floristId, claim.reference, claim.idempotencyKey, JSON.stringify(claim.request),
      claim.createdBy, staleMs,
    ],
  );
  return rows[0];
}

/**
 * Records the mail job on the claim before it is sent, in one statement: a claim taken over meanwhile gets no job.
 * Returns the job's id; undefined when the claim is no longer this request's.
 */
export async function attachHandoffMail(db: Db, id: number, job: NewMailJob): Promise<number | undefined> {
  const { rows } = await db.query<{ id: number }>(
    `WITH job AS (
       INSERT INTO mail_jobs (order_id, mail_type, recipient, subject, body_text, created_by)
       SELECT order_id, $2, $3, $4, $5, $6 FROM handoffs WHERE id = $1 AND status = 'claimed'
       RETURNING id
     )
     UPDATE handoffs h SET mail_job_id = job.id FROM job WHERE h.id = $1 RETURNING job.id`,
    [id, job.mailType, job.recipient, job.subject, job.bodyText, job.createdBy ?? null],
  );
  return rows[0]?.id;
}

/** The mail could not be sent: the claim may be taken again. */
export async function markHandoffFailed(db: Db, id: number, error: string): Promise<void> {
  await db.query(`UPDATE handoffs SET status = 'failed', error = $2 WHERE id = $1 AND status = 'claimed'`, [id, error]);
}

/** How a hand-off ends: the order's treatment, the town and user its florist is remembered by, and its mail. */
export interface HandoffFinish {
  treatment: string;
  city: string;
  chosenBy: string;
  /** The mail it sent, recorded as handed over in the same statement. */
  mail?: { jobId: number; status: 'sent' | 'outbox' };
  /** The order's transport entry as the receiver's answer completed it, recorded on the claim too; else the claim's. */
  transport?: Record<string, unknown>;
}

/** The sent hand-off, and its order's row as the statement that finished it wrote it. */
export interface HandoffSent {
  handoff: HandoffRecord;
  order: OrderRow;
}

/**
 * Marks the claim sent and puts it on the order in one statement, so the two never disagree: its mail recorded as
 * handed over, the treatment as an edit of the treatment block sets it (its field version moves with the order's
 * version, so a colleague's stale treatment edit conflicts), the recorded transport entry, the target as active
 * transporter, one more delivery for the florist, and the florist remembered for the town (the next order for it
 * offers them first). Undefined when the claim is no longer this request's (taken over after going stale).
 */
export async function markHandoffSent(db: Db, id: number, finish: HandoffFinish): Promise<HandoffSent | undefined> {
  const { rows } = await db.query<OrderRow & { handoff: HandoffRecord }>(
    `WITH finished AS (
       UPDATE mail_jobs SET status = $5, error = NULL, sent_at = now() WHERE id = $6
     ), sent AS (
       UPDATE handoffs SET status = 'sent', error = NULL,
              request = CASE WHEN $7::jsonb IS NULL THEN request ELSE jsonb_set(request, '{transport}', $7::jsonb) END
        WHERE id = $1 AND status = 'claimed' RETURNING *
     ), handed AS (
       UPDATE orders o
          SET treatment = $2, active_transporter = sent.target,
              transport = o.transport || jsonb_build_object(sent.target, sent.request -> 'transport'),
              field_versions = o.field_versions || jsonb_build_object('treatment', o.version + 1),
              version = o.version + 1, updated_at = now()
         FROM sent WHERE o.id = sent.order_id
       RETURNING o.*
     ), delivered AS (
       UPDATE florists f SET delivery_count = f.delivery_count + 1 FROM sent WHERE f.id = sent.florist_id
     ), remembered AS (
       INSERT INTO florist_city_choices (city_key, florist_id, chosen_by)
       SELECT ${sameCity('$3')}, sent.florist_id, $4 FROM sent WHERE sent.florist_id IS NOT NULL
       ON CONFLICT (city_key) DO UPDATE SET florist_id = EXCLUDED.florist_id, chosen_by = EXCLUDED.chosen_by, chosen_at = now()
     ) SELECT handed.*, t.title AS tag_title, (SELECT to_jsonb(x) FROM (SELECT ${HANDOFF_COLUMNS} FROM sent h) x) AS handoff
         FROM handed LEFT JOIN tags t ON t.id = handed.tag_id`,
    [
      id, finish.treatment, finish.city, finish.chosenBy, finish.mail?.status ?? null, finish.mail?.jobId ?? null,
      finish.transport ? JSON.stringify(finish.transport) : null,
    ],
  );
  if (!rows[0]) return undefined;
  const { handoff, ...order } = rows[0];
  // Read in the statement that recorded the mail, which it cannot see yet.
  return { handoff: { ...handoff, mailStatus: finish.mail?.status ?? handoff.mailStatus }, order };
}

const handoffAsJson = (where: string) =>
  `(SELECT to_jsonb(x) FROM (SELECT ${HANDOFF_COLUMNS} FROM handoffs h WHERE ${where} LIMIT 1) x)`;

/** Everything a hand-off reads before it claims, in one statement. */
export interface HandoffContext {
  /** The order with its detail view (lost mails as last settled); none when it is missing or deleted. */
  order: OrderViewParts | null;
  /** The hand-off an earlier request with this idempotency key made. */
  byKey: HandoffRecord | null;
  /** The order's hand-off that counts: the one claimed or sent, else the last that failed; a withdrawn one never. */
  latest: HandoffRecord | null;
  /** The florist asked for, if any. */
  florist: Florist | null;
}

export async function findHandoffContext(
  db: Db,
  ask: { orderId: number; idempotencyKey: string | null; floristId: number | null },
): Promise<HandoffContext> {
  const { rows } = await db.query<OrderRow & OrderViewColumns & Record<`handoff_${string}`, unknown>>(
    `SELECT o.*, t.title AS tag_title, ${ORDER_VIEW_COLUMNS},
       ${handoffAsJson('$2::text IS NOT NULL AND h.idempotency_key = $2')} AS handoff_by_key,
       ${handoffAsJson("h.order_id = $1 AND h.status <> 'withdrawn' ORDER BY (h.status <> 'failed') DESC, h.id DESC")} AS handoff_latest,
       (SELECT to_jsonb(x) FROM (SELECT ${FLORIST_COLUMNS} FROM florists f WHERE f.id = $3::bigint) x) AS handoff_florist
     FROM (SELECT 1) one
     LEFT JOIN orders o ON o.id = $1 AND o.deleted_at IS NULL
     LEFT JOIN tags t ON t.id = o.tag_id`,
    [ask.orderId, ask.idempotencyKey, ask.floristId],
  );
  const { handoff_by_key: byKey, handoff_latest: latest, handoff_florist: florist, ...order } = rows[0];
  return {
    order: order.id === null ? null : orderViewParts(order as OrderRow & OrderViewColumns),
    byKey: byKey as HandoffRecord | null,
    latest: latest as HandoffRecord | null,
    florist: florist as Florist | null,
  };
}
