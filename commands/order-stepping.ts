import { defineCommand, type CommandContext } from '../src/client/commands/types.ts';

type Direction = 'next' | 'previous';

/** Arrow keys step through the list, except on the send-to and florist pages (spec §2 application shell). */
export const canStepThroughOrders = (context: CommandContext) =>
  context.route !== null &&
  context.listItems.length > 0 &&
  !context.flags['route.sendTo'] &&
  !context.flags['route.viewFlorist'];

/** The order after (wrapping to the first) or before (stopping at the first) the open one. */
export function adjacentOrderId(context: CommandContext, direction: Direction): number | undefined {
  const items = context.listItems;
  const index = items.findIndex((item) => item.id === context.route?.id);
  if (direction === 'next') return items[(index + 1) % items.length]?.id;
  if (index <= 0) return index === -1 ? items[0]?.id : undefined;
  return items[index - 1].id;
}

/** order.next and order.previous differ only in their direction. */
export function stepCommand(direction: Direction, id: string, title: string, keywords: string[]) {
  return defineCommand({
    id,
    title,
    group: 'Order',
    keywords,
    when: canStepThroughOrders,
    run: (context) => {
      const next = adjacentOrderId(context, direction);
      if (next !== undefined) context.app.goTo({ ...context.route!, id: next, action: undefined });
    },
  });
}
