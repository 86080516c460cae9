import { defineCommand } from '../src/client/commands/types.ts';
import { adjacentOrderId, canStepThroughOrders } from './order-stepping.ts';

export default defineCommand({
  id: 'order.next',
  title: 'Volgende order',
  group: 'Order',
  keywords: ['volgende', 'omlaag'],
  when: canStepThroughOrders,
  run: (context) => {
    const id = adjacentOrderId(context, 'next');
    if (id !== undefined) context.app.goTo({ ...context.route!, id, action: undefined });
  },
});
