import { route } from '../endpoint.ts';

// The peak day (issue 14): bulk actions on a selection, and the day's plan.
export const bulkRoutes = {
  /**
   * Starts one durable job for the selection and answers at once with it (state 'running'); the same
   * Idempotency-Key again answers the job it started instead of a second one.
   */
  startBulkJob: route('POST', '/workbench/bulk', 'user'),
  getBulkJob: route('GET', '/workbench/bulk/:id', 'user'),
  /** Takes a finished move or process job back, order by order, where nobody changed the order since. */
  undoBulkJob: route('POST', '/workbench/bulk/:id/undo', 'user'),
  getDayPlan: route('GET', '/workbench/plan', 'user'),
};
