// Folder moves and processed marks change an order in the database only: the change, the version it leaves the
// order at and the item's result are stored in one transaction, so the item never misses a change it made.
import type { FastifyInstance } from 'fastify';
import { messages } from '../../shared/domain/messages.ts';
import {
  lockOrderForBulk, lockPendingBulkItem, recordBulkItemResult, type BulkItemResult, type BulkItemRow, type BulkJobRow,
  type LockedOrder,
} from '../db/bulk-jobs.ts';
import { transaction, type Db } from '../db/database.ts';
import type { OrderChange } from '../../shared/protocol/changes.ts';
import { failed, type BulkOutcome } from './job-kind.ts';

/**
 * Changes the order as it is now (locked) through the single action's operation: the item's result, and the
 * operation's change when it made one (an ok result's `undo` gets the version it left the order at).
 */
export type ItemChange = (db: Db, order: LockedOrder) => Promise<{ result: BulkItemResult; change?: OrderChange }>;

/**
 * The result, stored with the change, and the change for the job's progress message; null when
 * an instance that took the job over got here first.
 */
export async function changeOrderOnce(app: FastifyInstance, job: BulkJobRow, item: BulkItemRow, change: ItemChange): Promise<BulkOutcome | null> {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await changeInOneTransaction(app, job, item, change);
    } catch (error) {
      // Two instances' items write the same count rows (folders, days) in their triggers; PostgreSQL may pick one
      // as a deadlock's victim and roll it back whole. Nothing left the database, so doing it again is safe.
      if (attempt >= DEADLOCK_ATTEMPTS || (error as { code?: string }).code !== DEADLOCK) throw error;
    }
  }
}

const DEADLOCK = '40P01';
const DEADLOCK_ATTEMPTS = 3;

function changeInOneTransaction(app: FastifyInstance, job: BulkJobRow, item: BulkItemRow, change: ItemChange): Promise<BulkOutcome | null> {
  return transaction(app.db, async (client) => {
    if (!(await lockPendingBulkItem(client, job.id, item.position))) return null;
    const before = await lockOrderForBulk(client, item.orderId);
    const { result, change: made } = before ? await change(client, before) : { result: failed(messages.orderNotFound(item.orderId)) };
    const outcome: BulkOutcome = made
      ? { ...result, undo: { ...result.undo, version: made.version }, change: made }
      : result;
    await recordBulkItemResult(client, job.id, item.position, outcome);
    return { ...outcome, stored: true };
  });
}
