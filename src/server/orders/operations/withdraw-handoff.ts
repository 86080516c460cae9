// POST /workbench/order/{id}/handoff/withdraw ('Overdracht intrekken', issue 24): the order's hand-off to a colleague
// florist or the relay taken back, in one transaction — the record kept as withdrawn with who, when and why, the order
// new again without that transport entry, and a line in the internal log. Nobody is mailed: the florist is called.
import { TREATMENT_NEW } from '../../../shared/domain/constants.ts';
import { handoffTargetName, withdrawalMessages } from '../../../shared/domain/handoff-withdrawal.ts';
import { handoffTargetOf } from '../../../shared/domain/handoffs.ts';
import type { OrderChange } from '../../../shared/protocol/changes.ts';
import type { Db } from '../../db/database.ts';
import { findCurrentHandoff, findTransportFloristName, markHandoffWithdrawn, returnHandedOffOrder } from '../../db/handoff-withdrawal.ts';
import { addLogEntry, findOrderView, lockOrderRow } from '../../db/orders.ts';
import { blocksChangedSince } from '../edit-blocks.ts';
import { changedBlocks, changeOf } from './change-of.ts';
import { inTransaction } from './in-transaction.ts';

export interface Withdrawal {
  /** The reason as checked by withdrawReasonError, trimmed. */
  reason: string;
  /** The version the user saw the hand-off at: refused when the treatment changed since. */
  version?: number;
  user: string;
}

export type WithdrawResult =
  | { status: 'done'; change: OrderChange }
  | { status: 'missing' }
  /** Neither a hand-off record nor the treatment says the order was handed off. */
  | { status: 'not-handed-off' }
  /** A hand-off is being claimed or mailed right now. */
  | { status: 'in-progress' }
  | { status: 'stale' };

/**
 * Locks the order first, so of withdrawals at once one withdraws and the others find nothing to withdraw. An order
 * handed over before hand-offs were recorded (its treatment alone says so) comes back the same way, with no record.
 */
export function withdrawHandoff(db: Db, orderId: number, { reason, version, user }: Withdrawal): Promise<WithdrawResult> {
  return inTransaction(db, async (client): Promise<WithdrawResult> => {
    const before = await lockOrderRow(client, orderId);
    if (!before) return { status: 'missing' };
    if (version !== undefined && blocksChangedSince(before.field_versions, ['treatment'], version).length > 0) return { status: 'stale' };
    const current = await findCurrentHandoff(client, orderId);
    if (current?.status === 'claimed') return { status: 'in-progress' };
    const target = current?.target ?? handoffTargetOf(before.treatment);
    if (!target) return { status: 'not-handed-off' };
    if (current && !(await markHandoffWithdrawn(client, current.id, user, reason))) return { status: 'in-progress' };

    const floristName = current ? current.floristName : await findTransportFloristName(client, orderId);
    const after = await returnHandedOffOrder(client, orderId, target, TREATMENT_NEW);
    await addLogEntry(client, orderId, user, withdrawalMessages.logEntry(handoffTargetName(target, floristName), reason));
    const view = await findOrderView(client, orderId);
    const change = changeOf(before, after, changedBlocks(before, after));
    return { status: 'done', change: { ...change, blocks: { ...change.blocks, internalLog: view!.internalLog, handoffs: view!.handoffs } } };
  });
}
