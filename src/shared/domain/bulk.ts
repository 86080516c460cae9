// Bulk jobs on the selected orders (issue 14): one durable job per request, a result per order, undo where the
// change can be taken back. The texts are shown by the selection bar and the toasts; the server writes the messages.
import type { OrderMailType } from './order-mails.ts';
import type { PrintDocumentType } from './printing.ts';

export const BULK_KINDS = ['print', 'handoff', 'move', 'process', 'mail'] as const;
export type BulkKind = (typeof BULK_KINDS)[number];

/** Folder moves and processed marks can be taken back; a printed sheet, an announced parcel or a sent mail not. */
export const UNDOABLE_BULK_KINDS: readonly BulkKind[] = ['move', 'process'];
export const isUndoable = (kind: BulkKind) => UNDOABLE_BULK_KINDS.includes(kind);

/** How long the toast offers 'Ongedaan maken' after a job finished. */
export const BULK_UNDO_WINDOW_MS = 10_000;
/** The server accepts an undo this much longer, for a click in the toast's last moment on a slow network. */
export const BULK_UNDO_GRACE_MS = 5_000;
/** The most orders one job takes: a page of the list. */
export const BULK_MAX_ORDERS = 500;
/** How often a workstation asks how its running job is doing. */
export const BULK_POLL_MS = 300;

/** The options per action (the request's `options`). */
export interface BulkOptions {
  print: { documents: PrintDocumentType[] };
  handoff: Record<string, never>;
  move: { tagId: number };
  process: Record<string, never>;
  mail: { mailType: OrderMailType };
}

/** What an order's line of the result says: done, failed (with a reason), or left alone (with a reason). */
export const BULK_ITEM_STATES = ['pending', 'ok', 'failed', 'skipped', 'undone'] as const;
export type BulkItemState = (typeof BULK_ITEM_STATES)[number];

export const BULK_JOB_STATES = ['running', 'done', 'undone'] as const;
export type BulkJobState = (typeof BULK_JOB_STATES)[number];

/** Per action: the palette title, what is happening (progress), and the past participle of the summary. */
export const BULK_TEXTS: Readonly<Record<BulkKind, { title: string; running: string; done: string }>> = {
  print: { title: 'Selectie printen', running: 'Printen', done: 'geprint' },
  handoff: { title: 'Selectie aanmelden bij voorgestelde vervoerder', running: 'Aanmelden', done: 'aangemeld' },
  move: { title: 'Selectie naar map verplaatsen…', running: 'Verplaatsen', done: 'verplaatst' },
  process: { title: 'Selectie verwerken', running: 'Verwerken', done: 'verwerkt' },
  mail: { title: 'Selectie mailen…', running: 'Mailen', done: 'gemaild' },
};

export const bulkMessages = {
  selected: (count: number) => (count === 1 ? '1 order geselecteerd' : `${count} orders geselecteerd`),
  clear: 'Selectie opheffen',
  progress: (action: BulkKind, done: number, total: number) => `${BULK_TEXTS[action].running}… ${done} van ${total}`,
  undo: 'Ongedaan maken',
  notUndoable: (action: BulkKind) =>
    action === 'mail' ? 'Verstuurde mails kunnen niet ongedaan worden gemaakt'
      : action === 'handoff' ? 'Aangemelde pakketten kunnen niet ongedaan worden gemaakt'
        : 'Geprinte orders kunnen niet ongedaan worden gemaakt',
  undone: (count: number, total: number) => `${count} van ${total} teruggezet`,
  undoTooLate: 'Te laat om ongedaan te maken',
  undoAlready: 'Deze actie is al ongedaan gemaakt',
  undoRunning: 'De actie loopt nog; ongedaan maken kan als ze klaar is',
  changedSince: 'Order is intussen gewijzigd; niet teruggezet',
  noSelection: 'Er zijn geen orders geselecteerd',
  tooMany: `Selecteer ten hoogste ${BULK_MAX_ORDERS} orders tegelijk`,
  jobNotFound: 'Deze bulkactie bestaat niet',
  keyReused: 'Deze Idempotency-Key is al gebruikt voor een andere bulkactie',
  noDocuments: 'Kies minstens één document om te printen',
  alreadyRegistered: (carrier: string) => `Al aangemeld bij ${carrier}`,
  noSuggestion: 'Geen vervoerder kan deze order nog bezorgen',
  formIncomplete: (carrier: string, problems: string) => `het formulier van ${carrier} vraagt een keuze: ${problems}`,
  alreadyProcessed: 'Order is al verwerkt',
  alreadyInFolder: 'Order staat al in deze map',
  /** A job whose run kept breaking off: its orders not done yet fail with this. */
  gaveUp: 'Bulkactie afgebroken na herhaalde fouten; probeer deze order opnieuw',
  /** The workstation's location has no printer for a document the job prints. */
  noPrinter: (document: string) => `Geen printer ingesteld voor ${document} op deze locatie`,
  /** The location prints this document from the browser's dialog, which a job in the background cannot open. */
  popupPrinter: (document: string) => `${document} wordt op deze locatie via de browser geprint; dat kan niet in bulk`,
} as const;

export interface BulkResultLine {
  orderNumber: string;
  state: BulkItemState;
  message: string | null;
}

/**
 * The toast's summary: '40 orders aangemeld' when all went well, else '38 van 40 aangemeld; 2 mislukt: BLB1 (reden),
 * BLB2 (reden)', with left-alone orders named as such ('1 overgeslagen: …'). At most `named` orders are named per kind.
 */
export function bulkSummary(action: BulkKind, lines: readonly BulkResultLine[], named = 5): string {
  const total = lines.length;
  const ok = lines.filter((line) => line.state === 'ok' || line.state === 'undone').length;
  const verb = BULK_TEXTS[action].done;
  if (ok === total) return total === 1 ? `1 order ${verb}` : `${total} orders ${verb}`;
  const parts = [`${ok} van ${total} ${verb}`];
  for (const [state, word] of [['failed', 'mislukt'], ['skipped', 'overgeslagen'], ['pending', 'niet gedaan']] as const) {
    const these = lines.filter((line) => line.state === state);
    if (these.length === 0) continue;
    const names = these.slice(0, named).map((line) => (line.message ? `${line.orderNumber} (${line.message})` : line.orderNumber));
    const more = these.length > named ? ` en ${these.length - named} meer` : '';
    parts.push(`${these.length} ${word}: ${names.join(', ')}${more}`);
  }
  return parts.join('; ');
}
