// Key M / drag to a folder tab (POST /workbench/tag/{id}), 'uit map halen' (DELETE /workbench/order/{id}/tag/{tagId})
// and the bulk 'naar map verplaatsen'.
import { isInFolder } from '../../../shared/domain/order-rules.ts';
import type { OrderChange } from '../../../shared/protocol/changes.ts';
import type { Db } from '../../db/database.ts';
import { lockOrderRow, setOrderTag } from '../../db/orders.ts';
import { findTag } from '../../db/tags.ts';
import { toListItem } from '../mapper.ts';
import { changeOf } from './change-of.ts';
import { inTransaction } from './in-transaction.ts';
import { undoRecord } from './undo-record.ts';

export type MoveResult =
  /** `unchanged`: it was in that folder already; nothing is written and its change carries its row as it is. */
  | { status: 'moved' | 'unchanged'; change: OrderChange }
  | { status: 'missing' }
  | { status: 'no-such-folder' }
  | { status: 'not-in-folder' };

/**
 * Puts the order in folder `tagId`, or in none (null). `from`: only when it is in that folder now (taking it out
 * of the folder a colleague may have moved it from meanwhile would lose their move). `undoBy`: the user of a single
 * move, which can be taken back (undo-action.ts).
 */
export function moveToFolder(
  db: Db, orderId: number, tagId: number | null, options: { from?: number; undoBy?: string } = {},
): Promise<MoveResult> {
  return inTransaction(db, async (client): Promise<MoveResult> => {
    const before = await lockOrderRow(client, orderId, { folder: tagId ?? undefined });
    // The folder is named first in the address: a missing folder is the answer even for a missing order.
    if (!before) return tagId !== null && !(await findTag(client, tagId)) ? { status: 'no-such-folder' } : { status: 'missing' };
    if (before.folder_exists === false) return { status: 'no-such-folder' };
    const item = toListItem(before);
    if (options.from !== undefined && !isInFolder(item, options.from)) return { status: 'not-in-folder' };
    if (isInFolder(item, tagId)) return { status: 'unchanged', change: { orderId, version: before.version, listItem: item, was: item } };
    const undo = options.undoBy === undefined ? undefined : undoRecord(options.undoBy, before);
    const after = await setOrderTag(client, orderId, tagId, undo);
    return { status: 'moved', change: changeOf(before, after!, ['tag']) };
  });
}
