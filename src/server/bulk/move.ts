// Bulk 'naar map verplaatsen': the single move's operation for each order, undone by putting the order back in the
// folder it came from (or none).
import { bulkMessages, type BulkOptions } from '../../shared/domain/bulk.ts';
import { messages } from '../../shared/domain/messages.ts';
import { moveToFolder } from '../orders/operations/move-to-folder.ts';
import { failed, ok, skipped, type BulkJobKind } from './job-kind.ts';
import { changeOrderOnce } from './order-change.ts';

export const bulkMove: BulkJobKind = {
  concurrency: 1,
  run: (app, job, item) => {
    const { tagId } = job.options as BulkOptions['move'];
    return changeOrderOnce(app, job, item, async (db, order) => {
      const moved = await moveToFolder(db, item.orderId, tagId);
      if (moved.status === 'unchanged') return { result: skipped(bulkMessages.alreadyInFolder) };
      if (moved.status !== 'moved') return { result: failed(messages.tagNotFound) };
      return { result: ok(null, { tagId: order.tagId }), change: moved.change };
    });
  },
  async restore(db, orderId, undo) {
    const moved = await moveToFolder(db, orderId, undo.tagId as number | null);
    return moved.status === 'moved' ? moved.change : undefined;
  },
};
