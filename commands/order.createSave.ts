import { defineCommand } from './support/define-command.ts';

/** Ctrl+Enter in the new-order form saves it, as Opslaan does; the form's own checks still apply. */
export default defineCommand({
  id: 'order.createSave',
  title: 'Nieuwe order opslaan',
  group: 'Order',
  keywords: ['opslaan', 'aanmaken', 'telefoon', 'winkel'],
  when: 'route.create',
  run: (context) => context.app.phoneOrder.save(),
});
