// Taking back a single move, processed mark, delete or block edit (issue 24): the toast's 'Ongedaan maken' and
// Ctrl+Z (undo.last) ask the server for the inverse change; a refusal is the server's message (who changed it since).
import { toast } from 'sonner';
import { BULK_UNDO_WINDOW_MS } from '../../shared/domain/bulk.ts';
import { undoMessages } from '../../shared/domain/undo.ts';
import { endpoints } from '../api/endpoints.ts';
import { call } from '../api/client.ts';
import { currentOrderRoute, openOrderInPlace } from '../navigation.ts';
import { applyChange } from '../state/apply-change.ts';
import { lastSingleAction, takeSingleUndo, type SingleUndo } from '../state/last-undo.ts';

/** The toast that offers this undo: taken by key or button, it goes, so its button cannot be pressed twice. */
const offerToastId = (offer: SingleUndo) => `undo-${offer.orderId}-${offer.version}`;

/** Rejects with the server's message. */
export async function undoSingleAction(offer: SingleUndo): Promise<void> {
  takeSingleUndo(offer.orderId);
  toast.dismiss(offerToastId(offer));
  const change = await call(endpoints.undoOrderAction, { params: { id: offer.orderId }, body: { version: offer.version } });
  applyChange(change);
  reopenIfBackOnTheList(change.orderId);
  toast.success(undoMessages.undone(change.listItem?.orderNumber ?? String(change.orderId)));
}

/**
 * A processed mark and a delete took the user back to the list: their undo opens the order again, as it was before
 * the action. An order opened since is left open.
 */
function reopenIfBackOnTheList(orderId: number) {
  const route = currentOrderRoute();
  if (route && route.id === undefined) openOrderInPlace(orderId);
}

const undoAndSay = (offer: SingleUndo) => undoSingleAction(offer).catch((error: Error) => void toast.error(error.message));

/** A success toast offering 'Ongedaan maken' of the action just remembered (offerSingleUndo), as long as Ctrl+Z can. */
export function toastUndoable(message: string, options: { description?: string } = {}) {
  const offer = lastSingleAction.undoable;
  if (!offer) {
    toast.success(message, options);
    return;
  }
  const undo = { orderId: offer.orderId, version: offer.version };
  toast.success(message, {
    ...options,
    id: offerToastId(undo),
    duration: BULK_UNDO_WINDOW_MS,
    action: { label: undoMessages.undo, onClick: () => void undoAndSay(undo) },
  });
}
