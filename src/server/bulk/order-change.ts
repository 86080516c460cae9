// Folder moves and processed marks change an order in the database only: the change, the version it leaves the
// order at and the item's result are stored in one transaction, so the item never misses a change it made.
import type { FastifyInstance } from 'fastify';
import { messages } from '../../shared/domain/messages.ts';
import {
  lockOrderForBulk, lockPendingBulkItem, recordBulkItemResult, type BulkItemResult, type BulkItemRow, type BulkJobRow,
  type LockedOrder,
} from '../db/bulk-jobs.ts';
import { transaction, type Db } from '../db/database.ts';
import { findOrderRow } from '../db/orders.ts';
import { toListItem } from '../orders/mapper.ts';
import { failed, type BulkOutcome } from './action.ts';

/** Changes the order as it is now (locked); an ok result's `undo` gets the version the change left it at. */
export type OrderChange = (db: Db, order: LockedOrder) => Promise<BulkItemResult>;

/**
 * The result, stored with the change, and the order's list row after it for the job's progress message; null when
 * an instance that took the job over got here first.
 */
export async function changeOrderOnce(app: FastifyInstance, job: BulkJobRow, item: BulkItemRow, change: OrderChange): Promise<BulkOutcome | null> {
  return transaction(app.db, async (client) => {
    if (!(await lockPendingBulkItem(client, job.id, item.position))) return null;
    const before = await lockOrderForBulk(client, item.orderId);
    const outcome: BulkOutcome = before ? await change(client, before) : failed(messages.orderNotFound(item.orderId));
    if (outcome.state === 'ok') {
      const after = (await findOrderRow(client, item.orderId))!;
      outcome.undo = { ...outcome.undo, version: after.version };
      outcome.row = toListItem(after);
    }
    await recordBulkItemResult(client, job.id, item.position, outcome);
    return { ...outcome, stored: true };
  });
}
