import { defineCommand } from '../src/client/commands/types.ts';

export default defineCommand({
  id: 'palette.show',
  title: 'Opdrachtenpalet openen',
  group: 'Algemeen',
  keywords: ['zoeken', 'commando', 'palet'],
  when: (context) => !context.flags['palette.open'],
  run: (context) => context.app.showPalette(),
});
