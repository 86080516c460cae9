import { defineCommand } from './support/define-command.ts';
import { showFoundOrder } from './support/order-finding.ts';

/** Opens an order by number or barcode, in the current folder or search (the palette; scanners run order.scan). */
export default defineCommand<{ code: string }>({
  id: 'order.open',
  title: 'Order openen',
  group: 'Order',
  hidden: true,
  run: async (context, { code }) => showFoundOrder(context, await context.app.findOrder(code)),
});
