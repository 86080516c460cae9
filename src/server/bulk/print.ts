// Bulk 'printen': each wanted document through the print queue of POST …/print, on the printer the workstation's
// location has for it. A card only where the order has a printable card; its order sheet prints either way. The
// 'Geprint' mark of a new order's sheet goes to the workstations with the job's batched progress.
import type { FastifyInstance } from 'fastify';
import { bulkMessages, type BulkOptions } from '../../shared/domain/bulk.ts';
import { cardPrintProblem } from '../../shared/domain/card-rules.ts';
import { POPUP_PRINTER } from '../../shared/domain/constants.ts';
import { printLabel, type PrintDocumentType } from '../../shared/domain/printing.ts';
import type { OrderChange } from '../../shared/protocol/changes.ts';
import type { Order } from '../../shared/schema/order.ts';
import type { BulkJobRow } from '../db/bulk-jobs.ts';
import { getLocation } from '../db/locations.ts';
import { printOrderDocument, renderOrderDocument } from '../print/print-jobs.ts';
import { announceChange } from '../realtime/announce.ts';
import { bulkOrder, failed, itemKey, ok, skipped, type BulkJobKind } from './job-kind.ts';
import { takeTurn } from './turns.ts';

/**
 * The location's printers, read once per run of a job (the runner hands every order the same job); a failed read
 * is not kept, the next order asks again.
 */
const printersOfJob = new WeakMap<BulkJobRow, Promise<Record<string, string>>>();

function locationPrinters(app: FastifyInstance, job: BulkJobRow): Promise<Record<string, string>> {
  let printers = printersOfJob.get(job);
  if (!printers) {
    printers = getLocation(app.db, job.location).then((location) => location?.printers ?? {});
    printersOfJob.set(job, printers);
    printers.catch(() => printersOfJob.delete(job));
  }
  return printers;
}

/** The documents rendered ahead of the order's turn, up to the first one refused (thrown at its place in the turn). */
async function renderAhead(order: Order, types: readonly PrintDocumentType[]) {
  const pdfs: Buffer[] = [];
  for (const type of types) {
    try {
      pdfs.push(await renderOrderDocument(order, type));
    } catch (error) {
      return { pdfs, refused: error };
    }
  }
  return { pdfs, refused: undefined };
}

export const bulkPrint: BulkJobKind = {
  // Two orders at once: one renders its documents while the one before queues them. The queues take turns in the
  // order of the selection, so the sheets come off the printer in the order the user sees them.
  concurrency: 2,
  async run(app, job, item) {
    const turn = takeTurn(job);
    try {
      const { documents } = job.options as BulkOptions['print'];
      const order = await bulkOrder(app, item.orderId);
      const cardProblem = cardPrintProblem(order.card);
      const printable = documents.filter((type) => type === 'order' || cardProblem === null);
      if (printable.length === 0) return skipped(cardProblem!);
      const printers = await locationPrinters(app, job);
      const { pdfs, refused } = await renderAhead(order, printable);

      await turn.previous;
      let change: OrderChange | undefined;
      try {
        for (const [index, type] of printable.entries()) {
          const printer = printers[type];
          if (!printer) return { ...failed(bulkMessages.noPrinter(printLabel(type))), change };
          if (printer === POPUP_PRINTER) return { ...failed(bulkMessages.popupPrinter(printLabel(type))), change };
          if (index === pdfs.length) throw refused;
          const print = { user: job.user, location: job.location, idempotencyKey: itemKey(job, item, type) };
          change = (await printOrderDocument(app, order, { type, printer }, print, pdfs[index])).marked ?? change;
        }
      } catch (error) {
        // A later document refused after the sheet marked the order: the mark is stored, so the lists hear of it now.
        if (change) await announceChange(app, change);
        throw error;
      }
      return { ...ok(printable.length < documents.length ? cardProblem : null), change };
    } finally {
      turn.done();
    }
  },
};
