import { defineCommand } from './support/define-command.ts';
import { reprint } from './printing.ts';
import type { PrintJob } from '../src/shared/schema/print.ts';

/** Prints a row of the order's print ledger again (its 'Opnieuw printen' button); it needs that row. */
export default defineCommand<PrintJob>({
  id: 'print.reprint',
  title: 'Opnieuw printen',
  group: 'Printen',
  hidden: true,
  when: 'order.loaded',
  run: async (context, job) => {
    await reprint(context, job);
  },
});
