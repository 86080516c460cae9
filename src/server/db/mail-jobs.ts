import type { Db } from './database.ts';

export interface NewMailJob {
  orderId?: number;
  mailType: string;
  recipient: string;
  subject: string;
  bodyText: string;
  createdBy?: string;
  /** The attachments the mail carries (the photo mail's photos), so the job records what the customer got. */
  attachmentIds?: number[];
}

/**
 * 'queued': recorded, not handed over yet; 'sending': claimed by a process that is handing it to the mailer;
 * 'sent' / 'outbox': handed over; 'failed': refused; 'unknown': its process died while sending, so nobody knows.
 */
export type MailJobStatus = 'queued' | 'sending' | 'outbox' | 'sent' | 'failed' | 'unknown';

export interface MailJobRow {
  id: number;
  order_id: number | null;
  mail_type: string;
  status: MailJobStatus;
}

const jobValues = (job: NewMailJob) =>
  [job.orderId ?? null, job.mailType, job.recipient, job.subject, job.bodyText, job.createdBy ?? null, job.attachmentIds ?? []];

export async function insertMailJob(db: Db, job: NewMailJob): Promise<number> {
  const { rows } = await db.query<{ id: number }>(
    `INSERT INTO mail_jobs (order_id, mail_type, recipient, subject, body_text, created_by, attachment_ids)
     VALUES ($1, $2, $3, $4, $5, $6, $7) RETURNING id`,
    jobValues(job),
  );
  return rows[0].id;
}

const FINISH_MAIL_JOB = `UPDATE mail_jobs SET status = $2, error = $3, sent_at = CASE WHEN $2 = 'failed' THEN NULL ELSE now() END
  WHERE id = $1`;

export async function finishMailJob(db: Db, id: number, status: 'sent' | 'outbox' | 'failed', error?: string) {
  await db.query(FINISH_MAIL_JOB, [id, status, error ?? null]);
}

/**
 * Claims a recorded job for the hand-over to the mailer, for the process `owner`: false when it is not 'queued'
 * (another process has it, or it was sent). Done before the hand-over, so a crash after it leaves 'sending'.
 */
export async function claimMailSending(db: Db, id: number, owner: string): Promise<boolean> {
  const { rowCount } = await db.query(
    `UPDATE mail_jobs SET status = 'sending', claimed_at = now(), claimed_by = $2 WHERE id = $1 AND status = 'queued'`,
    [id, owner],
  );
  return rowCount === 1;
}

/** A job held as 'queued' or 'sending', with its owner and whether it is older than the claim timeout. */
export interface UnfinishedMailJob {
  id: number;
  status: 'queued' | 'sending';
  owner: string | null;
  stale: boolean;
}

/** An unfinished job's columns (UnfinishedMailJob), stale when older than the milliseconds in placeholder `staleMs`. */
export const unfinishedMailColumns = (staleMs: string) =>
  `id, status, claimed_by AS owner, coalesce(claimed_at, created_at) < now() - ${staleMs} * interval '1 millisecond' AS stale`;

/** Every job not finished, each with whether it is older than `staleMs`. */
export async function findUnfinishedMailJobs(db: Db, staleMs: number): Promise<UnfinishedMailJob[]> {
  const { rows } = await db.query<UnfinishedMailJob>(
    `SELECT ${unfinishedMailColumns('$1')} FROM mail_jobs WHERE status IN ('queued', 'sending')`,
    [staleMs],
  );
  return rows;
}

/** Ends unfinished jobs whose request is gone: a 'sending' one as 'unknown', a 'queued' one (never handed over) as 'failed'. */
export async function settleMailJobs(db: Db, ids: number[], error: { sending: string; queued: string }): Promise<void> {
  await db.query(
    `UPDATE mail_jobs SET status = CASE status WHEN 'sending' THEN 'unknown' ELSE 'failed' END,
            error = CASE status WHEN 'sending' THEN $2 ELSE $3 END
      WHERE id = ANY($1::bigint[]) AND status IN ('queued', 'sending')`,
    [ids, error.sending, error.queued],
  );
}

/**
 * The mail types of the order whose newest handed-over (or maybe handed-over) job has an unknown outcome, each with
 * the unix seconds it was claimed: shown as 'onbekend, controleer de outbox' until a later one is sent.
 */
