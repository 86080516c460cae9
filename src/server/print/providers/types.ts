// One interface for every way a PDF reaches paper (design.md §6): spool folder, IPP, PrintNode-style HTTP.
import type { PrinterState, PrintProvider as ProviderName } from '../../../shared/domain/printing.ts';

/** A printer as stored: the columns of `printers`, with the provider's own settings (folder, url, PrintNode id). */
export interface PrinterRecord {
  id: string;
  name: string;
  displayName: string;
  computerName: string;
  provider: ProviderName;
  settings: Record<string, unknown>;
}

/** One document to print. */
export interface PrintDocument {
  /** Shown in the printer's queue, e.g. 'Order BLB-123456 · Kaart 1'. */
  title: string;
  pdf: Buffer;
  copies: number;
  /** The queue's job id: providers that take a client key use it, so a retried send never prints twice. */
  jobId: number;
}

/** A failure worth retrying (unreachable, timeout, busy) or not (refused the document, unknown printer). */
export class PrintFailure extends Error {
  readonly retryable: boolean;

  constructor(message: string, retryable: boolean) {
    super(message);
    this.name = 'PrintFailure';
    this.retryable = retryable;
  }
}

export interface PrintProvider {
  /** Hands the document to the printer; resolves with the provider's own job reference. Throws PrintFailure. */
  send(printer: PrinterRecord, document: PrintDocument): Promise<{ reference: string }>;
  /** What the printer says about itself now; never throws (an unreachable printer is 'offline' or 'disconnected'). */
  state(printer: PrinterRecord): Promise<PrinterState>;
  /**
   * How a sent job is doing, for providers that can tell (IPP's job-state): 'done' once printed, 'failed' with
   * the printer's reason. Providers without it count a job as done once it was handed over.
   */
  jobState?(printer: PrinterRecord, reference: string): Promise<{ state: 'pending' | 'done' } | { state: 'failed'; reason: string }>;
}
