// The one reducer of issue 23: a change (src/shared/protocol/changes.ts) from this workstation's own write or from
// the socket updates the list, the folder counts, the open order and the order cache alike, without asking the
// server for anything the change carries.
import { messages } from '../../shared/domain/messages.ts';
import type { OrderChange } from '../../shared/protocol/changes.ts';
import type { Order } from '../../shared/schema/order.ts';
import { activeOrder, openOrder } from './active-order.ts';
import { applyListItemChange, applyListItemRemoval } from './list-item-change.ts';
import { orderCache } from './order-cache.ts';

const REMEMBERED = 500;

/** The newest version whose list row and counts were applied, per order: the echo of one's own change moves nothing. */
const appliedVersions = new Map<number, number>();

function rememberApplied(orderId: number, version: number) {
  appliedVersions.delete(orderId);
  appliedVersions.set(orderId, version);
  if (appliedVersions.size > REMEMBERED) appliedVersions.delete(appliedVersions.keys().next().value!);
}

/**
 * A copy of the order with the change applied: the same copy when it is newer or has nothing to take, undefined
 * when the copy is out of date — the change moved the order on without carrying what changed, or skipped a version
 * this workstation never heard of (whose blocks it would otherwise keep at their old values).
 */
function patched(order: Order, { version, blocks }: OrderChange): Order | undefined {
  if (version < order.version) return order;
  if (blocks && version <= order.version + 1) return { ...order, ...blocks, version };
  return version > order.version ? undefined : order;
}

function patchCachedOrder(change: OrderChange) {
  const cached = orderCache.get(change.orderId);
  // No copy yet: one being fetched may have been read before this change.
  if (!cached) return orderCache.forget(change.orderId);
  const next = patched(cached, change);
  if (next === undefined) orderCache.forget(change.orderId);
  else if (next !== cached) orderCache.put(next);
}

function patchOpenOrder(change: OrderChange) {
  if (activeOrder.id !== change.orderId) return;
  if (change.listItem === null) {
    // Gone (deleted): what opening it would answer, without asking.
    Object.assign(activeOrder, { order: null, loading: false, error: messages.orderNotFound(change.orderId) });
    return;
  }
  const open = activeOrder.order;
  const next = open && patched(open, change);
  if (!next) void openOrder(change.orderId, { force: true });
  else if (next !== open) {
    activeOrder.order = next;
    orderCache.put(next);
  }
}

/**
 * Applies a change; applying it again (the answer, then its echo), or an older one after a newer, is harmless: the
 * list and the counts move for a newer version only, and each copy of the order takes blocks no older than itself.
 */
export function applyChange(change: OrderChange, now: Date = new Date()) {
  const { orderId, version, listItem, was } = change;
  if (version > (appliedVersions.get(orderId) ?? 0)) {
    rememberApplied(orderId, version);
    if (listItem) applyListItemChange(listItem, now, was);
    else if (listItem === null) applyListItemRemoval(orderId, was ?? null, now);
  }
  patchCachedOrder(change);
  patchOpenOrder(change);
}
