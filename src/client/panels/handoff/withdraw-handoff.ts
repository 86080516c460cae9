// 'Overdracht intrekken' (issue 24): the dialog asks for the reason, the server takes the hand-off back, and the
// change it answers makes the order new again on this workstation at once (the echo does so on the others).
import { toast } from 'sonner';
import { proxy } from 'valtio';
import { handoffTargetName, withdrawalMessages, withdrawReasonError } from '../../../shared/domain/handoff-withdrawal.ts';
import { handoffTargetOf } from '../../../shared/domain/handoffs.ts';
import { endpoints } from '../../api/endpoints.ts';
import type { Order } from '../../../shared/schema/order.ts';
import { call } from '../../api/client.ts';
import { fieldErrors } from '../../api/field-errors.ts';
import { applyChange } from '../../state/apply-change.ts';

export type WithdrawableOrder = Pick<Order, 'id' | 'orderNumber' | 'version' | 'treatment' | 'handoffs'>;

interface OpenWithdrawal {
  orderId: number;
  orderNumber: string;
  version: number;
  /** Who has the order now: the florist's name, EuroFlorist, or 'collega bloemist'. */
  to: string;
}

/** The withdrawal WithdrawHandoffDialog shows: the order, the reason's error, and whether the request is underway. */
export const handoffWithdrawal = proxy<{ open: OpenWithdrawal | null; error: string | null; sending: boolean }>({
  open: null, error: null, sending: false,
});

let settle: ((withdrawn: boolean) => void) | null = null;

function close(withdrawn: boolean) {
  Object.assign(handoffWithdrawal, { open: null, error: null, sending: false });
  const resolve = settle;
  settle = null;
  resolve?.(withdrawn);
}

/** Who has the order now, as its newest sent hand-off (or, before hand-offs were recorded, its treatment) says. */
function currentHolder(order: WithdrawableOrder): string {
  const sent = order.handoffs?.findLast((handoff) => handoff.status === 'sent');
  if (sent) return handoffTargetName(sent.target, sent.floristName);
  return handoffTargetName(handoffTargetOf(order.treatment) ?? 'florist', null);
}

/** Opens the dialog; resolves to whether the hand-off was withdrawn (false: cancelled, or refused with a toast). */
export function askHandoffWithdrawal(order: WithdrawableOrder): Promise<boolean> {
  close(false);
  handoffWithdrawal.open = { orderId: order.id, orderNumber: order.orderNumber, version: order.version, to: currentHolder(order) };
  return new Promise((resolve) => {
    settle = resolve;
  });
}

export const cancelHandoffWithdrawal = () => close(false);

/**
 * Checks the reason by the shared rule, then withdraws. A reason the server refuses stays in the dialog with its
 * message; any other refusal (nothing to withdraw, a hand-off underway, a colleague's change) closes it with a toast.
 */
export async function confirmHandoffWithdrawal(reason: string): Promise<void> {
  const open = handoffWithdrawal.open;
  if (!open || handoffWithdrawal.sending) return;
  handoffWithdrawal.error = withdrawReasonError(reason);
  if (handoffWithdrawal.error) return;
  handoffWithdrawal.sending = true;
  try {
    const change = await call(endpoints.withdrawHandoff, {
      params: { id: open.orderId }, body: { reason: reason.trim(), version: open.version },
    });
    applyChange(change);
    toast.success(withdrawalMessages.withdrawn);
    close(true);
  } catch (error) {
    const reasonError = fieldErrors(error).find((field) => field.field === 'reason');
    if (reasonError) {
      Object.assign(handoffWithdrawal, { error: reasonError.message, sending: false });
      return;
    }
    toast.error(withdrawalMessages.failed, { description: (error as Error).message });
    close(false);
  }
}
