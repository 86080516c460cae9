// A bulk job's progress reaches the workstations as a few batched messages, never one per order: the items'
// results since the last message and the list rows of the orders they changed, then the finished job.
import type { FastifyInstance } from 'fastify';
import type { BulkJob, BulkJobItem } from '../../shared/schema/bulk.ts';
import type { OrderListItem } from '../../shared/schema/order.ts';
import type { BulkItemRow, BulkJobRow } from '../db/bulk-jobs.ts';
import { announce } from '../realtime/announce.ts';
import type { BulkOutcome } from './action.ts';

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
  let rows: OrderListItem[] = [];
  let sentAt = Date.now();

  function send(finished?: BulkJob) {
    const message = { type: 'bulkprogress' as const, jobId: job.id, done, total: job.total, items, rows };
    items = [];
    rows = [];
    sentAt = Date.now();
    return announce(app, finished ? { ...message, done: finished.done, finished } : message);
  }

  return {
    async add({ orderId, orderNumber }, { state, message, row }) {
      done++;
      items.push({ orderId, orderNumber, state, message });
      if (row) rows.push(row);
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
 * The list rows of orders many changed at once outside a running job (an undo), in at most PROGRESS_BATCHES
 * messages of the job's progress: rows only, the job's own answer tells its results.
 */
export async function announceRows(app: FastifyInstance, jobId: string, rows: OrderListItem[]): Promise<void> {
  const batchSize = Math.max(1, Math.ceil(rows.length / PROGRESS_BATCHES));
  for (let start = 0; start < rows.length; start += batchSize) {
    const batch = rows.slice(start, start + batchSize);
    await announce(app, { type: 'bulkprogress', jobId, done: start + batch.length, total: rows.length, items: [], rows: batch });
  }
}