export async function findUnknownOrderMails(db: Db, orderId: number): Promise<Record<string, number>> {
  const { rows } = await db.query<{ mail_type: string; status: MailJobStatus; at: number }>(
    `SELECT DISTINCT ON (mail_type) mail_type, status, extract(epoch FROM coalesce(claimed_at, created_at))::bigint AS at
       FROM mail_jobs WHERE order_id = $1 AND status IN ('sent', 'outbox', 'unknown')
      ORDER BY mail_type, id DESC`,
    [orderId],
  );
  return Object.fromEntries(rows.filter((row) => row.status === 'unknown').map((row) => [row.mail_type, Number(row.at)]));
}

/**
 * Inserts the job under its idempotency key, or nothing when the key is taken: the UNIQUE key decides which of
 * two concurrent requests sends. Returns the new job's id, or undefined when another request owns the key.
 */
export async function claimMailJob(db: Db, job: NewMailJob, idempotencyKey: string): Promise<number | undefined> {
  const { rows } = await db.query<{ id: number }>(
    `INSERT INTO mail_jobs (order_id, mail_type, recipient, subject, body_text, created_by, attachment_ids, idempotency_key)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8) ON CONFLICT (idempotency_key) DO NOTHING RETURNING id`,
    [...jobValues(job), idempotencyKey],
  );
  return rows[0]?.id;
}

export async function findMailJobByKey(db: Db, idempotencyKey: string): Promise<MailJobRow | undefined> {
  const { rows } = await db.query<MailJobRow>(
    'SELECT id, order_id, mail_type, status FROM mail_jobs WHERE idempotency_key = $1',
    [idempotencyKey],
  );
  return rows[0];
}

/** What a mail sent to the customer left on its order: its stamps per mail type, at the version it kept. */
export interface StampedOrder {
  version: number;
  mail_jobs: Record<string, number>;
}

/**
 * Records a customer mail handed over and stamps its order with the time of its last mail of this type, in one
 * statement: the job never says sent while the order does not. The order's `version` stays: a mail is not an edit
 * of the order's content, and moving it would make a colleague's open edit stale for nothing.
 */
export async function finishOrderMail(db: Db, id: number, status: 'sent' | 'outbox', orderId: number, mailType: string): Promise<StampedOrder> {
  const { rows } = await db.query<StampedOrder>(
    `WITH finished AS (${FINISH_MAIL_JOB})
     UPDATE orders SET mail_jobs = mail_jobs || jsonb_build_object($5::text, extract(epoch FROM now())::bigint)
      WHERE id = $4 RETURNING version, mail_jobs`,
    [id, status, null, orderId, mailType],
  );
  return rows[0];
}

/**
 * Whether a mail of this type for the order left already ('sent', to the SMTP server or the outbox) or is on its way
 * ('queued', recorded or being handed over, younger than `staleMs`: an older one lost its request); undefined when
 * neither, e.g. only failures or an unknown outcome (the user decides on that one).
 */
export async function findOrderMailInFlight(
  db: Db,
  orderId: number,
  mailType: string,
  staleMs: number,
): Promise<'sent' | 'queued' | undefined> {
  const { rows } = await db.query<{ left: boolean }>(
    `SELECT status IN ('sent', 'outbox') AS left FROM mail_jobs
      WHERE order_id = $1 AND mail_type = $2
        AND (status IN ('sent', 'outbox')
             OR (status IN ('queued', 'sending') AND coalesce(claimed_at, created_at) > now() - $3 * interval '1 millisecond'))
      ORDER BY status IN ('queued', 'sending') LIMIT 1`,
    [orderId, mailType, staleMs],
  );
  if (!rows[0]) return undefined;
  return rows[0].left ? 'sent' : 'queued';
}

/** The order's sent mails, locked until the transaction ends: one request at a time decides whether a mail may go. */
export async function lockOrderMailJobs(db: Db, orderId: number): Promise<Record<string, number> | undefined> {
  const { rows } = await db.query<{ mail_jobs: Record<string, number> }>(
    'SELECT mail_jobs FROM orders WHERE id = $1 AND deleted_at IS NULL FOR UPDATE',
    [orderId],
  );
  return rows[0]?.mail_jobs;
}
