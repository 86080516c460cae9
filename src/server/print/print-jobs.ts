// Putting documents in the print queue: the checks before a job exists, one job per idempotency key, and the
// order sheet's print marking a new order 'Geprint'.
import type { FastifyInstance } from 'fastify';
import { CARRIERS, POPUP_PRINTER, TREATMENT_NEW, type Carrier, type PrintJobType } from '../../shared/domain/constants.ts';
import { messages } from '../../shared/domain/messages.ts';
import { printLabel, printMessages, PRINTER_STATE_LABELS, UNUSABLE_PRINTER_STATES } from '../../shared/domain/printing.ts';
import type { Order } from '../../shared/schema/order.ts';
import type { PrintDocumentType } from '../../shared/domain/printing.ts';
import type { PrintJob, PrintRequest } from '../../shared/schema/print.ts';
import { orderShipment, renderShipmentLabel } from '../carriers/labels.ts';
import {
  findPrintJob, findPrintJobByKey, insertBrowserPrint, insertLedgerPrintJob, type NewPrintJobRow,
} from '../db/print-jobs.ts';
import type { ShipmentRecord } from '../db/shipments.ts';
import { badRequest, HttpError, notFound } from '../http-errors.ts';
import { loadOrderView } from '../orders/order-view.ts';
import { saveBlocks } from '../orders/operations/save-blocks.ts';
import { announceChange } from '../realtime/announce.ts';
import { renderDocument } from './documents/index.ts';
import { PrintRefused } from './documents/refusal.ts';
import type { OrderChange } from '../../shared/protocol/changes.ts';
import { publishPrintJob } from './print-news.ts';

/** A document that exists but must not be printed (a card of 10 or more lines): 422 with the Dutch reason. */
const notPrintable = (message: string) => new HttpError(422, message, 'NOT_PRINTABLE');

/**
 * Queues a rendered document on a printer; a repeated idempotency key answers the first request's job. '_popup'
 * (the workstation printed it from the browser's dialog) is not queued but recorded as printed.
 */
export async function queuePrintJob(app: FastifyInstance, job: NewPrintJobRow): Promise<PrintJob> {
  return (await enqueue(app, job)).job;
}

/** `created` false: the key was used before, and this is the job that request queued. */
async function enqueue(app: FastifyInstance, job: NewPrintJobRow): Promise<{ job: PrintJob; created: boolean }> {
  const key = job.idempotencyKey;
  const earlier = key && (await findPrintJobByKey(app.db, key));
  if (earlier) return { job: sameRequest(earlier, job), created: false };

  // Another request with this key won the insert a moment ago.
  const wonByOther = async () => ({ job: sameRequest((await findPrintJobByKey(app.db, key!))!, job), created: false });
  if (job.printerId === POPUP_PRINTER) {
    const id = await insertBrowserPrint(app.db, job);
    return id === undefined ? wonByOther() : { job: (await findPrintJob(app.db, id))!, created: true };
  }
  await checkPrinter(app, job.printerId);
  // The insert answers the queued job's ledger row: nothing to read back.
  const queued = await insertLedgerPrintJob(app.db, job);
  if (!queued) return wonByOther();
  app.printQueue.wake();
  return { job: queued, created: true };
}

/** A key belongs to one document of one order: the job it queued, or 422 when this request asks for another. */
function sameRequest(earlier: PrintJob, job: NewPrintJobRow): PrintJob {
  if (earlier.orderId !== job.orderId || earlier.type !== job.type) {
    throw new HttpError(422, printMessages.keyReused, 'IDEMPOTENCY_KEY_REUSED');
  }
  return earlier;
}

/** Only a known printer that can print now. */
async function checkPrinter(app: FastifyInstance, printerId: string) {
  const printer = await app.printers.get(printerId);
  if (!printer) throw badRequest(printMessages.unknownPrinter, [{ field: 'printer', message: printMessages.unknownPrinter }]);
  if (UNUSABLE_PRINTER_STATES.includes(printer.state)) {
    throw new HttpError(409, printMessages.printerUnusable(printer.displayName, PRINTER_STATE_LABELS[printer.state]), 'PRINTER_UNUSABLE');
  }
}

/**
 * Queues one document of the order on a printer: the order sheet, card 1, card 2, or the label of one of its
 * shipments (the carrier as type). Printing the order sheet of a new order marks it 'Geprint' as an edit of its
 * treatment would, and the lists hear of it.
 */
