import { defineCommand } from './support/define-command.ts';

export default defineCommand({
  id: 'selection.all',
  title: 'Alle orders op deze pagina selecteren',
  group: 'Selectie',
  keywords: ['selectie', 'alles', 'pagina'],
  when: 'route.order && list.any',
  run: (context) => context.app.selectAll(),
});
