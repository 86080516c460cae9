import { defineCommand } from './support/define-command.ts';

export default defineCommand({
  id: 'log.add',
  title: 'Notitie toevoegen',
  group: 'Order',
  keywords: ['interne log', 'notitie'],
  when: 'order.loaded && feature.internalLog',
  run: (context) => context.app.focusNewLogEntry(),
});
