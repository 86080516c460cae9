import { defineCommand } from './support/define-command.ts';

/** Ctrl+Enter in the new-note box adds the note, as Toevoegen does. */
export default defineCommand({
  id: 'log.submit',
  title: 'Notitie opslaan',
  group: 'Order',
  keywords: ['interne log', 'notitie', 'toevoegen'],
  when: 'logEntry.focus',
  run: (context) => context.app.submitLogEntry(),
});
