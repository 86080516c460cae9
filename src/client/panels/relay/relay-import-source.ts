// Which values an import into the relay's system takes (issue 24): the relay form's when it is on screen for the
// order (its refusals then land on its fields), else the form as it would be filled from the order.
import { toast } from 'sonner';
import { handoffMessages } from '../../../shared/domain/handoffs.ts';
import { relayDefaults, relayErrors, relayFieldOf } from '../../../shared/domain/relay-form.ts';
import type { Order } from '../../../shared/schema/order.ts';
import { importToRelay } from './relay-handoff.ts';

interface RelayFormOnScreen {
  orderId: number;
  /** Checks the form (its errors show on its fields), then imports what it holds. */
  importFromForm(): Promise<boolean>;
}

let onScreen: RelayFormOnScreen | null = null;

/** The relay panel says it is open; the returned function says it closed. */
export function showRelayForm(form: RelayFormOnScreen): () => void {
  onScreen = form;
  return () => {
    if (onScreen === form) onScreen = null;
  };
}

/**
 * Imports the order with the form on screen, or filled from the order; what the order lacks for the relay (no
 * product, no recipient) is said in the failure toast, naming the fields to fill in the relay form (B E).
 */
export async function importOrderToRelay(order: Order): Promise<boolean> {
  if (onScreen?.orderId === order.id) return onScreen.importFromForm();
  const values = relayDefaults(order);
  const missing = relayErrors(values);
  if (missing.length > 0) {
    toast.error(handoffMessages.relayFailed, {
      description: handoffMessages.completeRelayForm(missing.map((error) => relayFieldOf(error.field).label)),
    });
    return false;
  }
  return importToRelay(order, values);
}
