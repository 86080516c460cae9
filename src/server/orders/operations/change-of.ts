import type { FolderFields } from '../../../shared/domain/folder-match.ts';
import type { OrderChange } from '../../../shared/protocol/changes.ts';
import type { Order } from '../../../shared/schema/order.ts';
import type { OrderRow } from '../../db/order-columns.ts';
import { toListItem, toOrder } from '../mapper.ts';

const whereItBelongs = (row: OrderRow): FolderFields | null => {
  if (row.deleted_at !== null) return null;
  const { treatment, tag, deliveryDate, activeTransporter } = toListItem(row);
  return { treatment, tag, deliveryDate, activeTransporter };
};

/** The parts of the detail view that differ between two rows of one order (a write that rewrites several columns). */
export function changedBlocks(before: OrderRow, after: OrderRow): (keyof Order)[] {
  const shown = (row: OrderRow) => toOrder(row, { internalLog: [], attachments: [], managementUrl: '' });
  const [was, now] = [shown(before), shown(after)];
  return (Object.keys(now) as (keyof Order)[]).filter((key) => key !== 'version' && JSON.stringify(was[key]) !== JSON.stringify(now[key]));
}

/**
 * The change a write made, from the row it locked before and the row its RETURNING gave after — nothing is read
 * again. `blocks` names the parts of the detail view the write rewrote; they are all columns of the row.
 */
export function changeOf(before: OrderRow, after: OrderRow, blocks: readonly (keyof Order)[] = []): OrderChange {
  // The row alone maps every block; the log, attachments and links that need more are never among `blocks`.
  const order = toOrder(after, { internalLog: [], attachments: [], managementUrl: '' });
  const change: OrderChange = {
    orderId: after.id,
    version: after.version,
    listItem: after.deleted_at === null ? toListItem(after) : null,
    was: whereItBelongs(before),
  };
  if (blocks.length > 0) change.blocks = Object.fromEntries(blocks.map((key) => [key, order[key]]));
  return change;
}

/** The order as a write left it, from the order it read and the change the write made: for answers that are the order. */
export const orderAfter = (order: Order, change: OrderChange): Order => ({ ...order, ...change.blocks, version: change.version });
