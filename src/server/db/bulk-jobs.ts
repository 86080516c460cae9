// Bulk jobs and their items (migration 013): created in one go, claimed by one instance at a time with a lease,
// each item's result written as soon as it is known.
import type { BulkKind, BulkItemState, BulkJobState } from '../../shared/domain/bulk.ts';
import { claimJobs, type JobTable } from '../jobs/lease.ts';
import type { Db } from './database.ts';

export interface BulkJobRow {
  id: string;
  action: BulkKind;
  options: Record<string, unknown>;
  user: string;
  location: string;
  state: BulkJobState;
  total: number;
  /** unix ms */
  createdAt: number;
  finishedAt: number | null;
}

export interface BulkItemRow {
  position: number;
  orderId: number;
  orderNumber: string;
  state: BulkItemState;
  message: string | null;
  undo: Record<string, unknown> | null;
}

export interface StoredBulkJob extends BulkJobRow {
  items: BulkItemRow[];
}

export interface NewBulkJob {
  action: BulkKind;
  options: Record<string, unknown>;
  user: string;
  location: string;
  idempotencyKey: string | null;
  orderIds: readonly number[];
}

/** The result an item ends with; `undo` what an undo needs to put the order back. */
export interface BulkItemResult {
  state: Exclude<BulkItemState, 'pending' | 'undone'>;
  message: string | null;
  undo?: Record<string, unknown>;
}

const JOB_COLUMNS = `id, action, options, created_by AS "user", location, state, total,
  (extract(epoch FROM created_at) * 1000)::float8 AS "createdAt",
  (extract(epoch FROM finished_at) * 1000)::float8 AS "finishedAt"`;

const ITEM_COLUMNS = `position, order_id AS "orderId", order_number AS "orderNumber", state, message, undo`;

/**
 * Stores the job with an item per order, in the order given, each with the order's number (the id itself for an
 * unknown order). Undefined when the user's idempotency key is taken already.
 */
export async function insertBulkJob(db: Db, job: NewBulkJob): Promise<string | undefined> {
  const { rows } = await db.query<{ id: string }>(
    `WITH job AS (
       INSERT INTO bulk_jobs (action, options, created_by, location, idempotency_key, total)
       VALUES ($1, $2, $3, $4, $5, cardinality($6::bigint[]))
       ON CONFLICT (created_by, idempotency_key) DO NOTHING
       RETURNING id
     ), items AS (
       INSERT INTO bulk_job_items (job_id, position, order_id, order_number)
       SELECT job.id, asked.position - 1, asked.order_id, coalesce(o.order_number, asked.order_id::text)
         FROM job, unnest($6::bigint[]) WITH ORDINALITY AS asked (order_id, position)
         LEFT JOIN orders o ON o.id = asked.order_id
     )
     SELECT id FROM job`,
    [job.action, JSON.stringify(job.options), job.user, job.location, job.idempotencyKey, job.orderIds],
  );
  return rows[0]?.id;
}

export async function findBulkJobIdByKey(db: Db, user: string, idempotencyKey: string): Promise<string | undefined> {
  const { rows } = await db.query<{ id: string }>(
    'SELECT id FROM bulk_jobs WHERE created_by = $1 AND idempotency_key = $2',
    [user, idempotencyKey],
  );
  return rows[0]?.id;
}

export async function findBulkJob(db: Db, id: string): Promise<StoredBulkJob | undefined> {
  const { rows } = await db.query<BulkJobRow>(`SELECT ${JOB_COLUMNS} FROM bulk_jobs WHERE id = $1`, [id]);
  if (!rows[0]) return undefined;
  const items = await db.query<BulkItemRow>(
    `SELECT ${ITEM_COLUMNS} FROM bulk_job_items WHERE job_id = $1 ORDER BY position`,
    [id],
  );
  return { ...rows[0], items: items.rows };
}

/** Running jobs wait for an instance; the one holding a job renews its lease while it works (renewBulkLease). */
export const BULK_JOBS: JobTable = { table: 'bulk_jobs', lease: 'claimed_until', waiting: `state = 'running'`, order: 'created_at' };

/**
 * Takes the oldest running job nobody holds (new, or its holder's lease ran out) for `instance` until the lease
 * ends; undefined when there is none.
 */
export async function claimBulkJob(db: Db, instance: string, leaseMs: number): Promise<(BulkJobRow & { claims: number }) | undefined> {
  const [job] = await claimJobs<BulkJobRow & { claims: number }>(db, BULK_JOBS, {
    leaseMs, set: 'claimed_by = $3, claims = claims + 1', params: [instance], returning: `${JOB_COLUMNS}, claims`,
  });
  return job;
}

/** The job is dead (claimed too often): its pending orders fail with `reason` and it ends as done, in one statement. */
export async function giveUpBulkJob(db: Db, id: string, instance: string, reason: string): Promise<boolean> {
  const { rows } = await db.query<{ ended: number }>(
    `WITH failed AS (
       UPDATE bulk_job_items SET state = 'failed', message = $3, finished_at = now()
        WHERE job_id = $1 AND state = 'pending' AND EXISTS (SELECT 1 FROM bulk_jobs WHERE id = $1 AND claimed_by = $2)
     ), ended AS (
       UPDATE bulk_jobs SET state = 'done', finished_at = now(), claimed_until = NULL
        WHERE id = $1 AND claimed_by = $2 AND state = 'running' RETURNING id
     ) SELECT count(*)::int AS ended FROM ended`,
    [id, instance, reason],
  );
  return rows[0].ended === 1;
}

