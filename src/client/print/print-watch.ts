// Follows the jobs this workstation queued until their printer is done with them, so a print that fails later (a
// printer unreachable through every retry, a paper jam) still says 'Kan de {label} niet printen!', also when the
// user has moved on to other orders. The ledger of the order shows the same, for whoever opens it.
import { toast } from 'sonner';
import { printLabel, printMessages } from '../../shared/domain/printing.ts';
import { endpoints } from '../../shared/protocol/endpoints.ts';
import type { PrintJob } from '../../shared/schema/print.ts';
import { call } from '../api/client.ts';

/** How often the jobs on their way are looked up; the queue retries a printer after 2, 4, 8 and 16 s. */
export const WATCH_INTERVAL_MS = 2000;
/** A job not finished by then is left to the ledger: it waits in a printer (out of paper) or its server is gone. */
export const WATCH_LIMIT_MS = 5 * 60_000;

interface Watched {
  job: PrintJob;
  since: number;
}

const watched = new Map<number, Watched>();
let timer: ReturnType<typeof setTimeout> | undefined;

export function watchPrintJob(job: PrintJob) {
  if (job.orderId === null || job.status === 'done' || job.status === 'failed') return;
  watched.set(job.id, { job, since: Date.now() });
  timer ??= setTimeout(checkWatched, WATCH_INTERVAL_MS);
}

async function checkWatched() {
  const orderIds = new Set([...watched.values()].map(({ job }) => job.orderId!));
  await Promise.all([...orderIds].map((orderId) => checkOrder(orderId).catch(() => undefined)));
  for (const [id, { since }] of watched) if (Date.now() - since > WATCH_LIMIT_MS) watched.delete(id);
  timer = watched.size > 0 ? setTimeout(checkWatched, WATCH_INTERVAL_MS) : undefined;
}

async function checkOrder(orderId: number) {
  const jobs = await call(endpoints.listPrintJobs, { params: { id: orderId } });
  for (const job of jobs) {
    if (!watched.has(job.id) || job.status === 'queued' || job.status === 'sent') continue;
    watched.delete(job.id);
    if (job.status === 'failed') toast.error(printMessages.failed(printLabel(job.type)), { description: job.error ?? undefined });
  }
}

/** Forgets every watched job (a test's end; nothing else needs it: the watch ends by itself). */
export function stopWatchingPrintJobs() {
  watched.clear();
  clearTimeout(timer);
  timer = undefined;
}
