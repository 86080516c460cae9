import type { Order } from '../../shared/schema/order.ts';
import type { Db } from '../db/database.ts';
import { findAttachments, findInternalLog, findOrderRow } from '../db/orders.ts';
import { toOrder } from './mapper.ts';

/** The order as the detail page shows it: the row with its internal log and attachments. */
export async function loadOrderView(db: Db, id: number, managementUrl: string): Promise<Order | undefined> {
  const [row, internalLog, attachments] = await Promise.all([
    findOrderRow(db, id),
    findInternalLog(db, id),
    findAttachments(db, id),
  ]);
  return row && toOrder(row, { internalLog, attachments, managementUrl });
}
