import { defineCommand } from './support/define-command.ts';

export default defineCommand({
  id: 'panel.close',
  title: 'Actiepaneel sluiten',
  group: 'Order',
  keywords: ['sluiten', 'paneel'],
  when: 'actionPanel.open',
  run: (context) => context.app.goTo({ ...context.route!, action: undefined }),
});
