// Moving an order into or out of a folder from the list; the list and the folder counts follow at once.
import { toast } from 'sonner';
import type { OrderChange } from '../../shared/protocol/changes.ts';
import { endpoints } from '../api/endpoints.ts';
import { call } from '../api/client.ts';
import { applyChange } from '../state/apply-change.ts';
import { offerSingleUndo } from '../state/last-undo.ts';

/**
 * Resolves to whether the change was made; a refusal is shown as a toast. A move is what Ctrl+Z takes back next. The server answers the change with the
 * order's new list row: it leaves a folder view it no longer belongs in, and stays (with its new folder) in a search.
 */
async function changeFolder(call: () => Promise<OrderChange>): Promise<boolean> {
  try {
    const change = await call();
    applyChange(change);
    offerSingleUndo(change);
    return true;
  } catch (error) {
    toast.error((error as Error).message);
    return false;
  }
}

export const moveOrderToFolder = (orderId: number, tagId: number) =>
  changeFolder(() =>
    call(endpoints.tagOrder, { params: { id: tagId }, body: { objectId: orderId, objectType: 'Order' } }),
  );

export const removeOrderFromFolder = (orderId: number, tagId: number) =>
  changeFolder(() => call(endpoints.untagOrder, { params: { id: orderId, tagId } }));
