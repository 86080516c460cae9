// 'Order verwijderen' (administrators): asks first, then the soft delete the 'Verwijderde order' page can undo.
import { defineCommand } from './support/define-command.ts';

export default defineCommand({
  id: 'order.delete',
  title: 'Order verwijderen',
  group: 'Order',
  keywords: ['verwijderen', 'wissen', 'weg'],
  adminOnly: true,
  when: 'order.loaded && user.admin',
  run: async (context) => {
    await context.app.deleteOrder(context.activeOrder!);
  },
});
