import { defineCommand } from './support/define-command.ts';

export default defineCommand({
  id: 'palette.show',
  title: 'Opdrachtenpalet openen',
  group: 'Algemeen',
  keywords: ['zoeken', 'commando', 'palet'],
  when: '!palette.open',
  run: (context) => context.app.showPalette(),
});
