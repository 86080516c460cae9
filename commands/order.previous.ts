import { defineCommand } from '../src/client/commands/types.ts';
import { adjacentOrderId, canStepThroughOrders } from './order-stepping.ts';

export default defineCommand({
  id: 'order.previous',
  title: 'Vorige order',
  group: 'Order',
  keywords: ['vorige', 'omhoog'],
  when: canStepThroughOrders,
  run: (context) => {
    const id = adjacentOrderId(context, 'previous');
    if (id !== undefined) context.app.goTo({ ...context.route!, id, action: undefined });
  },
});
