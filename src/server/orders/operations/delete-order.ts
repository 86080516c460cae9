// DELETE /workbench/order/{id} and POST /workbench/order/{id}/undelete (administrators): the soft delete and its undoing.
import type { OrderChange } from '../../../shared/protocol/changes.ts';
import type { Db } from '../../db/database.ts';
import { lockOrderRow, setOrderDeleted } from '../../db/orders.ts';
import { changeOf } from './change-of.ts';
import { inTransaction } from './in-transaction.ts';
import { undoRecord } from './undo-record.ts';

export type DeleteResult = { status: 'done'; change: OrderChange } | { status: 'missing' } | { status: 'not-deleted' };

/**
 * `deleted` false brings a deleted order back; `not-deleted` when it is not deleted. A deleted order is `missing` to
 * delete. `undoBy`: the user of a delete, which can be taken back (undo-action.ts).
 */
export function setDeleted(db: Db, id: number, deleted: boolean, undoBy?: string): Promise<DeleteResult> {
  return inTransaction(db, async (client): Promise<DeleteResult> => {
    const before = await lockOrderRow(client, id, { deleted: !deleted });
    if (!before) return { status: 'missing' };
    if (!deleted && before.deleted_at === null) return { status: 'not-deleted' };
    const after = await setOrderDeleted(client, id, deleted, undoBy === undefined ? undefined : undoRecord(undoBy, before));
    return { status: 'done', change: changeOf(before, after!) };
  });
}
