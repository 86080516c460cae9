// What an undoable single action records of the order before it (issue 24): the columns a move, a processed mark, a
// delete or a block edit can rewrite. The undo writes back those that the action changed.
import type { UndoRecord } from '../../db/orders.ts';
import type { OrderColumns } from '../../db/order-columns.ts';

export const RESTORABLE_COLUMNS = [
  'tag_id', 'deleted_at', 'treatment', 'delivery_date', 'delivery_date_time', 'card', 'description', 'comment',
  'delivery_status', 'delivery_status_nr', 'recipient', 'recipient_name', 'recipient_postcode', 'customer',
  'customer_name', 'customer_email',
] as const satisfies readonly (keyof OrderColumns)[];

/** The undo of an action by `user` on the order as it was locked before the action. */
export const undoRecord = (user: string, before: OrderColumns): UndoRecord => ({
  user,
  previous: Object.fromEntries(RESTORABLE_COLUMNS.map((column) => [column, before[column]])),
});
