import type { ActiveItemMessage, ListItemMessage, ServerMessage } from '../../shared/protocol/socket.ts';
import { activeOrder, openOrder } from '../state/active-order.ts';
import { applyChange } from '../state/apply-change.ts';
import { orderCache } from '../state/order-cache.ts';
import { reloadFeatures } from '../state/app-data.ts';
import { loadDayFolderCounts } from '../state/day-folders.ts';
import { refreshFolderCountsSoon } from '../state/folder-counts.ts';
import { loadFolders } from '../state/folders.ts';
import { applyListItemChange, forgetListItemChanges } from '../state/list-item-change.ts';
import { refreshOrderList } from '../state/order-list.ts';
import { ui } from '../state/ui.ts';
import { applyPrintJob, loadPrintLedger, printLedger } from '../print/print-ledger.ts';
import { followPrintJob } from '../print/print-watch.ts';
import { applyBulkProgress } from '../selection/bulk-follow.ts';
import { reloadWhenServerAnswers } from './reload-when-back.ts';

const orderChangeListeners = new Set<() => void>();

/**
 * Follows every order change (a 'listitem' message, or a reconnect that may have missed some) for a view computed
 * on the server that cannot be patched here, such as the day's plan. Returns the unsubscribe.
 */
export function onOrderChanges(listener: () => void): () => void {
  orderChangeListeners.add(listener);
  return () => {
    orderChangeListeners.delete(listener);
  };
}

const notifyOrderChanges = () => orderChangeListeners.forEach((listener) => listener());

/** What each server message does to what this workstation shows (spec §4 live socket messages). */
export function applyServerMessage(message: ServerMessage) {
  switch (message.type) {
    case 'listitem':
      applyListItem(message);
      notifyOrderChanges();
      break;
    case 'activeitem':
      applyActiveItem(message);
      break;
    case 'change':
      applyChange(message.change);
      if (message.change.listItem !== undefined) notifyOrderChanges();
      break;
    case 'printjob':
      applyPrintJob(message.job);
      followPrintJob(message.job);
      break;
    case 'bulkprogress':
      applyBulkProgress(message);
      if (message.rows.length > 0) notifyOrderChanges();
      break;
    case 'feature':
      void reloadFeatures();
      break;
    case 'SERVER_RESTART':
      if (ui.restarting) break;
      ui.restarting = true;
      reloadWhenServerAnswers();
      break;
  }
}

/** The message carries the row: patch the list with it. Without one (folders renamed, order gone) ask again. */
function applyListItem(message: ListItemMessage) {
  if (message.item) return applyListItemChange(message.item);
  refreshFolderCountsSoon();
  void refreshOrderList();
}

/** A version this workstation already has is its own change coming back (or one it fetched since): nothing to do. */
function applyActiveItem({ orderId, version, keptVersion }: ActiveItemMessage) {
  const hasVersion = (order: { version: number } | null | undefined) => !keptVersion && order?.version === version;
  if (!hasVersion(orderCache.get(orderId))) orderCache.forget(orderId);
  if (activeOrder.id !== orderId) return;
  activeOrder.announced++;
  if (!hasVersion(activeOrder.order)) void openOrder(orderId, { force: true });
}

/** After a dropped connection messages may have been missed: fetch again what is on screen. */
export function refetchShown() {
  forgetListItemChanges();
  void loadFolders();
  void loadDayFolderCounts();
  void refreshOrderList();
  if (activeOrder.id !== null) void openOrder(activeOrder.id, { force: true });
  if (printLedger.orderId !== null) void loadPrintLedger(printLedger.orderId);
  notifyOrderChanges();
}