export async function queueOrderDocument(
  app: FastifyInstance,
  orderId: number,
  request: PrintRequest,
  user: string,
  location: string,
  idempotencyKey: string | undefined,
): Promise<PrintJob> {
  const order = await loadOrderView(app.db, orderId, app.config.managementUrl);
  if (!order) throw notFound(messages.orderNotFound(orderId));
  const { job, marked } = await printOrderDocument(app, order, request, { user, location, idempotencyKey });
  if (marked) await announceChange(app, marked);
  return job;
}

export interface QueuedDocument {
  job: PrintJob;
  /** 'Nieuw' → 'Geprint' when this print made it, not announced yet: the caller sends it. */
  marked: OrderChange | null;
}

/**
 * queueOrderDocument for an order already loaded, leaving the announcement of its 'Geprint' mark to the caller:
 * a bulk print sends the marks with its batched progress instead of one message per order. `rendered`: the
 * order's document when the caller rendered it already (a bulk print renders the next order's while this one queues).
 */
export async function printOrderDocument(
  app: FastifyInstance,
  order: Order,
  request: PrintRequest,
  { user, location, idempotencyKey }: Omit<LabelPrint, 'printer' | 'copies'>,
  rendered?: Buffer,
): Promise<QueuedDocument> {
  const type = request.type;
  if (isCarrier(type)) {
    const shipment = await orderShipment(app, order.id, type, request.shipmentId);
    return { job: await queueShipmentLabel(app, shipment, order, { ...request, user, location, idempotencyKey }), marked: null };
  }
  // A parcel belongs to a carrier label; the order's own documents have none.
  if (request.shipmentId !== undefined) {
    throw badRequest(printMessages.noParcel, [{ field: 'shipmentId', message: printMessages.noParcel }]);
  }
  const { job, created } = await enqueue(app, {
    orderId: order.id,
    shipmentId: null,
    type,
    printerId: request.printer,
    title: `Order ${order.orderNumber} · ${printLabel(type)}`,
    pdf: rendered ?? (await renderOrderDocument(order, type)),
    copies: request.copies ?? 1,
    createdBy: user,
    location,
    idempotencyKey,
  });
  if (!created) return { job, marked: null };
  const marked = type === 'order' && order.treatment === TREATMENT_NEW ? await markPrinted(app, order) : null;
  // The ledger of the open order changed either way; the lists and the order only when the treatment did.
  await publishPrintJob(app, job);
  return { job, marked };
}

const isCarrier = (type: PrintJobType): type is Carrier => (CARRIERS as readonly string[]).includes(type);

export interface LabelPrint {
  printer: string;
  copies?: number;
  user: string;
  location: string;
  idempotencyKey: string | undefined;
}

/** Queues the label of a registered shipment, an order's or a standalone parcel's (order null), on a printer. */
export async function queueShipmentLabel(
  app: FastifyInstance,
  shipment: ShipmentRecord,
  order: Order | null,
  print: LabelPrint,
): Promise<PrintJob> {
  const label = printLabel(shipment.carrier);
  const { job, created } = await enqueue(app, {
    orderId: shipment.orderId,
    shipmentId: shipment.id,
    type: shipment.carrier,
    printerId: print.printer,
    title: order ? `Order ${order.orderNumber} · ${label}` : `Pakket ${shipment.id} · ${label}`,
    pdf: await renderShipmentLabel(app, shipment, order),
    copies: print.copies ?? 1,
    createdBy: print.user,
    location: print.location,
    idempotencyKey: print.idempotencyKey,
  });
  if (created) await publishPrintJob(app, job);
  return job;
}

/** The document's PDF, or 422 with the Dutch reason when it must not be printed (too many card lines, ribbon too long). */
export async function renderOrderDocument(order: Order, type: PrintDocumentType): Promise<Buffer> {
  try {
    return await renderDocument(order, type);
  } catch (error) {
    if (error instanceof PrintRefused) throw notPrintable(error.message);
    throw error;
  }
}

/**
 * 'Nieuw' → 'Geprint' through the same compare-and-set as an edit of the treatment block, at the version the
 * order was read: when someone changed the treatment since, theirs stands.
 */
async function markPrinted(app: FastifyInstance, order: Order): Promise<OrderChange | null> {
  const result = await saveBlocks(app.db, order.id, { version: order.version, treatment: 'Geprint' });
  return result.status === 'updated' ? result.change : null;
}
