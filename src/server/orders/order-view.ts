import type { Order } from '../../shared/schema/order.ts';
import type { Db } from '../db/database.ts';
import { findOrderView, type OrderViewParts } from '../db/orders.ts';
import { settleLostMails } from '../mail/lost-mails.ts';
import { toOrder } from './mapper.ts';

/** The order as the detail page shows it, from the parts one statement read. */
export function toOrderView({ row, internalLog, attachments, mailUnknown, handoffs }: OrderViewParts, managementUrl: string): Order {
  const order = toOrder(row, { internalLog, attachments, managementUrl });
  return { ...order, workbenchMeta: { ...order.workbenchMeta, mailUnknown }, handoffs };
}

/** The order as the detail page shows it: the row with its internal log, attachments and mails of unknown outcome. */
export async function loadOrderView(db: Db, id: number, managementUrl: string): Promise<Order | undefined> {
  // First, so a mail whose process died shows as unknown rather than on its way.
  await settleLostMails(db, id);
  const parts = await findOrderView(db, id);
  return parts && toOrderView(parts, managementUrl);
}
