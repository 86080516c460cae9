import { defineCommand } from './support/define-command.ts';

export default defineCommand({
  id: 'list.refresh',
  title: 'Lijst verversen',
  group: 'Lijst',
  keywords: ['vernieuwen', 'herladen', 'verversen'],
  when: 'route.order',
  run: (context) => context.app.refreshList(),
});
