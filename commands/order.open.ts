import { defineCommand } from './define-command.ts';

/** Opens an order by number or scanned barcode, in the current folder or search (palette, scanner). */
export default defineCommand<{ code: string }>({
  id: 'order.open',
  title: 'Order openen',
  group: 'Order',
  hidden: true,
  run: async (context, { code }) => {
    const order = await context.app.findOrder(code);
    const route = context.route ?? { tags: ['unprocessed'] };
    context.app.goTo({ tags: route.tags, query: route.query, page: route.page, id: order.id });
    context.app.notify.success(`Order ${order.orderNumber} is gevonden`);
  },
});
