// The open order's print ledger: loaded once when the order opens, then kept by the print jobs the server
// publishes (queued, sent, printed, failed) and the answers of this workstation's own prints. It asks again only
// while the live connection is down, or once it is back (messages sent meanwhile are lost).
import { proxy } from 'valtio';
import { endpoints } from '../api/endpoints.ts';
import type { PrintJobState } from '../../shared/domain/printing.ts';
import type { PrintJob } from '../../shared/schema/print.ts';
import { call } from '../api/client.ts';
import { activeOrder } from '../state/active-order.ts';

export const printLedger = proxy({
  orderId: null as number | null,
  jobs: null as PrintJob[] | null,
  error: null as string | null,
});

let loading: AbortController | undefined;

export const isUnderWay = (job: PrintJob) => job.status === 'queued' || job.status === 'sent';

const STEP: Readonly<Record<PrintJobState, number>> = { queued: 0, sent: 1, done: 2, failed: 2 };

/**
 * Messages about one job can cross: the queue's worker may print it and say so before the request that queued it
 * says 'queued'. A row never goes back a step, nor to an earlier attempt.
 */
const isBehind = (job: PrintJob, known: PrintJob) =>
  STEP[job.status] < STEP[known.status] || (STEP[job.status] === STEP[known.status] && job.attempts < known.attempts);

/** Loads the order's ledger; an earlier load still on its way is dropped. */
export async function loadPrintLedger(orderId: number): Promise<void> {
  loading?.abort();
  const controller = new AbortController();
  loading = controller;
  if (printLedger.orderId !== orderId) Object.assign(printLedger, { orderId, jobs: null, error: null });
  try {
    const jobs = await call(endpoints.listPrintJobs, { params: { id: orderId }, signal: controller.signal });
    if (!controller.signal.aborted) Object.assign(printLedger, { jobs, error: null });
  } catch (error) {
    if (!controller.signal.aborted) printLedger.error = (error as Error).message;
  }
}

/** The ledger is no longer shown: nothing to keep up to date. */
export function closePrintLedger(orderId: number) {
  if (printLedger.orderId !== orderId) return;
  loading?.abort();
  Object.assign(printLedger, { orderId: null, jobs: null, error: null });
}

/**
 * A job as the server has it now (its message, or the answer to this workstation's print): its row in the
 * ledger, newest first, and a printed job's time in the open order's print times (Order.printJobs).
 */
export function applyPrintJob(job: PrintJob) {
  if (job.status === 'done' && job.finishedAt !== null && activeOrder.order?.id === job.orderId) {
    activeOrder.order.printJobs[job.type] = job.finishedAt;
  }
  if (printLedger.orderId !== job.orderId || printLedger.jobs === null) return;
  const known = printLedger.jobs.find((row) => row.id === job.id);
  if (known && isBehind(job, known)) return;
  const others = printLedger.jobs.filter((row) => row.id !== job.id);
  printLedger.jobs = [job, ...others].sort((a, b) => b.createdAt - a.createdAt || b.id - a.id);
}
