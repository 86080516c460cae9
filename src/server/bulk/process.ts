// Bulk 'verwerken': the treatment edit of Shift+V ('Verwerkt') through the same compare-and-set update, undone by
// putting the treatment back. An order already finished with (processed, with a florist or the relay service,
// handled) is left alone: marking it 'Verwerkt' would wipe out how it was handed off.
import { bulkMessages } from '../../shared/domain/bulk.ts';
import { messages } from '../../shared/domain/messages.ts';
import type { OrderUpdate } from '../../shared/schema/order.ts';
import type { LockedOrder } from '../db/bulk-jobs.ts';
import type { Db } from '../db/database.ts';
import { updateOrder } from '../orders/update-order.ts';
import { failed, ok, skipped, type BulkActionHandler } from './action.ts';
import { changeOrderOnce } from './order-change.ts';

const PROCESSED = 'Verwerkt';
const STILL_OPEN = new Set(['Nieuw', 'Geprint']);

/** The treatment edit at the version the locked order has: nobody can move it on in between. */
async function setTreatment(db: Db, orderId: number, order: LockedOrder, treatment: OrderUpdate['treatment']): Promise<boolean> {
  return (await updateOrder(db, orderId, { version: order.version, treatment })).status === 'updated';
}

export const processAction: BulkActionHandler = {
  concurrency: 1,
  run: (app, job, item) =>
    changeOrderOnce(app, job, item, async (db, order) => {
      if (!STILL_OPEN.has(order.treatment)) return skipped(bulkMessages.alreadyProcessed);
      if (!(await setTreatment(db, item.orderId, order, PROCESSED))) return failed(messages.orderConflict);
      return ok(null, { treatment: order.treatment });
    }),
  async restore(db, orderId, undo, order) {
    await setTreatment(db, orderId, order, undo.treatment as OrderUpdate['treatment']);
  },
};
