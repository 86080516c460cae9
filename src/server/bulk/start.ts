// POST /workbench/bulk: checks what the whole job needs, answers a repeated Idempotency-Key with the job it
// started, else stores a new job for the runner.
import { isDeepStrictEqual } from 'node:util';
import type { FastifyInstance } from 'fastify';
import { bulkMessages, type BulkKind } from '../../shared/domain/bulk.ts';
import { messages } from '../../shared/domain/messages.ts';
import type { BulkRequest } from '../../shared/schema/bulk.ts';
import { findBulkJob, findBulkJobIdByKey, insertBulkJob, type StoredBulkJob } from '../db/bulk-jobs.ts';
import { findTag } from '../db/tags.ts';
import { badRequest, HttpError, notFound } from '../http-errors.ts';

export interface BulkStart {
  request: BulkRequest;
  user: string;
  location: string;
  idempotencyKey: string | undefined;
}

export async function startBulkJob(app: FastifyInstance, start: BulkStart): Promise<StoredBulkJob> {
  const { request, user, location } = start;
  const options = actionOptions(request);
  const key = start.idempotencyKey ?? null;
  const earlier = key && (await findBulkJobIdByKey(app.db, user, key));
  if (earlier) return sameRequest(app, earlier, request.action, options, request.orderIds);

  if (request.action === 'move' && !(await findTag(app.db, options.tagId as number))) throw notFound(messages.tagNotFound);
  const id = await insertBulkJob(app.db, { action: request.action, options, user, location, idempotencyKey: key, orderIds: request.orderIds });
  // Another request with this key won the insert a moment ago.
  if (id === undefined) return sameRequest(app, (await findBulkJobIdByKey(app.db, user, key!))!, request.action, options, request.orderIds);
  const job = (await findBulkJob(app.db, id))!;
  app.bulkRunner.wake();
  return job;
}

/** The options the action works with, and only those; 400 when one it needs is missing. */
function actionOptions({ action, options = {} }: BulkRequest): Record<string, unknown> {
  const required = (field: 'tagId' | 'mailType') => {
    if (options[field] === undefined) throw badRequest(messages.checkInput, [{ field: `options.${field}`, message: messages.required }]);
    return { [field]: options[field] };
  };
  switch (action) {
    case 'print':
      if (!options.documents) throw badRequest(bulkMessages.noDocuments, [{ field: 'options.documents', message: bulkMessages.noDocuments }]);
      return { documents: options.documents };
    case 'move':
      return required('tagId');
    case 'mail':
      return required('mailType');
    case 'handoff':
    case 'process':
      return {};
  }
}

/** A key belongs to one request: the job it started, or 409 when this request asks for something else. */
async function sameRequest(
  app: FastifyInstance, id: string, action: BulkKind, options: Record<string, unknown>, orderIds: readonly number[],
): Promise<StoredBulkJob> {
  const job = (await findBulkJob(app.db, id))!;
  const same = job.action === action && isDeepStrictEqual(job.options, options)
    && isDeepStrictEqual(job.items.map((item) => item.orderId), orderIds);
  if (!same) throw new HttpError(409, bulkMessages.keyReused, 'IDEMPOTENCY_KEY_REUSED');
  return job;
}
