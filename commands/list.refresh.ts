import { defineCommand } from './define-command.ts';

export default defineCommand({
  id: 'list.refresh',
  title: 'Lijst verversen',
  group: 'Lijst',
  keywords: ['vernieuwen', 'herladen', 'verversen'],
  when: (context) => context.route !== null,
  run: (context) => context.app.refreshList(),
});
