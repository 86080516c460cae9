import { defineCommand } from './define-command.ts';

export default defineCommand({
  id: 'log.add',
  title: 'Notitie toevoegen',
  group: 'Order',
  keywords: ['interne log', 'notitie'],
  when: (context) =>
    context.activeOrder !== null && context.flags['order.open'] === true && context.flags['feature.internalLog'] === true,
  run: (context) => context.app.focusNewLogEntry(),
});
