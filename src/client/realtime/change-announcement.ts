import type { OrderChange } from '../../shared/protocol/changes.ts';
import { ownWriteLikely } from '../api/own-writes.ts';
import { activeOrder } from '../state/active-order.ts';
import { announce } from '../state/live-announcement.ts';

export const changeAnnouncements = {
  // Not 'door een collega': a carrier's tracking update changes the open order too.
  openOrderChanged: (orderNumber: string) => `Order ${orderNumber} is bijgewerkt`,
  newOrder: (orderNumber: string) => `Nieuwe order ${orderNumber}`,
};

/**
 * Tells a screen reader about a change from the socket that this workstation did not make: one to the open order
 * (newer than the version shown), or a new order. Called before the change is applied.
 */
export function announceLiveChange(change: OrderChange, now: number = Date.now()) {
  if (ownWriteLikely(now)) return;
  const open = activeOrder.order;
  if (open && open.id === change.orderId && change.version > open.version) {
    announce(changeAnnouncements.openOrderChanged(open.orderNumber));
  } else if (change.listItem && change.was === null) {
    announce(changeAnnouncements.newOrder(change.listItem.orderNumber));
  }
}
