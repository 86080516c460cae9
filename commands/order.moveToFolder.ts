import type { CommandContext } from '../src/client/commands/types.ts';
import { defineCommand } from './support/define-command.ts';

function openOrderNumber(context: CommandContext, orderId: number): string {
  if (context.activeOrder?.id === orderId) return context.activeOrder.orderNumber;
  return context.listItems.find((item) => item.id === orderId)?.orderNumber ?? String(orderId);
}

/** Moves the open order to a numeric folder chosen with the keyboard; it leaves the list like a dragged order. */
export default defineCommand({
  id: 'order.moveToFolder',
  title: 'Verplaats naar map…',
  group: 'Order',
  keywords: ['map', 'tag', 'verplaatsen'],
  when: 'order.open',
  run: async (context) => {
    const orderId = context.route?.id;
    if (typeof orderId !== 'number') return;
    const folder = await context.app.chooseFolder();
    if (!folder) return;
    const orderNumber = openOrderNumber(context, orderId);
    if (await context.app.moveToFolder(orderId, folder.id)) {
      context.app.notify.undoable(`Order ${orderNumber} is verplaatst naar ${folder.title}`);
    }
  },
});
