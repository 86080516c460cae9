// A scanned order barcode, from the camera or a keyboard-wedge scanner (spec §2 barcode scanning): the order's photo
// screen when it has the photo service, else the order itself. A miss fails with findOrder's Dutch message.
import { defineCommand } from './support/define-command.ts';
import { showFoundOrder } from './support/order-finding.ts';

export default defineCommand<{ code: string }>({
  id: 'order.scan',
  title: 'Gescande order openen',
  group: 'Order',
  hidden: true,
  run: async (context, { code }) => {
    const order = await context.app.findOrder(code);
    showFoundOrder(context, order, order.photoService ? 'addPhoto' : undefined);
  },
});
