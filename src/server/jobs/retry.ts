// The retry policy every job kind shares: a failed attempt waits longer each time and, past the last attempt or
// when it cannot succeed, the job is dead with its reason (kept for whoever looks, counted by jobStats).
import type pg from 'pg';
import type { Db } from '../db/database.ts';
import { writeLeased, type JobTable, type Leased } from './lease.ts';

/** A kind whose jobs are retried: besides the lease, `next_attempt_at` and `error` columns, and how it dies. */
export interface RetryingTable extends JobTable {
  /** The `SET` assignments of a dead job besides its reason in `error` (its state, when it ended). */
  dead: string;
}

export interface RetryPolicy {
  /** The wait before the next attempt after `attempt` attempts failed. */
  backoffMs: (attempt: number) => number;
  /** Attempts before a job that keeps failing is dead. */
  maxAttempts: number;
}

/** `firstMs`, twice that, four times … up to `maxMs`. */
export const doublingBackoff = (firstMs: number, maxMs: number) => (attempt: number) => Math.min(firstMs * 2 ** (attempt - 1), maxMs);

export interface Attempted extends Leased {
  /** Attempts so far, the failed one included. */
  attempts: number;
}

export interface Failure {
  reason: string;
  /** False: trying again cannot help (a refusal), the job is dead at once. */
  retryable: boolean;
}

/**
 * A failed attempt: back in the queue after the policy's wait with the reason shown meanwhile, or dead. Answers the
 * table's answer row and which it became; undefined when the lease was lost.
 */
export async function failAttempt<T extends pg.QueryResultRow>(db: Db, job: RetryingTable, held: Attempted, policy: RetryPolicy, failure: Failure) {
  if (!failure.retryable || held.attempts >= policy.maxAttempts) {
    const row = await markDead<T>(db, job, held, failure.reason);
    return row && { row, dead: true };
  }
  const row = await retryLater<T>(db, job, held, policy.backoffMs(held.attempts), failure.reason);
  return row && { row, dead: false };
}

/** Back in the queue until `delayMs` from now; `reason` (when given) says why meanwhile. */
export const retryLater = <T extends pg.QueryResultRow>(db: Db, job: JobTable, held: Leased, delayMs: number, reason: string | null = null) =>
  writeLeased<T>(db, job, held, `error = coalesce($4, error), ${job.lease} = NULL, next_attempt_at = now() + $3 * interval '1 millisecond'`, [
    delayMs, reason,
  ]);

export const markDead = <T extends pg.QueryResultRow>(db: Db, job: RetryingTable, held: Leased, reason: string) =>
  writeLeased<T>(db, job, held, `${job.dead}, error = $3, ${job.lease} = NULL`, [reason]);
