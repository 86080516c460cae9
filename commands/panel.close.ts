import { defineCommand } from './define-command.ts';

export default defineCommand({
  id: 'panel.close',
  title: 'Actiepaneel sluiten',
  group: 'Order',
  keywords: ['sluiten', 'paneel'],
  when: (context) => context.flags['actionPanel.open'] === true,
  run: (context) => context.app.goTo({ ...context.route!, action: undefined }),
});
