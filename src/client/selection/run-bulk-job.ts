// Running a bulk job from this workstation (issue 14): start it once, follow it in one toast, offer its undo.
// The list itself follows the orders through the job's batched progress messages (bulk-follow.ts).
import { endpoints } from '../api/endpoints.ts';
import type { BulkJob, BulkRequest } from '../../shared/schema/bulk.ts';
import { ApiError, call } from '../api/client.ts';
import { followBulkJob } from './bulk-follow.ts';
import { showFailure, showProgress, showSummary, showUndoResult } from './bulk-toasts.ts';
import { offerUndo, takeUndoOffer } from './last-bulk-job.ts';

/** A request that never reached the server (or whose answer never came back) is sent again, with the same key. */
const NETWORK_ATTEMPTS = 3;
const RETRY_MS = 1000;

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const isNetworkFailure = (error: unknown) => !(error instanceof ApiError);

/** The same Idempotency-Key on every attempt: the server answers a retried request with the job it started. */
async function startJob(request: BulkRequest): Promise<BulkJob> {
  const headers = { 'idempotency-key': crypto.randomUUID() };
  for (let attempt = 1; ; attempt++) {
    try {
      return await call(endpoints.startBulkJob, { body: request, headers });
    } catch (error) {
      if (attempt >= NETWORK_ATTEMPTS || !isNetworkFailure(error)) throw error;
      await wait(RETRY_MS);
    }
  }
}

/** Takes a finished job back and says how that went; a refusal (too late, done already) is the server's message. */
export async function undoBulkJob(jobId: string): Promise<void> {
  takeUndoOffer(jobId);
  const job = await call(endpoints.undoBulkJob, { params: { id: jobId } });
  showUndoResult(await followBulkJob(job, () => {}));
}

/** The server keeps an undo for a move or process job that changed at least one order. */
const canUndo = (job: BulkJob) => job.undoUntil !== null && job.items.some((item) => item.state === 'ok');

async function follow(started: BulkJob) {
  const job = await followBulkJob(started, showProgress);
  const undoable = canUndo(job);
  showSummary(job, undoable ? () => void undoBulkJob(job.id).catch((error) => showFailure(error)) : null);
  if (undoable) offerUndo(job.id);
}

/**
 * Starts a job for the selected orders; resolves once the server took it. The toast follows the job from there on
 * its own; the selection stays for the next bulk command until the user clears it.
 */
export async function runBulkJob(request: BulkRequest): Promise<void> {
  const job = await startJob(request);
  void follow(job).catch((error) => showFailure(error, job));
}
