import type { Order } from '../../shared/schema/order.ts';
import type { Db } from '../db/database.ts';
import { findOrderView, findOrderViewWithUnfinishedMails, type OrderViewParts } from '../db/orders.ts';
import { MAIL_CLAIM_TIMEOUT_MS, settleLost } from '../mail/lost-mails.ts';
import { toOrder } from './mapper.ts';

/** The order as the detail page shows it, from the parts one statement read. */
export function toOrderView({ row, internalLog, attachments, mailUnknown, handoffs }: OrderViewParts, managementUrl: string): Order {
  const order = toOrder(row, { internalLog, attachments, managementUrl });
  return { ...order, workbenchMeta: { ...order.workbenchMeta, mailUnknown }, handoffs };
}

/**
 * The order as the detail page shows it: the row with its internal log, attachments and mails of unknown outcome.
 * A mail whose process died is settled first, so it shows as unknown rather than on its way.
 */
export async function loadOrderView(db: Db, id: number, managementUrl: string): Promise<Order | undefined> {
  const parts = await findOrderViewWithUnfinishedMails(db, id, MAIL_CLAIM_TIMEOUT_MS);
  if (!parts) return undefined;
  if (!(await settleLost(db, parts.unfinishedMails))) return toOrderView(parts, managementUrl);
  const settled = await findOrderView(db, id);
  return settled && toOrderView(settled, managementUrl);
}
