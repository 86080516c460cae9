// A bulk job's progress reaches the workstations as a few batched messages, never one per order: the items'
// results since the last message and the changes they made to orders, then the finished job.
import type { FastifyInstance } from 'fastify';
import type { BulkJob, BulkJobItem } from '../../shared/schema/bulk.ts';
import type { OrderChange } from '../../shared/protocol/changes.ts';
import type { BulkItemRow, BulkJobRow } from '../db/bulk-jobs.ts';
import { announce } from '../realtime/announce.ts';
import type { BulkOutcome } from './job-kind.ts';

/** Batches by count: a job is at most this many messages while it runs fast (a move of 500 orders), the last one included. */
export const PROGRESS_BATCHES = 8;
/** A slow job (carriers, mail) says where it is at least this often, with what it has. */
export const PROGRESS_MAX_WAIT_MS = 5000;

export interface BulkProgress {
  add(item: BulkItemRow, outcome: BulkOutcome): Promise<void>;
  /** The results not sent yet, with the finished job when it is (it goes on after a restart otherwise). */
  end(finished: BulkJob | undefined): Promise<void>;
}

/** `done`: the items that had their result before this runner took the job up (a job taken over after a crash). */
export function createBulkProgress(app: FastifyInstance, job: BulkJobRow, done: number): BulkProgress {
  const batchSize = Math.max(1, Math.ceil(job.total / PROGRESS_BATCHES));
  let items: BulkJobItem[] = [];
  let changes: OrderChange[] = [];
  let sentAt = Date.now();

  function send(finished?: BulkJob) {
    const message = { type: 'bulkprogress' as const, jobId: job.id, done, total: job.total, items, changes };
    items = [];
    changes = [];
    sentAt = Date.now();
    return announce(app, finished ? { ...message, done: finished.done, finished } : message);
  }

  return {
    async add({ orderId, orderNumber }, { state, message, change }) {
      done++;
      items.push({ orderId, orderNumber, state, message });
      if (change) changes.push(change);
      // The last result goes with the finished job.
      const due = items.length >= batchSize || Date.now() - sentAt >= PROGRESS_MAX_WAIT_MS;
      if (due && done < job.total) await send();
    },
    async end(finished) {
      if (finished || items.length > 0) await send(finished);
    },
  };
}

/**
 * The changes to orders many changed at once outside a running job (an undo), in at most PROGRESS_BATCHES
 * messages of the job's progress: changes only, the job's own answer tells its results.
 */
export async function announceChanges(app: FastifyInstance, jobId: string, changes: OrderChange[]): Promise<void> {
  const batchSize = Math.max(1, Math.ceil(changes.length / PROGRESS_BATCHES));
  for (let start = 0; start < changes.length; start += batchSize) {
    const batch = changes.slice(start, start + batchSize);
    await announce(app, { type: 'bulkprogress', jobId, done: start + batch.length, total: changes.length, items: [], changes: batch });
  }
}
