import type { ServerMessage } from '../../shared/protocol/socket.ts';
import { activeOrder, openOrder } from '../state/active-order.ts';
import { applyChange } from '../state/apply-change.ts';
import { reloadFeatures } from '../state/app-data.ts';
import { loadDayFolderCounts } from '../state/day-folders.ts';
import { refreshFolderCountsSoon } from '../state/folder-counts.ts';
import { loadFolders } from '../state/folders.ts';
import { forgetListItemChanges } from '../state/list-item-change.ts';
import { refreshOrderList } from '../state/order-list.ts';
import { ui } from '../state/ui.ts';
import { applyPrintJob, loadPrintLedger, printLedger } from '../print/print-ledger.ts';
import { followPrintJob } from '../print/print-watch.ts';
import { applyBulkProgress } from '../selection/bulk-follow.ts';
import { announceLiveChange } from './change-announcement.ts';
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
      refreshFoldersAndList();
      notifyOrderChanges();
      break;
    case 'change':
      announceLiveChange(message.change);
      applyChange(message.change);
      if (message.change.listItem !== undefined) notifyOrderChanges();
      break;
    case 'printjob':
      applyPrintJob(message.job);
      followPrintJob(message.job);
      break;
    case 'bulkprogress':
      applyBulkProgress(message);
      if (message.changes.some((change) => change.listItem !== undefined)) notifyOrderChanges();
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

/** The folders themselves changed (created, renamed, deleted): they, their counts and the list are asked again. */
function refreshFoldersAndList() {
  refreshFolderCountsSoon();
  void refreshOrderList();
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
