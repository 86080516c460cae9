// The claim and the lease every job kind shares: jobs are taken in one short statement (no transaction stays open
// while a printer or carrier answers: PGlite has one connection for the whole app), SKIP LOCKED lets a worker on
// another instance pass rows being claimed right now, and the lease keeps them off a claimed job until it lapses
// (its worker died). Every later write names the lease it holds, so a job claimed again since is left alone.
// Written here rather than taken from pg-boss or graphile-worker: those keep jobs in tables of their own (the print
// ledger, the shipments and the bulk items would be copied there and kept in step) and graphile-worker listens on a
// connection of its own beside a pool, which PGlite's single connection cannot give.
import type pg from 'pg';
import type { Db } from '../db/database.ts';

/** Where a kind keeps its jobs. Table and columns are the code's own names, never a caller's input. */
export interface JobTable {
  table: string;
  /** The column with the time the claim ends: a job with none, or one past, is free. */
  lease: string;
  /** SQL: the job waits for a worker (its lease aside). */
  waiting: string;
  /** SQL ORDER BY: who goes first. */
  order: string;
  /**
   * Turns a lease-guarded `UPDATE … WHERE …` into the statement whose rows the writes answer (the row a change
   * carries); by default the id.
   */
  answer?: (update: string) => string;
}

/** A claimed job's lease as the database wrote it: the writes under it name it to the microsecond. */
export interface Leased {
  id: number | string;
  lease: string;
}

export interface Claim {
  leaseMs: number;
  /** Jobs taken at once. */
  limit?: number;
  /** More `SET` assignments of the claim; their parameters start at $3. */
  set?: string;
  params?: unknown[];
  /** The columns the worker needs, as the claim's RETURNING lists them. */
  returning: string;
}

export async function claimJobs<T extends pg.QueryResultRow>(db: Db, job: JobTable, claim: Claim): Promise<(T & Leased)[]> {
  const { rows } = await db.query<T & Leased>(
    `UPDATE ${job.table} SET ${job.lease} = now() + $1 * interval '1 millisecond'${claim.set ? `, ${claim.set}` : ''}
      WHERE id IN (SELECT id FROM ${job.table}
                    WHERE ${job.waiting} AND (${job.lease} IS NULL OR ${job.lease} <= now())
                    ORDER BY ${job.order} LIMIT $2 FOR UPDATE SKIP LOCKED)
      RETURNING ${claim.returning}, ${job.lease}::text AS lease`,
    [claim.leaseMs, claim.limit ?? 1, ...(claim.params ?? [])],
  );
  return rows;
}

/** `UPDATE … SET set` of the job only while its lease is the one held: $1 the id, $2 the lease, `set`'s from $3. */
export const leasedUpdate = (job: JobTable, set: string) =>
  `UPDATE ${job.table} SET ${set} WHERE id = $1 AND ${job.lease} = $2::timestamptz`;

/** A write under the lease: the table's answer row, or undefined when the lease was lost (nothing written). */
export async function writeLeased<T extends pg.QueryResultRow = { id: number }>(db: Db, job: JobTable, held: Leased, set: string, params: unknown[] = []): Promise<T | undefined> {
  const update = leasedUpdate(job, set);
  const { rows } = await db.query<T>(job.answer ? job.answer(update) : `${update} RETURNING id`, [held.id, held.lease, ...params]);
  return rows[0];
}
