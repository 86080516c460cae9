import { DayPlan, PlanQuery } from '../../schema/day-plan.ts';
import { BulkJob, BulkJobParams, BulkRequest } from '../../schema/bulk.ts';
import { IdempotencyHeaders } from '../../schema/mail.ts';
import { endpoint } from '../endpoint.ts';

// The peak day (issue 14): bulk actions on a selection, and the day's plan.
export const bulkEndpoints = {
  /**
   * Starts one durable job for the selection and answers at once with it (state 'running'); the same
   * Idempotency-Key again answers the job it started instead of a second one.
   */
  startBulkJob: endpoint('POST', '/workbench/bulk', 'user', {
    headers: IdempotencyHeaders, body: BulkRequest, response: { 200: BulkJob },
  }),
  getBulkJob: endpoint('GET', '/workbench/bulk/:id', 'user', { params: BulkJobParams, response: { 200: BulkJob } }),
  /** Takes a finished move or process job back, order by order, where nobody changed the order since. */
  undoBulkJob: endpoint('POST', '/workbench/bulk/:id/undo', 'user', { params: BulkJobParams, response: { 200: BulkJob } }),
  getDayPlan: endpoint('GET', '/workbench/plan', 'user', { querystring: PlanQuery, response: { 200: DayPlan } }),
};
