import type { Order } from '../../shared/schema/order.ts';
import type { Db } from '../db/database.ts';
import { findUnknownOrderMails } from '../db/mail-jobs.ts';
import { findAttachments, findInternalLog, findOrderRow } from '../db/orders.ts';
import { settleLostMails } from '../mail/lost-mails.ts';
import { toOrder } from './mapper.ts';

/** The order as the detail page shows it: the row with its internal log, attachments and mails of unknown outcome. */
export async function loadOrderView(db: Db, id: number, managementUrl: string): Promise<Order | undefined> {
  const [row, internalLog, attachments, mailUnknown] = await Promise.all([
    findOrderRow(db, id),
    findInternalLog(db, id),
    findAttachments(db, id),
    settleLostMails(db, id).then(() => findUnknownOrderMails(db, id)),
  ]);
  if (!row) return undefined;
  const order = toOrder(row, { internalLog, attachments, managementUrl });
  return { ...order, workbenchMeta: { ...order.workbenchMeta, mailUnknown } };
}
