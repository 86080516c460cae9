// An order's list row changed (this workstation's own change, or a colleague's from the socket): the list and
// the folder counts follow without asking the server (spec §4 list updates).
import type { FolderFields } from '../../shared/domain/folder-match.ts';
import type { OrderListItem } from '../../shared/schema/order.ts';
import { activeOrder } from './active-order.ts';
import { patchFolderCounts, refreshFolderCountsSoon } from './folder-counts.ts';
import { orderCache } from './order-cache.ts';
import { applyOrderChange, orderList, removeFromOrderList } from './order-list.ts';

const REMEMBERED = 500;

/**
 * Where each changed order was last seen to belong. The same change arrives twice on the workstation that made
 * it (its own answer, then the socket): the second time nothing moves, so the counts are patched once.
 */
const lastKnown = new Map<number, FolderFields>();

function folderFieldsOf(id: number): FolderFields | undefined {
  const open = activeOrder.id === id ? activeOrder.order : null;
  return lastKnown.get(id) ?? orderList.items.find((item) => item.id === id) ?? open ?? orderCache.get(id);
}

/**
 * `before`: where the order belonged before, when the change says so (null: in no list); else what was last seen
 * here is taken, and without that the counts are asked for again.
 */
export function applyListItemChange(
  item: OrderListItem,
  now: Date = new Date(),
  before: FolderFields | null | undefined = folderFieldsOf(item.id),
) {
  applyOrderChange(item, now);
  if (before !== undefined) patchFolderCounts(before, item, now);
  else refreshFolderCountsSoon();
  const { treatment, tag, deliveryDate, activeTransporter } = item;
  lastKnown.delete(item.id);
  lastKnown.set(item.id, { treatment, tag, deliveryDate, activeTransporter });
  if (lastKnown.size > REMEMBERED) lastKnown.delete(lastKnown.keys().next().value!);
}

/** The order left every list (deleted): off the page, and out of the counts of the folders it was in. */
export function applyListItemRemoval(orderId: number, before: FolderFields | null, now: Date = new Date()) {
  removeFromOrderList(orderId);
  patchFolderCounts(before, null, now);
  lastKnown.delete(orderId);
}

/** After missed messages (a dropped connection) what was seen may be out of date: the next changes ask again. */
export function forgetListItemChanges() {
  lastKnown.clear();
}
