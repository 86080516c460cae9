// PUT /workbench/order/{id}: an edit of one or more blocks, and the processed mark and the bulk actions through it.
import type { OrderChange } from '../../../shared/protocol/changes.ts';
import type { Order, OrderBlock, OrderUpdate } from '../../../shared/schema/order.ts';
import type { Db } from '../../db/database.ts';
import type { OrderRow } from '../../db/order-columns.ts';
import { lockOrderRow, writeOrderBlocks } from '../../db/orders.ts';
import { blocksChangedSince, mergeBlocks, mergedAddressErrors, touchedBlocks, type FieldError } from '../edit-blocks.ts';
import { changeOf } from './change-of.ts';
import { inTransaction } from './in-transaction.ts';
import { undoRecord } from './undo-record.ts';

export type SaveResult =
  /** `unchanged`: the edit named no block; its change only tells the version. */
  | { status: 'updated' | 'unchanged'; change: OrderChange }
  | { status: 'missing' }
  /** `blocks`: the blocks of this edit that someone changed since it read the order; empty when unknown. */
  | { status: 'stale'; blocks: OrderBlock[] }
  /** The merged recipient or customer breaks a rule that spans fields (a sent postcode against the stored country). */
  | { status: 'invalid'; errors: FieldError[] }
  /** The order as it is may not get this edit (`refuse` said why). */
  | { status: 'refused'; message: string };

export interface SaveOptions {
  /** A rule the stored order must pass for this edit: the reason it does not, or null. */
  refuse?: (order: OrderRow) => string | null;
  /** The user of a single edit, which can be taken back (undo-action.ts). */
  undoBy?: string;
}

/** The detail view's field each block rewrites; the customer's e-mail blocks live inside the customer. */
const shownAs = (block: OrderBlock): keyof Order => (block === 'customerEmail' || block === 'invoiceEmail' ? 'customer' : block);

/**
 * Applies the edit unless a block it touches changed after the version the editor read: edits of different blocks
 * of one order both land, two edits of one block never silently overwrite each other. The order is locked while
 * the merge is computed and written, so nobody moves it on in between.
 */
export function saveBlocks(db: Db, id: number, update: OrderUpdate, options: SaveOptions = {}): Promise<SaveResult> {
  return inTransaction(db, async (client): Promise<SaveResult> => {
    const stored = await lockOrderRow(client, id);
    if (!stored) return { status: 'missing' };
    if (update.version > stored.version) return { status: 'stale', blocks: [] };
    const blocks = touchedBlocks(update);
    const changed = blocksChangedSince(stored.field_versions, blocks, update.version);
    if (changed.length > 0) return { status: 'stale', blocks: changed };
    const refusal = options.refuse?.(stored);
    if (refusal) return { status: 'refused', message: refusal };
    if (blocks.length === 0) return { status: 'unchanged', change: { orderId: id, version: stored.version } };
    const merged = mergeBlocks(update, stored);
    const errors = mergedAddressErrors(update, merged);
    if (errors.length > 0) return { status: 'invalid', errors };

    const undo = options.undoBy === undefined ? undefined : undoRecord(options.undoBy, stored);
    const written = await writeOrderBlocks(client, id, stored.version, update, merged, blocks, undo);
    return { status: 'updated', change: changeOf(stored, written!, [...new Set(blocks.map(shownAs))]) };
  });
}
