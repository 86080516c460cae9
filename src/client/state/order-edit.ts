// Which block of the open order is being edited, and saving it (spec §4 Editable block).
import { proxy } from 'valtio';
import { TREATMENT_PROCESSED } from '../../shared/domain/order-rules.ts';
import type { Order, OrderUpdate } from '../../shared/schema/order.ts';
import { endpoints } from '../api/endpoints.ts';
import { ApiError, call } from '../api/client.ts';
import { activeOrder } from './active-order.ts';
import { applyChange } from './apply-change.ts';
import { orderCache } from './order-cache.ts';
import { offerSingleUndo } from './last-undo.ts';
import { toastUndoable } from '../orders/single-undo.ts';

export type EditableBlockId =
  | 'deliveryDate' | 'deliveryMoment' | 'card' | 'notes' | 'comment' | 'address' | 'customer' | 'email' | 'invoiceEmail'
  | 'deliveryStatus';

export type OrderChanges = Omit<OrderUpdate, 'version' | 'id'>;

/**
 * One block at a time; `version` is the order version the block was opened with, or the one a conflict brought;
 * `orderId` the order it belongs to.
 */
export const editing = proxy({ block: null as EditableBlockId | null, version: 0, orderId: null as number | null });

export function startEditing(block: EditableBlockId) {
  // Opening the block being edited again must keep its version: a newer one would hide a colleague's change.
  // One block at a time: another block waits for Opslaan or Annuleren, so unsaved input is never dropped.
  if (!activeOrder.order || editing.block !== null) return;
  editing.block = block;
  editing.version = activeOrder.order.version;
  editing.orderId = activeOrder.order.id;
}

export function stopEditing() {
  editing.block = null;
}

/** Shows the order a conflict answered with, and keeps the copy for the next time it is opened. */
export function replaceOpenOrder(order: Order) {
  orderCache.put(order);
  if (activeOrder.id === order.id) activeOrder.order = order;
}

export type SaveOutcome =
  | { kind: 'saved' }
  | { kind: 'conflict'; message: string }
  | { kind: 'invalid'; errors: readonly { field: string; message: string }[] }
  | { kind: 'failed'; message: string };

const conflictOrder = (error: ApiError) => (error.body as { order?: Order } | null)?.order;

/**
 * Sends only the block's fields with the version it was opened with. On a conflict the current order is shown
 * and becomes the version to save against, so saving again puts the user's input on top of it.
 */
export async function saveBlock(changes: OrderChanges): Promise<SaveOutcome> {
  const order = activeOrder.order;
  if (!order) return { kind: 'failed', message: 'Er is geen order geopend' };
  try {
    const body = { version: editing.version, ...changes };
    const change = await call(endpoints.updateOrder, { params: { id: order.id }, body });
    applyChange(change);
    offerSingleUndo(change);
    toastUndoable('Wijziging opgeslagen');
    stopEditing();
    return { kind: 'saved' };
  } catch (error) {
    if (!(error instanceof ApiError)) return { kind: 'failed', message: (error as Error).message };
    const current = conflictOrder(error);
    if (error.status === 409 && current) {
      replaceOpenOrder(current);
      editing.version = current.version;
      return { kind: 'conflict', message: error.message };
    }
    if (error.status === 400 && error.errors?.length) return { kind: 'invalid', errors: error.errors };
    return { kind: 'failed', message: error.message };
  }
}

/**
 * Finalises an unprocessed order (spec §4 Order processing); rejects with the server's message. Its list row
 * follows at once, so it leaves a folder it no longer belongs in before the live update comes round.
 */
export async function markProcessed() {
  const order = activeOrder.order;
  if (!order) throw new Error('Er is geen order geopend');
  const body = { version: order.version, treatment: TREATMENT_PROCESSED } as const;
  const change = await call(endpoints.updateOrder, { params: { id: order.id }, body });
  applyChange(change);
  offerSingleUndo(change);
}
