import type { Snapshot } from 'valtio';
import type { Order } from '../../shared/schema/order.ts';

/** The open order as components read it from `useSnapshot(activeOrder)`: deeply read-only. */
export type OrderSnapshot = Snapshot<Order>;
