import { DayPlan, PlanQuery } from '../../schema/day-plan.ts';
import { BulkJob, BulkJobParams, BulkRequest } from '../../schema/bulk.ts';
import { IdempotencyHeaders } from '../../schema/mail.ts';
import { bulkRoutes } from '../api-routes/bulk.ts';
import { withSchemas } from '../endpoint.ts';

export const bulkEndpoints = withSchemas(bulkRoutes, {
  startBulkJob: { headers: IdempotencyHeaders, body: BulkRequest, response: { 200: BulkJob } },
  getBulkJob: { params: BulkJobParams, response: { 200: BulkJob } },
  undoBulkJob: { params: BulkJobParams, response: { 200: BulkJob } },
  getDayPlan: { querystring: PlanQuery, response: { 200: DayPlan } },
});
