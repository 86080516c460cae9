import { defineCommand } from './support/define-command.ts';

/** Finalises a new or printed order and returns to the list it was opened from (spec §4 Order processing). */
export default defineCommand({
  id: 'order.markProcessed',
  title: 'Order verwerken',
  group: 'Order',
  keywords: ['verwerkt', 'afronden', 'klaar'],
  // The open order of the address, not one left in memory after leaving the workbench (e.g. for /admin).
  when: 'order.processable',
  run: async (context) => {
    await context.app.markProcessed();
    context.app.notify.undoable('Order is verwerkt');
    if (!context.route) return;
    context.app.goTo({ ...context.route, id: undefined, action: undefined });
    context.app.focusListPlace();
  },
});
