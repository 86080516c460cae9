// The worker that takes queued print jobs from the database, one at a time, and hands them to their printers.
import type { FastifyBaseLogger } from 'fastify';
import type { PrinterState, PrintProvider as ProviderName } from '../../shared/domain/printing.ts';
import { printLabel, printMessages } from '../../shared/domain/printing.ts';
import type { Db } from '../db/database.ts';
import type { PrintJob } from '../../shared/schema/print.ts';
import {
  checkSentJobLater, claimPrintJob, markPrintJobDone, markPrintJobSent, PRINT_JOBS, type ClaimedPrintJob,
} from '../db/print-jobs.ts';
import { untilDatabaseAnswers } from '../db/until-database-answers.ts';
import { createWorkerLoop } from '../jobs/loop.ts';
import { doublingBackoff, failAttempt, markDead } from '../jobs/retry.ts';
import { PrintFailure, type PrinterRecord, type PrintProvider } from './providers/types.ts';

export interface PrinterLookup {
  get(id: string): Promise<(PrinterRecord & { state: PrinterState }) | undefined>;
}

/**
 * A job moved on (handed to its printer, back in the queue after a failed send, printed, or failed for good): its
 * ledger row as the write that moved it answered it.
 */
export type PrintJobChange = PrintJob;

/** A printer that takes longer than this to take a document is worth a warning: it holds the queue meanwhile. */
const SLOW_PRINT_MS = 5000;

export interface PrintQueueOptions {
  db: Db;
  providers: Record<ProviderName, PrintProvider>;
  printers: PrinterLookup;
  log: FastifyBaseLogger;
  /** How long the worker waits for new work when the queue is empty and nobody calls wake(). */
  pollMs?: number;
  /** The wait before the next send after `attempt` sends failed. */
  backoffMs?: (attempt: number) => number;
  /** Sends before a job that keeps failing is given up. */
  maxAttempts?: number;
  /** How long a claimed job is this worker's; longer than any provider's send timeout. */
  leaseMs?: number;
  /** How often a sent job's printer is asked how it is doing (providers with jobState). */
  jobStatePollMs?: number;
  /** Told after each change is stored: the workstations follow the job through it instead of asking. */
  onChange?: (job: PrintJobChange) => void | Promise<void>;
}

export interface PrintQueue {
  /** Started and not stopped (the readiness check asks). */
  readonly running: boolean;
  start(): void;
  /** Resolves once the job in hand is finished with and the worker has stopped. */
  stop(): Promise<void>;
  /** New work is waiting: claim it now instead of at the next poll. */
  wake(): void;
}

/** 2 s, 4 s, 8 s … up to a minute. */
const defaultBackoffMs = doublingBackoff(2000, 60_000);

export function createPrintQueue(options: PrintQueueOptions): PrintQueue {
  const { db, providers, printers, log, pollMs = 1000, backoffMs = defaultBackoffMs, maxAttempts = 5 } = options;
  const { leaseMs = 60_000, jobStatePollMs = 2000, onChange } = options;

  // A failed pass is logged; the job's lease runs out and a later pass takes it up again.
  const worker = createWorkerLoop(processNext, { pollMs, log, failure: 'Printopdracht niet verwerkt' });

  async function processNext(): Promise<boolean> {
    const job = await claimPrintJob(db, leaseMs);
    if (!job) return false;
    const printer = await printers.get(job.printerId);
    if (!printer) {
      await fail(job, printMessages.unknownPrinter);
      return true;
    }
    const provider = providers[printer.provider];
    if (job.status === 'queued') await send(job, printer, provider);
    else await followUp(job, printer, provider);
    return true;
  }

  async function send(job: ClaimedPrintJob, printer: PrinterRecord, provider: PrintProvider) {
    let reference: string;
    const started = performance.now();
    try {
      ({ reference } = await provider.send(printer, { title: job.title, pdf: job.document!, copies: job.copies, jobId: job.id }));
    } catch (error) {
      const { message: reason, retryable } = asPrintFailure(job, error);
      await changed((await failAttempt<PrintJob>(db, PRINT_JOBS, job, { backoffMs, maxAttempts }, { reason, retryable }))?.row);
      return;
    }
    const ms = Math.round(performance.now() - started);
    if (ms > SLOW_PRINT_MS) log.warn({ printJobId: job.id, printer: printer.id, ms }, 'Trage printopdracht: de printer nam er lang over');
    if (!provider.jobState) await done(job, reference);
    else await changed(await recorded(() => markPrintJobSent(db, job, reference, jobStatePollMs)));
  }

  /** A sent job: asks the printer how it went, until it says done or failed. */
  async function followUp(job: ClaimedPrintJob, printer: PrinterRecord, provider: PrintProvider) {
    if (!provider.jobState || job.providerReference === null) return done(job, null);
    const answer = await provider.jobState(printer, job.providerReference).catch((error: unknown) => {
      log.warn({ err: error, printJobId: job.id }, 'Printer niet gevraagd hoe de opdracht ervoor staat');
      return { state: 'pending' as const };
    });
    if (answer.state === 'done') await done(job, null);
    else if (answer.state === 'failed') await fail(job, answer.reason);
    else await checkSentJobLater(db, job, jobStatePollMs);
  }

  async function done(job: ClaimedPrintJob, reference: string | null) {
    await changed(await recorded(() => markPrintJobDone(db, job, reference)));
  }

  /** A page that came out is recorded even if the database was away a moment: printed again, it would be twice. */
  const recorded = (mark: () => Promise<PrintJob | undefined>) => untilDatabaseAnswers(mark, () => worker.running);

  async function fail(job: ClaimedPrintJob, reason: string) {
    await changed(await markDead<PrintJob>(db, PRINT_JOBS, job, reason));
  }

  /** A write that still held the lease moved the job: its row goes out; a lost lease moved nothing. */
  async function changed(job: PrintJob | undefined) {
    if (!job) return;
    try {
      await onChange?.(job);
    } catch (error) {
      log.error({ err: error, printJobId: job.id }, 'Printopdracht niet gemeld');
    }
  }

  /** A provider's own failure as it is; anything else (a bug, a broken socket) is worth another try. */
  function asPrintFailure(job: ClaimedPrintJob, error: unknown): PrintFailure {
    if (error instanceof PrintFailure) return error;
    log.error({ err: error, printJobId: job.id }, 'Printopdracht niet verstuurd');
    return new PrintFailure(printMessages.failed(printLabel(job.type)), true);
  }

  return {
    get running() {
      return worker.running;
    },
    start: worker.start,
    stop: worker.stop,
    wake: worker.wake,
  };
}
