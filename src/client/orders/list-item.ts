import type { Snapshot } from 'valtio';
import type { OrderListItem } from '../../shared/schema/order.ts';

/** A list row as the components read it: the read-only valtio snapshot of an order list item. */
export type ListItem = Snapshot<OrderListItem>;
