import type { OrderBlock, OrderUpdate } from '../../shared/schema/order.ts';
import type { Db } from '../db/database.ts';
import { findStoredBlocks, writeOrderBlocks } from '../db/orders.ts';
import { blocksChangedSince, mergeBlocks, mergedAddressErrors, touchedBlocks, type FieldError } from './edit-blocks.ts';

export type UpdateResult =
  | { status: 'updated' | 'unchanged' | 'missing' }
  /** `blocks`: the blocks of this edit that someone changed since it read the order; empty when unknown. */
  | { status: 'stale'; blocks: OrderBlock[] }
  /** The merged recipient or customer breaks a rule that spans fields (a sent postcode against the stored country). */
  | { status: 'invalid'; errors: FieldError[] };

/**
 * Applies the edit unless a block it touches changed after the version the editor read: edits of different blocks
 * of one order both land, two edits of one block never silently overwrite each other. The merge is computed from
 * the stored row and written only if the row is still at the version it was computed from (compare-and-set), else
 * it is computed again.
 */
export async function updateOrder(db: Db, id: number, update: OrderUpdate): Promise<UpdateResult> {
  for (let attempt = 0; attempt < MAX_UPDATE_ATTEMPTS; attempt += 1) {
    const stored = await findStoredBlocks(db, id);
    if (!stored) return { status: 'missing' };
    if (update.version > stored.version) return { status: 'stale', blocks: [] };
    const blocks = touchedBlocks(update);
    const changed = blocksChangedSince(stored.field_versions, blocks, update.version);
    if (changed.length > 0) return { status: 'stale', blocks: changed };
    if (blocks.length === 0) return { status: 'unchanged' };
    const merged = mergeBlocks(update, stored);
    const errors = mergedAddressErrors(update, merged);
    if (errors.length > 0) return { status: 'invalid', errors };

    if (await writeOrderBlocks(db, id, stored.version, update, merged, blocks)) return { status: 'updated' };
  }
  return { status: 'stale', blocks: [] };
}

/** How often an edit is merged again when other writes keep moving the order on between read and write. */
const MAX_UPDATE_ATTEMPTS = 5;
