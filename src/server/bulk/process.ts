// Bulk 'verwerken': the processed mark of Shift+V for each order, undone by putting the treatment back. The rule
// which orders may be marked (mayMarkProcessed) is the single mark's: an order already finished with is skipped.
import { bulkMessages } from '../../shared/domain/bulk.ts';
import { messages } from '../../shared/domain/messages.ts';
import type { OrderUpdate } from '../../shared/schema/order.ts';
import { markProcessed } from '../orders/operations/mark-processed.ts';
import { saveBlocks } from '../orders/operations/save-blocks.ts';
import { failed, ok, skipped, type BulkJobKind } from './job-kind.ts';
import { changeOrderOnce } from './order-change.ts';

export const bulkProcess: BulkJobKind = {
  concurrency: 1,
  run: (app, job, item) =>
    changeOrderOnce(app, job, item, async (db, order) => {
      // At the version the locked order has: nobody can move it on in between.
      const marked = await markProcessed(db, item.orderId, order.version);
      if (marked.status === 'refused') return { result: skipped(bulkMessages.alreadyProcessed) };
      if (marked.status !== 'updated') return { result: failed(messages.orderConflict) };
      return { result: ok(null, { treatment: order.treatment }), change: marked.change };
    }),
  async restore(db, orderId, undo, order) {
    const saved = await saveBlocks(db, orderId, { version: order.version, treatment: undo.treatment as OrderUpdate['treatment'] });
    return saved.status === 'updated' ? saved.change : undefined;
  },
};
