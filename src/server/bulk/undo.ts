// POST /workbench/bulk/{id}/undo: takes a finished move or process job back in one transaction, order by order,
// where nobody changed the order since the job did; the others keep the job's change and say so.
import type { FastifyInstance } from 'fastify';
import { bulkMessages, isUndoable } from '../../shared/domain/bulk.ts';
import type { OrderChange } from '../../shared/protocol/changes.ts';
import {
  changedBulkItems, findBulkJob, lockBulkJobForUndo, lockOrderForBulk, markBulkItemUndo, markBulkJobUndone,
  type StoredBulkJob,
} from '../db/bulk-jobs.ts';
import { transaction } from '../db/database.ts';
import { conflict, notFound } from '../http-errors.ts';
import { bulkJobKinds } from './job-kinds.ts';
import { UNDO_ACCEPTED_MS } from './job-view.ts';
import { announceChanges } from './progress.ts';

/** Another user's job is answered as if it did not exist: only the one who started it sees or undoes it. */
export async function undoBulkJob(app: FastifyInstance, id: string, user: string): Promise<StoredBulkJob> {
  const restored = await transaction(app.db, async (client) => {
    const job = await lockBulkJobForUndo(client, id, UNDO_ACCEPTED_MS);
    if (!job || job.user !== user) throw notFound(bulkMessages.jobNotFound);
    if (!isUndoable(job.action)) throw conflict(bulkMessages.notUndoable(job.action));
    if (job.state === 'running') throw conflict(bulkMessages.undoRunning);
    if (job.state === 'undone') throw conflict(bulkMessages.undoAlready);
    if (job.tooLate) throw conflict(bulkMessages.undoTooLate);

    const restore = bulkJobKinds[job.action].restore!;
    const changes: OrderChange[] = [];
    for (const item of await changedBulkItems(client, id)) {
      const order = await lockOrderForBulk(client, item.orderId);
      if (!order || order.version !== item.undo!.version) {
        await markBulkItemUndo(client, id, item.position, 'ok', bulkMessages.changedSince);
        continue;
      }
      const change = await restore(client, item.orderId, item.undo!, order);
      await markBulkItemUndo(client, id, item.position, 'undone', null);
      if (change) changes.push(change);
    }
    await markBulkJobUndone(client, id);
    return changes;
  });
  // After commit, a few messages for the whole job: the restored orders' changes, as its progress came.
  await announceChanges(app, id, restored);
  return (await findBulkJob(app.db, id))!;
}
