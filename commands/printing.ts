// The commands that print a document of the open order, and the reprint of a ledger row: one shape for all.
import { defineCommand } from './support/define-command.ts';
import type { CommandContext } from '../src/client/commands/types.ts';
import type { Order } from '../src/shared/schema/order.ts';
import { PRINT_DOCUMENT_TYPES, type PrintDocumentType } from '../src/shared/domain/printing.ts';
import { cardPrintProblem } from '../src/shared/domain/card-rules.ts';
import type { PrintJob } from '../src/shared/schema/print.ts';

/** Not while a print of the same document is on its way to the server: a second key press would print it twice. */
export const printCommand = (type: PrintDocumentType, title: string, keywords: string[]) =>
  defineCommand({
    id: `print.${type}`,
    title,
    group: 'Printen',
    keywords: ['printen', 'afdrukken', 'print', ...keywords],
    when: `printable.${type}`,
    // A card that cannot go on paper says why (no card, too many lines, a ribbon line too long), as the server would.
    unavailableMessage: (context) => {
      const problem = type !== 'order' && context.activeOrder ? cardPrintProblem(context.activeOrder.card) : null;
      return problem ? `${title}: ${problem}` : undefined;
    },
    run: async (context) => {
      await context.app.printDocument(context.activeOrder!.id, type);
    },
  });

/** The same job again: the same document on the same printer, as many copies. */
export function reprint(context: CommandContext, job: PrintJob) {
  if (job.orderId === null || job.type === 'efcard') throw new Error('Deze print hoort niet bij een order');
  return context.app.printDocument(job.orderId, job.type, {
    printer: job.printerId,
    copies: job.copies,
    shipmentId: job.shipmentId ?? undefined,
  });
}

/** The document of the order that was printed last by its timestamps (the ledger may predate them), if any. */
export function lastPrintedDocument(order: Order): PrintDocumentType | undefined {
  const printed = PRINT_DOCUMENT_TYPES.filter((type) => order.printJobs[type] !== undefined);
  return printed.sort((a, b) => order.printJobs[b] - order.printJobs[a])[0];
}

export const hasPrints = (order: Order) => Object.keys(order.printJobs).length > 0;
