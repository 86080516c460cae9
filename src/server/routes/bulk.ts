import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { bulkMessages } from '../../shared/domain/bulk.ts';
import { endpoints } from '../../shared/protocol/endpoints.ts';
import { startBulkJob } from '../bulk/start.ts';
import { toBulkJob } from '../bulk/job-view.ts';
import { undoBulkJob } from '../bulk/undo.ts';
import { findBulkJob } from '../db/bulk-jobs.ts';
import { notFound } from '../http-errors.ts';
import { route } from './endpoint-route.ts';
import { workstationLocation } from './workstation-location.ts';

/** The path's pattern lets malformed ids through that PostgreSQL would refuse as a uuid: those name no job either. */
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;
const jobId = (id: string) => {
  if (!UUID.test(id)) throw notFound(bulkMessages.jobNotFound);
  return id;
};

export const bulkRoutes: FastifyPluginAsyncTypebox = async (app) => {
  route(app, endpoints.startBulkJob, async (request) =>
    toBulkJob(
      await startBulkJob(app, {
        request: request.body,
        user: request.user!.name,
        location: await workstationLocation(app, request),
        idempotencyKey: request.headers['idempotency-key'],
      }),
    ),
  );

  // A job is its user's: another user's is answered as unknown.
  route(app, endpoints.getBulkJob, async (request) => {
    const job = await findBulkJob(app.db, jobId(request.params.id));
    if (!job || job.user !== request.user!.name) throw notFound(bulkMessages.jobNotFound);
    return toBulkJob(job);
  });

  route(app, endpoints.undoBulkJob, async (request) => toBulkJob(await undoBulkJob(app, jobId(request.params.id), request.user!.name)));
};
