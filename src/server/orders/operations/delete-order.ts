// DELETE /workbench/order/{id} and POST /workbench/order/{id}/undelete (administrators): the soft delete and its undoing.
import type { OrderChange } from '../../../shared/protocol/changes.ts';
import type { Db } from '../../db/database.ts';
import { lockOrderRow, setOrderDeleted } from '../../db/orders.ts';
import { changeOf } from './change-of.ts';
import { inTransaction } from './in-transaction.ts';

export type DeleteResult = { status: 'done'; change: OrderChange } | { status: 'missing' } | { status: 'not-deleted' };

/** `deleted` false brings a deleted order back; `not-deleted` when it is not deleted. A deleted order is `missing` to delete. */
export function setDeleted(db: Db, id: number, deleted: boolean): Promise<DeleteResult> {
  return inTransaction(db, async (client): Promise<DeleteResult> => {
    const before = await lockOrderRow(client, id, { deleted: !deleted });
    if (!before) return { status: 'missing' };
    if (!deleted && before.deleted_at === null) return { status: 'not-deleted' };
    const after = await setOrderDeleted(client, id, deleted);
    return { status: 'done', change: changeOf(before, after!) };
  });
}
