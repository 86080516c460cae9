import { defineCommand } from './define-command.ts';

/** Ctrl+Enter in the new-note box adds the note, as Toevoegen does. */
export default defineCommand({
  id: 'log.submit',
  title: 'Notitie opslaan',
  group: 'Order',
  keywords: ['interne log', 'notitie', 'toevoegen'],
  when: (context) => context.flags['logEntry.focus'] === true,
  run: (context) => context.app.submitLogEntry(),
});
