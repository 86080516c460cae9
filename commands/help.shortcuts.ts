import { defineCommand } from './support/define-command.ts';

export default defineCommand({
  id: 'help.shortcuts',
  title: 'Sneltoetsen tonen of verbergen',
  group: 'Algemeen',
  keywords: ['help', 'toetsen', 'sneltoetsen'],
  run: (context) => context.app.toggleShortcuts(),
});
