// Bulk 'printen': each wanted document through the print queue of POST …/print, on the printer the workstation's
// location has for it. A card only where the order has a printable card; its order sheet prints either way.
import { bulkMessages, type BulkOptions } from '../../shared/domain/bulk.ts';
import { cardPrintProblem } from '../../shared/domain/card-rules.ts';
import { POPUP_PRINTER } from '../../shared/domain/constants.ts';
import { printLabel } from '../../shared/domain/printing.ts';
import { getLocation } from '../db/locations.ts';
import { queueOrderDocument } from '../print/print-jobs.ts';
import { bulkOrder, failed, itemKey, ok, skipped, type BulkJobKind } from './job-kind.ts';

export const bulkPrint: BulkJobKind = {
  concurrency: 1,
  async run(app, job, item) {
    const { documents } = job.options as BulkOptions['print'];
    const order = await bulkOrder(app, item.orderId);
    const cardProblem = cardPrintProblem(order.card);
    const printable = documents.filter((type) => type === 'order' || cardProblem === null);
    if (printable.length === 0) return skipped(cardProblem!);

    const printers = (await getLocation(app.db, job.location))?.printers ?? {};
    for (const type of printable) {
      const printer = printers[type];
      if (!printer) return failed(bulkMessages.noPrinter(printLabel(type)));
      if (printer === POPUP_PRINTER) return failed(bulkMessages.popupPrinter(printLabel(type)));
      await queueOrderDocument(app, order.id, { type, printer }, job.user, job.location, itemKey(job, item, type));
    }
    return ok(printable.length < documents.length ? cardProblem : null);
  },
};
