import { defineCommand } from './define-command.ts';

export default defineCommand({
  id: 'selection.all',
  title: 'Alle orders op deze pagina selecteren',
  group: 'Selectie',
  keywords: ['selectie', 'alles', 'pagina'],
  when: (context) => context.route !== null && context.listItems.length > 0,
  run: (context) => context.app.selectAll(),
});
