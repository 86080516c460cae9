// Deleting an order (administrators, spec §2 issue 13): asked first, then a soft delete the 'Verwijderde order' page
// can undo. The detail's button and the command 'Order verwijderen' share this.
import { toast } from 'sonner';
import { proxy } from 'valtio';
import { endpoints } from '../api/endpoints.ts';
import { call } from '../api/client.ts';
import { currentOrderRoute, goToOrderRoute } from '../navigation.ts';
import { applyChange } from '../state/apply-change.ts';
import { offerSingleUndo } from '../state/last-undo.ts';
import { toastUndoable } from '../orders/single-undo.ts';

export interface DeletableOrder {
  id: number;
  orderNumber: string;
}

/** The order the confirmation (DeleteOrderButton.tsx) asks about, or null. */
export const orderDeletion = proxy<{ asking: DeletableOrder | null }>({ asking: null });

let answer: ((yes: boolean) => void) | null = null;

function confirmDeletion(order: DeletableOrder): Promise<boolean> {
  answer?.(false);
  orderDeletion.asking = { id: order.id, orderNumber: order.orderNumber };
  return new Promise((resolve) => {
    answer = resolve;
  });
}

export function answerOrderDeletion(yes: boolean) {
  orderDeletion.asking = null;
  const resolve = answer;
  answer = null;
  resolve?.(yes);
}

/**
 * Asks, deletes, takes the order off the list and returns to the list in its place; a refusal is a toast.
 * Resolves to whether the order was deleted.
 */
export async function deleteOrderAfterConfirmation(order: DeletableOrder): Promise<boolean> {
  if (!(await confirmDeletion(order))) return false;
  try {
    const change = await call(endpoints.deleteOrder, { params: { id: order.id } });
    applyChange(change);
    offerSingleUndo(change);
  } catch (error) {
    toast.error((error as Error).message);
    return false;
  }
  // The 'Verwijderde order' page asks for the id, which the order number does not tell.
  toastUndoable(`Order ${order.orderNumber} is verwijderd`, { description: `Id ${order.id}` });
  const route = currentOrderRoute();
  if (route?.id === order.id) goToOrderRoute({ ...route, id: undefined, action: undefined }, { replace: true });
  return true;
}

/** Brings a deleted order back; resolves to the spec's success text, rejects with the server's message. */
export async function undeleteOrder(id: number): Promise<string> {
  applyChange(await call(endpoints.undeleteOrder, { params: { id } }));
  return `Order ${id} verwijderen is ongedaan gemaakt!`;
}

