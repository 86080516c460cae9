import { isUnprocessed } from '../../shared/domain/folder-match.ts';
import type { OrderListItem } from '../../shared/schema/order.ts';

type Counted = Pick<OrderListItem, 'treatment' | 'isPaid' | 'activeTransporter'>;

/**
 * What the selection bar says about the selected orders besides their number; a count of none is left out. Only
 * the listed ones are known well enough to count; the rest are counted as no longer in the list.
 */
export function selectionCounts(listed: readonly Counted[], selected = listed.length): string[] {
  const count = (test: (order: Counted) => boolean) => listed.filter(test).length;
  return [
    [count((order) => isUnprocessed(order.treatment)), 'onverwerkt'],
    [count((order) => !order.isPaid), 'onbetaald'],
    [count((order) => order.activeTransporter !== null), 'al aangemeld'],
    [selected - listed.length, 'niet in deze lijst'],
  ].flatMap(([number, word]) => (number ? [`${number} ${word}`] : []));
}
