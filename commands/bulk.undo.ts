import { defineCommand } from './support/define-command.ts';

/** Takes back this workstation's newest move or process job while its toast offers that (Ctrl+Z: undo.last). */
export default defineCommand({
  id: 'bulk.undo',
  title: 'Laatste bulkactie ongedaan maken',
  group: 'Selectie',
  keywords: ['ongedaan', 'terugzetten', 'undo'],
  when: 'bulk.undoable',
  run: (context) => context.app.undoBulkJob(context.undoableBulkJob!),
});
