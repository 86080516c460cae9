// POST /workbench/order/{id}/internalLog and DELETE …/internalLog/{entryId}: the colleagues' notes on an order.
// A note leaves the order's version as it is; its change carries the whole log as it is now.
import type { OrderChange } from '../../../shared/protocol/changes.ts';
import type { Db } from '../../db/database.ts';
import { addLogEntry, deleteLogEntry, findInternalLog, lockOrderRow } from '../../db/orders.ts';
import { inTransaction } from './in-transaction.ts';

export type LogResult = { status: 'done'; change: OrderChange } | { status: 'missing' };

/** Locks the order (not deleted), runs the log write, and answers the log after it; `missing` when either finds nothing. */
function changeLog(db: Db, orderId: number, write: (client: Db) => Promise<boolean>): Promise<LogResult> {
  return inTransaction(db, async (client): Promise<LogResult> => {
    const order = await lockOrderRow(client, orderId);
    if (!order || !(await write(client))) return { status: 'missing' };
    return { status: 'done', change: { orderId, version: order.version, blocks: { internalLog: await findInternalLog(client, orderId) } } };
  });
}

export const addNote = (db: Db, orderId: number, userName: string, content: string) =>
  changeLog(db, orderId, async (client) => (await addLogEntry(client, orderId, userName, content)) !== undefined);

export const deleteNote = (db: Db, orderId: number, entryId: number) =>
  changeLog(db, orderId, (client) => deleteLogEntry(client, orderId, entryId));
