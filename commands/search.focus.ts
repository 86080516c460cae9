import { defineCommand } from './support/define-command.ts';

export default defineCommand({
  id: 'search.focus',
  title: 'Zoeken',
  group: 'Lijst',
  keywords: ['zoek', 'vinden'],
  run: (context) => context.app.focusSearch(),
});
