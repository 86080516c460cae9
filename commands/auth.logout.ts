import { defineCommand } from './support/define-command.ts';

export default defineCommand({
  id: 'auth.logout',
  title: 'Uitloggen',
  group: 'Algemeen',
  keywords: ['afmelden', 'uitloggen'],
  run: (context) => context.app.logout(),
});
