// A stored job as the API answers it: progress, the summary line once finished and until when it can be undone.
import {
  BULK_UNDO_GRACE_MS, BULK_UNDO_WINDOW_MS, bulkMessages, bulkSummary, isUndoable,
} from '../../shared/domain/bulk.ts';
import type { BulkJob } from '../../shared/schema/bulk.ts';
import type { StoredBulkJob } from '../db/bulk-jobs.ts';

/** How long after a job finished the server takes its undo. */
export const UNDO_ACCEPTED_MS = BULK_UNDO_WINDOW_MS + BULK_UNDO_GRACE_MS;

export function toBulkJob(job: StoredBulkJob): BulkJob {
  const items = job.items.map(({ orderId, orderNumber, state, message }) => ({ orderId, orderNumber, state, message }));
  const finishedAt = job.finishedAt === null ? null : Math.floor(job.finishedAt / 1000);
  return {
    id: job.id,
    action: job.action,
    state: job.state,
    user: job.user,
    total: job.total,
    done: items.filter((item) => item.state !== 'pending').length,
    createdAt: Math.floor(job.createdAt / 1000),
    finishedAt,
    undoUntil: job.finishedAt !== null && isUndoable(job.action) ? Math.round(job.finishedAt) + UNDO_ACCEPTED_MS : null,
    summary: summary(job, items),
    items,
  };
}

function summary(job: StoredBulkJob, items: BulkJob['items']): string | null {
  if (job.state === 'running') return null;
  if (job.state === 'done') return bulkSummary(job.action, items);
  // Out of the orders the job changed: those put back, and those someone changed since (left as they are).
  const restored = items.filter((item) => item.state === 'undone').length;
  return bulkMessages.undone(restored, restored + items.filter((item) => item.state === 'ok').length);
}
