// PUT /workbench/order/{id}/attribute/{attributeId}: one of the order's attributes (the guestbook opt-out).
import type { OrderChange } from '../../../shared/protocol/changes.ts';
import type { Order } from '../../../shared/schema/order.ts';
import type { Db } from '../../db/database.ts';
import { findOrderView, setOrderAttribute } from '../../db/orders.ts';
import { toOrderView } from '../order-view.ts';
import { changedBlocks, changeOf } from './change-of.ts';
import { inTransaction } from './in-transaction.ts';

/** `order`: the order as the detail page shows it after the change, for the answer. */
export type AttributeResult = { status: 'done'; change: OrderChange; order: Order } | { status: 'missing' };

/** Sets the attribute on the order, locked as the detail page shows it; the change names the blocks that show it. */
export function setAttribute(db: Db, id: number, attributeId: number, value: boolean | string, managementUrl: string): Promise<AttributeResult> {
  return inTransaction(db, async (client): Promise<AttributeResult> => {
    const before = await findOrderView(client, id, { lock: true });
    if (!before) return { status: 'missing' };
    const after = (await setOrderAttribute(client, id, attributeId, value))!;
    // An attribute is in no list row: the lists have nothing to take.
    const { orderId, version, blocks } = changeOf(before.row, after, changedBlocks(before.row, after));
    return { status: 'done', change: { orderId, version, blocks }, order: toOrderView({ ...before, row: after }, managementUrl) };
  });
}