/** Extends the lease; false when the job is no longer this instance's (taken over, or finished). */
export async function renewBulkLease(db: Db, id: string, instance: string, leaseMs: number): Promise<boolean> {
  const { rowCount } = await db.query(
    `UPDATE bulk_jobs SET claimed_until = now() + $3 * interval '1 millisecond'
      WHERE id = $1 AND claimed_by = $2 AND state = 'running'`,
    [id, instance, leaseMs],
  );
  return rowCount === 1;
}

/** Lets go of a job with work left (the instance stops): the next instance that looks takes it up at once. */
export async function releaseBulkJob(db: Db, id: string, instance: string): Promise<void> {
  // A stop is no failure: the claim it gives back does not count towards the job's death.
  await db.query('UPDATE bulk_jobs SET claimed_until = NULL, claims = claims - 1 WHERE id = $1 AND claimed_by = $2', [id, instance]);
}

/** Done once no item is pending; false while some are (this instance was stopped before it got to them). */
export async function finishBulkJob(db: Db, id: string, instance: string): Promise<boolean> {
  const { rowCount } = await db.query(
    `UPDATE bulk_jobs SET state = 'done', finished_at = now(), claimed_until = NULL
      WHERE id = $1 AND claimed_by = $2 AND state = 'running'
        AND NOT EXISTS (SELECT 1 FROM bulk_job_items WHERE job_id = $1 AND state = 'pending')`,
    [id, instance],
  );
  return rowCount === 1;
}

export async function pendingBulkItems(db: Db, jobId: string): Promise<BulkItemRow[]> {
  const { rows } = await db.query<BulkItemRow>(
    `SELECT ${ITEM_COLUMNS} FROM bulk_job_items WHERE job_id = $1 AND state = 'pending' ORDER BY position`,
    [jobId],
  );
  return rows;
}

/** Locks a pending item for a change made in the same transaction; false when it has its result already. */
export async function lockPendingBulkItem(db: Db, jobId: string, position: number): Promise<boolean> {
  const { rowCount } = await db.query(
    `SELECT 1 FROM bulk_job_items WHERE job_id = $1 AND position = $2 AND state = 'pending' FOR UPDATE`,
    [jobId, position],
  );
  return rowCount === 1;
}

/** The first result of an item stands: a second writer (an instance that took the job over) changes nothing. */
export async function recordBulkItemResult(db: Db, jobId: string, position: number, result: BulkItemResult): Promise<void> {
  await db.query(
    `UPDATE bulk_job_items SET state = $3, message = $4, undo = $5, finished_at = now()
      WHERE job_id = $1 AND position = $2 AND state = 'pending'`,
    [jobId, position, result.state, result.message, result.undo ? JSON.stringify(result.undo) : null],
  );
}

/** The fields a bulk change looks at, the order locked until the transaction ends; undefined when it is gone. */
export interface LockedOrder {
  tagId: number | null;
  treatment: string;
  version: number;
}

export async function lockOrderForBulk(db: Db, orderId: number): Promise<LockedOrder | undefined> {
  const { rows } = await db.query<LockedOrder>(
    `SELECT tag_id AS "tagId", treatment, version FROM orders WHERE id = $1 AND deleted_at IS NULL FOR UPDATE`,
    [orderId],
  );
  return rows[0];
}

/** The job as an undo sees it, locked so that two undos take turns; `tooLate` by the database's clock. */
export interface UndoableJob {
  action: BulkKind;
  user: string;
  state: BulkJobState;
  tooLate: boolean;
}

export async function lockBulkJobForUndo(db: Db, id: string, windowMs: number): Promise<UndoableJob | undefined> {
  const { rows } = await db.query<UndoableJob>(
    `SELECT action, created_by AS "user", state,
            coalesce(finished_at + $2 * interval '1 millisecond' < now(), false) AS "tooLate"
       FROM bulk_jobs WHERE id = $1 FOR UPDATE`,
    [id, windowMs],
  );
  return rows[0];
}

/** The items the job changed, in order-id order so that concurrent undos lock shared orders in the same order. */
export async function changedBulkItems(db: Db, jobId: string): Promise<BulkItemRow[]> {
  const { rows } = await db.query<BulkItemRow>(
    `SELECT ${ITEM_COLUMNS} FROM bulk_job_items WHERE job_id = $1 AND state = 'ok' AND undo IS NOT NULL ORDER BY order_id`,
    [jobId],
  );
  return rows;
}

export async function markBulkItemUndo(db: Db, jobId: string, position: number, state: 'ok' | 'undone', message: string | null) {
  await db.query('UPDATE bulk_job_items SET state = $3, message = $4 WHERE job_id = $1 AND position = $2', [jobId, position, state, message]);
}

export async function markBulkJobUndone(db: Db, id: string): Promise<void> {
  await db.query(`UPDATE bulk_jobs SET state = 'undone', undone_at = now() WHERE id = $1`, [id]);
}
