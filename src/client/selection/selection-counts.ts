import { isUnprocessed } from '../../shared/domain/folder-match.ts';
import type { OrderListItem } from '../../shared/schema/order.ts';

type Counted = Pick<OrderListItem, 'treatment' | 'isPaid' | 'activeTransporter'>;

/** What the selection bar says about the selected orders besides their number; a count of none is left out. */
export function selectionCounts(orders: readonly Counted[]): string[] {
  const count = (test: (order: Counted) => boolean) => orders.filter(test).length;
  return [
    [count((order) => isUnprocessed(order.treatment)), 'onverwerkt'],
    [count((order) => !order.isPaid), 'onbetaald'],
    [count((order) => order.activeTransporter !== null), 'al aangemeld'],
  ].flatMap(([number, word]) => (number ? [`${number} ${word}`] : []));
}
