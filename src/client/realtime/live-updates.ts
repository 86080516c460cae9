import type { ServerMessage } from '../../shared/protocol/socket.ts';
import { activeOrder, openOrder } from '../state/active-order.ts';
import { orderCache } from '../state/order-cache.ts';
import { reloadFeatures } from '../state/app-data.ts';
import { loadDayFolderCounts } from '../state/day-folders.ts';
import { loadFolders } from '../state/folders.ts';
import { refreshOrderList } from '../state/order-list.ts';
import { ui } from '../state/ui.ts';
import { reloadWhenServerAnswers } from './reload-when-back.ts';

/** What each server message does to what this workstation shows (spec §4 live socket messages). */
export function applyServerMessage(message: ServerMessage) {
  switch (message.type) {
    case 'listitem':
      void loadFolders();
      void loadDayFolderCounts();
      void refreshOrderList();
      break;
    case 'activeitem':
      // Refetch even at the same version: internal-log entries change the order without moving its version.
      orderCache.forget(message.orderId);
      if (activeOrder.id === message.orderId) void openOrder(message.orderId, { force: true });
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

/** After a dropped connection messages may have been missed: fetch again what is on screen. */
export function refetchShown() {
  void loadFolders();
  void loadDayFolderCounts();
  void refreshOrderList();
  if (activeOrder.id !== null) void openOrder(activeOrder.id, { force: true });
}
