import type { CommandContext } from '../../src/client/commands/types.ts';
import { defineCommand } from './define-command.ts';
import { indexAfterGap } from '../../src/shared/domain/list-place.ts';

type Direction = 'next' | 'previous';

/** Arrow keys step through the list, except on the send-to and florist pages (spec §2 application shell). */
export const STEPPING_WHEN = 'route.order && list.any && !route.sendTo && !route.viewFlorist';

/**
 * The rows ↓ and ↑ open: around the open order, or, once the open order has left the list (moved, or processed
 * with Shift+V back to the list), around the place where it stood. Null when neither: both keys open the first row.
 */
function neighbourIndexes(context: CommandContext): { next: number; previous: number } | null {
  const openId = context.route?.id;
  const index = context.listItems.findIndex((item) => item.id === openId);
  if (index >= 0) return { next: index + 1, previous: index - 1 };
  const gap = context.listGap;
  if (!gap || (openId !== undefined && openId !== gap.id)) return null;
  const after = indexAfterGap(context.listItems, gap);
  return { next: after, previous: after - 1 };
}

/** The order after (wrapping to the first) or before (stopping at the first) the open one. */
export function adjacentOrderId(context: CommandContext, direction: Direction): number | undefined {
  const items = context.listItems;
  const around = neighbourIndexes(context);
  if (!around) return items[0]?.id;
  if (direction === 'next') return items[around.next % items.length]?.id;
  return around.previous >= 0 ? items[around.previous]?.id : undefined;
}

/** order.next and order.previous differ only in their direction. */
export function stepCommand(direction: Direction, id: string, title: string, keywords: string[]) {
  return defineCommand({
    id,
    title,
    group: 'Order',
    keywords,
    when: STEPPING_WHEN,
    run: (context) => {
      const next = adjacentOrderId(context, direction);
      if (next !== undefined) context.app.goTo({ ...context.route!, id: next, action: undefined });
    },
  });
}
