// Bulk 'printen': each wanted document through the print queue of POST …/print, on the printer the workstation's
// location has for it. A card only where the order has a printable card; its order sheet prints either way. The
// 'Geprint' mark of a new order's sheet goes to the workstations with the job's batched progress.
import { bulkMessages, type BulkOptions } from '../../shared/domain/bulk.ts';
import { cardPrintProblem } from '../../shared/domain/card-rules.ts';
import { POPUP_PRINTER } from '../../shared/domain/constants.ts';
import { printLabel } from '../../shared/domain/printing.ts';
import type { OrderChange } from '../../shared/protocol/changes.ts';
import type { FastifyInstance } from 'fastify';
import type { BulkJobRow } from '../db/bulk-jobs.ts';
import { getLocation } from '../db/locations.ts';
import { printOrderDocument } from '../print/print-jobs.ts';
import { announceChange } from '../realtime/announce.ts';
import { bulkOrder, failed, itemKey, ok, skipped, type BulkJobKind } from './job-kind.ts';

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

export const bulkPrint: BulkJobKind = {
  concurrency: 1,
  async run(app, job, item) {
    const { documents } = job.options as BulkOptions['print'];
    const order = await bulkOrder(app, item.orderId);
    const cardProblem = cardPrintProblem(order.card);
    const printable = documents.filter((type) => type === 'order' || cardProblem === null);
    if (printable.length === 0) return skipped(cardProblem!);

    const printers = await locationPrinters(app, job);
    let change: OrderChange | undefined;
    try {
      for (const type of printable) {
        const printer = printers[type];
        if (!printer) return { ...failed(bulkMessages.noPrinter(printLabel(type))), change };
        if (printer === POPUP_PRINTER) return { ...failed(bulkMessages.popupPrinter(printLabel(type))), change };
        const print = { user: job.user, location: job.location, idempotencyKey: itemKey(job, item, type) };
        change = (await printOrderDocument(app, order, { type, printer }, print)).marked ?? change;
      }
    } catch (error) {
      // A later document refused after the sheet marked the order: the mark is stored, so the lists hear of it now.
      if (change) await announceChange(app, change);
      throw error;
    }
    return { ...ok(printable.length < documents.length ? cardProblem : null), change };
  },
};
