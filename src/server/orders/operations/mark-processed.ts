// Shift+V / 'Order verwerken' and the bulk 'verwerken': the treatment edit to 'Verwerkt', for an order that may get it.
import { bulkMessages } from '../../../shared/domain/bulk.ts';
import { mayMarkProcessed, TREATMENT_PROCESSED } from '../../../shared/domain/order-rules.ts';
import type { OrderUpdate } from '../../../shared/schema/order.ts';
import type { Db } from '../../db/database.ts';
import { touchedBlocks } from '../edit-blocks.ts';
import { saveBlocks, type SaveResult } from './save-blocks.ts';

/** Whether a PUT is the processed mark: the treatment 'Verwerkt' and nothing else. */
export const isProcessedMark = (update: OrderUpdate) =>
  update.treatment === TREATMENT_PROCESSED && touchedBlocks(update).length === 1;

/** Marks the order 'Verwerkt' at the version it was read; refused when it is finished with already. */
export function markProcessed(db: Db, id: number, version: number, options: { undoBy?: string } = {}): Promise<SaveResult> {
  return saveBlocks(db, id, { version, treatment: TREATMENT_PROCESSED }, {
    ...options,
    refuse: (order) => (mayMarkProcessed(order) ? null : bulkMessages.alreadyProcessed),
  });
}
