// The numbers of the job queue that the operations issue exports, per kind, in one statement.
import type { Db } from '../db/database.ts';

export const JOB_KINDS = ['print', 'bulk', 'tracking', 'mail'] as const;
export type JobKind = (typeof JOB_KINDS)[number];

export interface JobKindStats {
  /** Jobs waiting for a worker. */
  depth: number;
  /** Seconds the oldest of them has waited; 0 when none waits. */
  oldestSeconds: number;
  /** Jobs that failed for good (or checks that failed) in the last 24 hours. */
  failures: number;
}

const DAY = `now() - interval '24 hours'`;

/**
 * Per kind: its waiting jobs, since when the oldest waits, and its failures. Print: queued jobs (a sent one waits
 * for its printer, not for a worker) and failed ones. Bulk: running jobs, and orders a job could not do. Tracking:
 * parcels due for a check since their check time, and checks a carrier did not answer. Mail (sent while the user
 * waits): mails recorded or being handed over, and mails refused or lost in a crash.
 */
const COUNTS: Record<JobKind, { waiting: string; failures: string }> = {
  print: {
    waiting: `SELECT count(*), min(created_at) FROM print_jobs WHERE status = 'queued'`,
    failures: `SELECT count(*) FROM print_jobs WHERE status = 'failed' AND finished_at > ${DAY}`,
  },
  bulk: {
    waiting: `SELECT count(*), min(created_at) FROM bulk_jobs WHERE state = 'running'`,
    failures: `SELECT count(*) FROM bulk_job_items WHERE state = 'failed' AND finished_at > ${DAY}`,
  },
  tracking: {
    waiting: `SELECT count(*), min(next_check_at) FROM shipments WHERE next_check_at <= now() AND status = 'registered'`,
    failures: `SELECT count(*) FROM shipments WHERE check_failed_at > ${DAY}`,
  },
  mail: {
    waiting: `SELECT count(*), min(created_at) FROM mail_jobs WHERE status IN ('queued', 'sending')`,
    failures: `SELECT count(*) FROM mail_jobs WHERE status IN ('failed', 'unknown') AND created_at > ${DAY}`,
  },
};

const kindQuery = (kind: JobKind) => `SELECT '${kind}' AS kind, w.count::int AS depth,
  coalesce(extract(epoch FROM now() - w.min), 0)::float8 AS "oldestSeconds", (${COUNTS[kind].failures})::int AS failures
  FROM (${COUNTS[kind].waiting}) w`;

export async function jobStats(db: Db): Promise<Record<JobKind, JobKindStats>> {
  const { rows } = await db.query<JobKindStats & { kind: JobKind }>(JOB_KINDS.map(kindQuery).join(' UNION ALL '));
  return Object.fromEntries(rows.map(({ kind, ...stats }) => [kind, stats])) as Record<JobKind, JobKindStats>;
}
