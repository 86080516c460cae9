// What printing means to both sides (spec §3 Printer, §4 Print, §8 print toasts, §9 print job types).
import { CARRIER_TITLES, CARRIERS, type Carrier, type PrintJobType } from './constants.ts';

/** The print job types (spec §9) whose document the workbench renders itself; carrier labels come from carriers. */
export const PRINT_DOCUMENT_TYPES = ['order', 'card1', 'card2'] as const satisfies readonly PrintJobType[];
export type PrintDocumentType = (typeof PRINT_DOCUMENT_TYPES)[number];

/** A print job's life: queued until a worker takes it, sent to the printer, done; or failed with the reason. */
export const PRINT_JOB_STATES = ['queued', 'sent', 'done', 'failed'] as const;
export type PrintJobState = (typeof PRINT_JOB_STATES)[number];

export const PRINT_JOB_STATE_LABELS: Readonly<Record<PrintJobState, string>> = {
  queued: 'In de wachtrij',
  sent: 'Naar printer',
  done: 'Geprint',
  failed: 'Mislukt',
};

/** The states a printer reports (spec §2 location admin), each with its colour dot in the UI. */
export const PRINTER_STATES = ['idle', 'online', 'out_of_paper', 'disconnected', 'error', 'offline'] as const;
export type PrinterState = (typeof PRINTER_STATES)[number];

export const PRINTER_STATE_LABELS: Readonly<Record<PrinterState, string>> = {
  idle: 'Gereed',
  online: 'Online',
  out_of_paper: 'Papier op',
  disconnected: 'Niet verbonden',
  error: 'Fout',
  offline: 'Offline',
};

/** States in which a job would not come out of the printer: the pre-print check stops and offers the popup. */
export const UNUSABLE_PRINTER_STATES: readonly PrinterState[] = ['out_of_paper', 'disconnected', 'error', 'offline'];

/** How '_popup' (print from the browser's own dialog) is named in printer choices and the ledger. */
export const POPUP_PRINTER_LABEL = 'Popup (browser)';

export const PRINT_PROVIDERS = ['spool', 'ipp', 'printnode'] as const;
export type PrintProvider = (typeof PRINT_PROVIDERS)[number];

/** The documents a location configures a printer for: the three of the workbench, then one per carrier. */
export const LOCATION_PRINTER_KEYS = ['order', 'card1', 'card2', ...CARRIERS] as const;
export type LocationPrinterKey = (typeof LOCATION_PRINTER_KEYS)[number];

/** How toasts and the ledger name a document: 'Order is in de printer wachtrij', 'Kan de Kaart 1 niet printen!'. */
export function printLabel(type: PrintJobType | 'efcard'): string {
  if (type === 'order') return 'Order';
  if (type === 'card1') return 'Kaart 1';
  if (type === 'card2') return 'Kaart 2';
  if (type === 'efcard') return 'EF kaart';
  return `${CARRIER_TITLES[type as Carrier]} label`;
}

export const printMessages = {
  queued: (label: string) => `${label} is in de printer wachtrij`,
  failed: (label: string) => `Kan de ${label} niet printen!`,
  /** The EF card's own success toast (spec §8). */
  cardQueued: 'Kaartje is in de printer wachtrij',
  configErrorTitle: 'Configuratie fout',
  configErrorText: 'Er is geen of een onjuist printer geconfigureerd. Wil je naar de locatie configuratie?',
  unknownPrinter: 'Onbekende printer',
  unknownType: 'Onbekend document',
  printerUnusable: (printer: string, state: string) => `Printer ${printer} is niet bruikbaar (${state})`,
  keyReused: 'Deze Idempotency-Key is al gebruikt voor een andere printopdracht',
  /** Carrier labels are printed from the carrier's shipment (issue 10), not from this call. */
  noParcel: 'Alleen een vervoerderslabel hoort bij een pakket',
} as const;
