import { defineCommand } from './support/define-command.ts';
import { lastPrintedDocument, reprint } from './printing.ts';

/**
 * The open order's newest print again, as its ledger row's 'Opnieuw printen' does. An order printed before the
 * ledger existed has only the times of its prints: its newest document goes to today's printer for it.
 */
export default defineCommand({
  id: 'print.reprintLast',
  title: 'Laatste print opnieuw',
  group: 'Printen',
  keywords: ['printen', 'opnieuw', 'herhalen', 'reprint'],
  when: 'order.printed',
  run: async (context) => {
    const order = context.activeOrder!;
    const [newest] = await context.app.listPrintJobs(order.id);
    if (newest) {
      await reprint(context, newest);
      return;
    }
    const type = lastPrintedDocument(order);
    if (type) await context.app.printDocument(order.id, type);
    else context.app.notify.info('Deze order heeft nog geen print om te herhalen');
  },
});
