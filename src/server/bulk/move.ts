// Bulk 'naar map verplaatsen': the folder change of the single move (setOrderTag), undone by putting the order
// back in the folder it came from (or none).
import { bulkMessages, type BulkOptions } from '../../shared/domain/bulk.ts';
import { setOrderTag } from '../db/orders.ts';
import { ok, skipped, type BulkActionHandler } from './action.ts';
import { changeOrderOnce } from './order-change.ts';

export const moveAction: BulkActionHandler = {
  concurrency: 1,
  run: (app, job, item) => {
    const { tagId } = job.options as BulkOptions['move'];
    return changeOrderOnce(app, job, item, async (db, order) => {
      if (order.tagId === tagId) return skipped(bulkMessages.alreadyInFolder);
      await setOrderTag(db, item.orderId, tagId);
      return ok(null, { tagId: order.tagId });
    });
  },
  async restore(db, orderId, undo) {
    await setOrderTag(db, orderId, undo.tagId as number | null);
  },
};
