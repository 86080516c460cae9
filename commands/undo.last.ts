import { defineCommand } from './support/define-command.ts';

/**
 * Ctrl+Z: takes back this workstation's newest single move, processed mark, delete or block edit, or its newest move
 * or process job — whichever came last — while its toast offers that.
 */
export default defineCommand({
  id: 'undo.last',
  title: 'Laatste actie ongedaan maken',
  group: 'Order',
  keywords: ['ongedaan', 'terugzetten', 'undo'],
  when: 'undo.available',
  run: (context) => {
    const offer = context.undoableAction!;
    return offer.kind === 'bulk' ? context.app.undoBulkJob(offer.jobId) : context.app.undoSingleAction(offer);
  },
});
