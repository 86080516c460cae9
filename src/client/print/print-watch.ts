// Follows the jobs this workstation queued until their printer is done with them, so a print that fails later (a
// printer unreachable through every retry, a paper jam) still says 'Kan de {label} niet printen!', also when the
// user has moved on to other orders. The server publishes every step of a job; only while the live connection is
// down does this ask, and once when it is back (a message sent meanwhile is lost).
import { toast } from 'sonner';
import { subscribe } from 'valtio';
import { printLabel, printMessages } from '../../shared/domain/printing.ts';
import { endpoints } from '../api/endpoints.ts';
import type { PrintJob } from '../../shared/schema/print.ts';
import { call } from '../api/client.ts';
import { liveConnection } from '../state/live-connection.ts';

/** How often the jobs on their way are looked up without a connection; the queue retries a printer after 2, 4, 8 and 16 s. */
export const WATCH_INTERVAL_MS = 2000;
/** A job not finished by then is left to the ledger: it waits in a printer (out of paper) or its server is gone. */
export const WATCH_LIMIT_MS = 5 * 60_000;

interface Watched {
  job: PrintJob;
  since: number;
}

const watched = new Map<number, Watched>();
/** Jobs the server said were finished before this workstation's print had its answer (a printer that refuses at once). */
const finishedEarly = new Map<number, PrintJob>();
const FINISHED_KEPT = 50;
let timer: ReturnType<typeof setTimeout> | undefined;
/** The connection dropped (or a look-up was made without it): once it is back, ask once for what was missed. */
let missed = false;

const isConnected = () => liveConnection.status === 'connected';

subscribe(liveConnection, () => {
  if (!isConnected()) missed = true;
  schedule();
});

export function watchPrintJob(job: PrintJob) {
  if (job.orderId === null || job.status === 'done' || job.status === 'failed') return;
  watched.set(job.id, { job, since: Date.now() });
  const finished = finishedEarly.get(job.id);
  if (finished) followPrintJob(finished);
  schedule();
}

/** A job as the server has it now (its message, or a look-up): a watched one that failed says so, once. */
export function followPrintJob(job: PrintJob) {
  if (job.status === 'queued' || job.status === 'sent') return;
  if (!watched.has(job.id)) return keepFinished(job);
  watched.delete(job.id);
  if (job.status === 'failed') toast.error(printMessages.failed(printLabel(job.type)), { description: job.error ?? undefined });
}

function keepFinished(job: PrintJob) {
  finishedEarly.set(job.id, job);
  if (finishedEarly.size > FINISHED_KEPT) finishedEarly.delete(finishedEarly.keys().next().value!);
}

function schedule() {
  if (watched.size === 0 && isConnected()) missed = false;
  if (timer || watched.size === 0 || (isConnected() && !missed)) return;
  timer = setTimeout(checkWatched, WATCH_INTERVAL_MS);
}

async function checkWatched() {
  missed = !isConnected();
  const orderIds = new Set([...watched.values()].map(({ job }) => job.orderId!));
  await Promise.all([...orderIds].map((orderId) => checkOrder(orderId).catch(() => undefined)));
  for (const [id, { since }] of watched) if (Date.now() - since > WATCH_LIMIT_MS) watched.delete(id);
  timer = undefined;
  schedule();
}

async function checkOrder(orderId: number) {
  for (const job of await call(endpoints.listPrintJobs, { params: { id: orderId } })) followPrintJob(job);
}

/** Forgets every watched job (a test's end; nothing else needs it: the watch ends by itself). */
export function stopWatchingPrintJobs() {
  watched.clear();
  finishedEarly.clear();
  clearTimeout(timer);
  timer = undefined;
  missed = false;
}
