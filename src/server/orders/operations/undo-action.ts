// POST /workbench/order/{id}/undo (Ctrl+Z, the toast's 'Ongedaan maken'): takes back the user's newest single move,
// processed mark, delete or block edit of the order, as the inverse change — only while nobody changed the order since.
import { BULK_UNDO_GRACE_MS, BULK_UNDO_WINDOW_MS } from '../../../shared/domain/bulk.ts';
import type { UndoRefusal } from '../../../shared/domain/undo.ts';
import type { OrderChange } from '../../../shared/protocol/changes.ts';
import type { Db } from '../../db/database.ts';
import { findUndo, restoreColumns } from '../../db/order-undo.ts';
import { lockOrderRow, type BlockVersions } from '../../db/orders.ts';
import { changedBlocks, changeOf } from './change-of.ts';
import { inTransaction } from './in-transaction.ts';
import { RESTORABLE_COLUMNS } from './undo-record.ts';

/** As a bulk job's: the toast offers it 10 s, the server takes it a little longer for a click at the last moment. */
export const UNDO_ACCEPTED_MS = BULK_UNDO_WINDOW_MS + BULK_UNDO_GRACE_MS;

export type UndoResult =
  | { status: 'done'; change: OrderChange }
  | { status: 'missing' }
  /** Why not: `changed` by someone after the action (named when the order records who), or `nothing` of this user's. */
  | UndoRefusal;

/** The blocks the action wrote at its version move on to the undo's: an editor who read before the undo conflicts. */
const blocksWrittenAt = (versions: BlockVersions, version: number): BlockVersions =>
  Object.fromEntries(Object.entries(versions).filter(([, at]) => at === version).map(([block]) => [block, version + 1]));

/** `version`: the version the action left, as its change answered. */
export function undoAction(db: Db, orderId: number, version: number, user: string): Promise<UndoResult> {
  return inTransaction(db, async (client): Promise<UndoResult> => {
    const order = await lockOrderRow(client, orderId, { deleted: true });
    if (!order) return { status: 'missing' };
    const undo = await findUndo(client, orderId, UNDO_ACCEPTED_MS);
    const latest = undo?.version === order.version ? undo : undefined;
    if (order.version !== version) {
      // No action of anyone was recorded at that version: there is nothing to take back, whatever changed since.
      if (!undo || undo.version < version) return { status: 'nothing' };
      if (latest?.undone && latest.user === user) return { status: 'already' };
      return order.version > version ? { status: 'changed', by: latest?.user ?? null } : { status: 'nothing' };
    }
    if (!latest || latest.undone || latest.user !== user) return { status: 'nothing' };
    if (latest.tooLate) return { status: 'too-late' };

    const columns = RESTORABLE_COLUMNS.filter((column) => JSON.stringify(latest.previous[column]) !== JSON.stringify(order[column]));
    const after = await restoreColumns(client, orderId, version, latest.previous, columns, blocksWrittenAt(order.field_versions, version));
    return { status: 'done', change: changeOf(order, after!, changedBlocks(order, after!)) };
  });
}
