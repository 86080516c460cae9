import type { CommandContext } from '../../src/client/commands/types.ts';
import { indexAfterGap } from '../../src/shared/domain/list-place.ts';

/**
 * The list row the keyboard is on: the open order's, or, once that order has left the list, the row that took its
 * place (the one ↓ opens next). -1 when neither.
 */
export function currentRowIndex(context: Pick<CommandContext, 'listItems' | 'route' | 'listGap'>): number {
  const items = context.listItems;
  const openId = context.route?.id;
  const open = items.findIndex((item) => item.id === openId);
  const gap = context.listGap;
  if (open >= 0 || !gap || (openId !== undefined && openId !== gap.id) || items.length === 0) return open;
  return Math.min(indexAfterGap(items, gap), items.length - 1);
}
