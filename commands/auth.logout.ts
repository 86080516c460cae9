import { defineCommand } from './define-command.ts';

export default defineCommand({
  id: 'auth.logout',
  title: 'Uitloggen',
  group: 'Algemeen',
  keywords: ['afmelden', 'uitloggen'],
  run: (context) => context.app.logout(),
});
