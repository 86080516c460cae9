// The one toast of a bulk job: progress while it runs, then in the same place what became of each order.
import { toast } from 'sonner';
import { BULK_UNDO_WINDOW_MS, bulkMessages, bulkSummary, isUndoable } from '../../shared/domain/bulk.ts';
import type { BulkJob, BulkJobItem } from '../../shared/schema/bulk.ts';

const toastId = (job: BulkJob) => `bulk-${job.id}`;
const countOk = (items: readonly BulkJobItem[]) => items.filter((item) => item.state === 'ok' || item.state === 'undone').length;

/** Stays until the job is finished. */
export function showProgress(job: BulkJob) {
  toast.loading(bulkMessages.progress(job.action, job.done, job.total), { id: toastId(job), duration: Infinity });
}

/** All well: success; some failed or left alone: a warning naming them; none done: an error. */
function summaryStyle(job: BulkJob) {
  const ok = countOk(job.items);
  if (ok === job.items.length) return toast.success;
  return ok === 0 ? toast.error : toast.warning;
}

/** The finished job: its summary, with 'Ongedaan maken' for the undo window when `undo` is given. */
export function showSummary(job: BulkJob, undo: (() => void) | null) {
  const summary = job.summary ?? bulkSummary(job.action, job.items);
  const show = summaryStyle(job);
  // The same toast goes on: an explicit undefined duration drops the running toast's Infinity for the default.
  if (!isUndoable(job.action)) {
    show(summary, { id: toastId(job), duration: undefined, description: bulkMessages.notUndoable(job.action) });
    return;
  }
  const action = undo ? { label: bulkMessages.undo, onClick: undo } : undefined;
  show(summary, { id: toastId(job), duration: undo ? BULK_UNDO_WINDOW_MS : undefined, action });
}

/** A refused poll or undo: the server's Dutch message; in the job's own toast when it has one. */
export function showFailure(error: unknown, job?: BulkJob) {
  toast.error((error as Error).message, job && { id: toastId(job), duration: undefined });
}

/** How the undo went: '38 van 40 teruggezet', naming the orders that stayed as they were and why. */
export function showUndoResult(job: BulkJob) {
  const undone = job.items.filter((item) => item.state === 'undone');
  const kept = job.items.filter((item) => item.state === 'ok');
  const message = bulkMessages.undone(undone.length, undone.length + kept.length);
  if (kept.length === 0) {
    toast.success(message);
    return;
  }
  const reasons = kept.map((item) => (item.message ? `${item.orderNumber} (${item.message})` : item.orderNumber));
  toast.warning(message, { description: reasons.join(', ') });
}
