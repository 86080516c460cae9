import { defineCommand } from './support/define-command.ts';

/** Esc in the new-order form: back to the list, after asking when something was typed. */
export default defineCommand({
  id: 'order.createDiscard',
  title: 'Nieuwe order annuleren',
  group: 'Order',
  keywords: ['annuleren', 'weggooien', 'telefoon', 'winkel'],
  when: 'route.create',
  run: (context) => context.app.phoneOrder.discard(),
});
