// The one way the workbench prints a document of an order: every button, key and reprint goes through here.
import { toast } from 'sonner';
import { POPUP_PRINTER, type PrintJobType } from '../../shared/domain/constants.ts';
import { printLabel, printMessages } from '../../shared/domain/printing.ts';
import { endpoints } from '../api/endpoints.ts';
import { ApiError, call } from '../api/client.ts';
import { appData } from '../state/app-data.ts';
import { showConfigError, ui } from '../state/ui.ts';
import { loadLocationConfig, printerFor, workstation } from '../state/workstation.ts';
import { applyPrintJob } from './print-ledger.ts';
import { watchPrintJob } from './print-watch.ts';
import { toastFinal } from '../toasts/final-toast.ts';

export interface PrintOptions {
  /** A printer id or '_popup'; without it, the printer this workstation's location configures for the document. */
  printer?: string;
  copies?: number;
  /** A carrier label's parcel. */
  shipmentId?: number;
}

/** Spec §9: the popup print window is 500×500. */
export const POPUP_FEATURES = 'width=500,height=500';
const UNUSABLE_PRINTER = 'PRINTER_UNUSABLE';
export const PRINT_VIA_POPUP = 'Via popup printen';

/** The popup page of a document: `id` is an order's, a parcel's or an EF card's (spec §2 print route). */
export function popupPath(id: number | string, type: PrintJobType, shipmentId?: number): string {
  return `/print/${id}/${type}/${POPUP_PRINTER}${shipmentId === undefined ? '' : `/${shipmentId}`}`;
}

/** The /print page shows the PDF and opens the browser's print dialog (spec §4 Print). */
export function openPrintPopup(id: number | string, type: PrintJobType, shipmentId?: number) {
  window.open(popupPath(id, type, shipmentId), `print-${id}-${type}`, POPUP_FEATURES);
}

/**
 * Prints a document of an order from the browser's own dialog, and tells the server, so the ledger shows it and an
 * order sheet marks the order 'Geprint' as a queued print would. The window opens first, while the key press still
 * counts as the user's gesture (popup blockers); a document that cannot be printed says so in the window itself.
 */
async function printViaPopup(orderId: number, type: PrintJobType, options: PrintOptions) {
  openPrintPopup(orderId, type, options.shipmentId);
  try {
    applyPrintJob(await call(endpoints.queuePrint, {
      params: { id: orderId },
      body: { type, printer: POPUP_PRINTER, copies: options.copies, shipmentId: options.shipmentId },
      headers: { 'idempotency-key': crypto.randomUUID() },
    }));
  } catch {
    // The window shows why the document cannot be printed; the ledger simply has no row for it.
  }
}

async function configuredPrinter(type: PrintJobType): Promise<string | undefined> {
  if (!workstation.config) await loadLocationConfig().catch(() => undefined);
  return printerFor(type);
}

const isKnownPrinter = (printer: string) => printer === POPUP_PRINTER || appData.printers.some((known) => known.id === printer);

/**
 * Prints one document of an order and says how it went in a toast. No printer, or one this workstation does not
 * know, opens the 'Configuratie fout' dialog; '_popup' opens the print window instead of queueing. A printer the
 * server finds unusable (offline, out of paper…) stops the print before it wastes paper, and the toast offers the
 * popup. Each call is one user action with its own Idempotency-Key. Resolves to whether it printed or queued.
 */
export async function printOrderDocument(orderId: number, type: PrintJobType, options: PrintOptions = {}): Promise<boolean> {
  const printer = options.printer ?? (await configuredPrinter(type));
  if (!printer || !isKnownPrinter(printer)) {
    showConfigError();
    return false;
  }
  if (printer === POPUP_PRINTER) {
    await printViaPopup(orderId, type, options);
    return true;
  }
  const label = printLabel(type);
  const underway = { orderId, type };
  ui.printsUnderway.push(underway);
  try {
    const job = await call(endpoints.queuePrint, {
      params: { id: orderId },
      body: { type, printer, copies: options.copies, shipmentId: options.shipmentId },
      headers: { 'idempotency-key': crypto.randomUUID() },
    });
    toastFinal(printMessages.queued(label));
    applyPrintJob(job);
    watchPrintJob(job);
    return true;
  } catch (error) {
    // The server does not know the printer after all (removed since this workstation loaded its list).
    if (error instanceof ApiError && error.status === 400 && error.errors?.some((field) => field.field === 'printer')) {
      showConfigError();
      return false;
    }
    const reason = (error as Error).message;
    const unusable = error instanceof ApiError && error.code === UNUSABLE_PRINTER;
    toast.error(printMessages.failed(label), {
      description: reason,
      action: unusable ? { label: PRINT_VIA_POPUP, onClick: () => void printViaPopup(orderId, type, options) } : undefined,
    });
    return false;
  } finally {
    ui.printsUnderway = ui.printsUnderway.filter((print) => print.orderId !== underway.orderId || print.type !== underway.type);
  }
}
