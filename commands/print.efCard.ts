import { defineCommand } from './support/define-command.ts';

/** Opens the 'Print EF kaart' modal: a free card text printed on a card2 printer (spec §2 Extra menu). */
export default defineCommand({
  id: 'print.efCard',
  title: 'EF kaart printen',
  group: 'Printen',
  keywords: ['euroflorist', 'kaartje', 'ef kaart'],
  when: 'feature.printEfCard',
  run: (context) => context.app.openEfCard(),
});
