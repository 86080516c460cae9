import { defineCommand } from './support/define-command.ts';

export default defineCommand({
  id: 'sidebar.toggle',
  title: 'Zijbalk in- of uitklappen',
  group: 'Algemeen',
  keywords: ['zijbalk', 'menu'],
  run: (context) => context.app.toggleSidebar(),
});
