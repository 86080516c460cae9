// A bulk job's progress as the server publishes it, a few batches per job: every workstation patches its list
// with the batch's changes; the one that started the job follows its toast and gets its summary from the last batch.
// It asks the server only while the live connection is down, and once when it is back.
import { BULK_POLL_MS } from '../../shared/domain/bulk.ts';
import { endpoints } from '../api/endpoints.ts';
import type { BulkProgressMessage } from '../../shared/protocol/socket.ts';
import type { BulkJob } from '../../shared/schema/bulk.ts';
import { ApiError, call } from '../api/client.ts';
import { applyChange } from '../state/apply-change.ts';
import { liveConnection } from '../state/live-connection.ts';

interface Follower {
  job: BulkJob;
  onProgress(job: BulkJob): void;
  finish(job: BulkJob): void;
}

const followers = new Map<string, Follower>();
/** Jobs that finished before their start's answer came back (a small job is quick): kept for their follower. */
const finishedEarly = new Map<string, BulkJob>();
const FINISHED_KEPT = 20;

/** One batch: its changes through the one reducer (lists, counts, the open order, the cache), the job's toast on. */
export function applyBulkProgress({ jobId, done, changes, finished }: BulkProgressMessage) {
  for (const change of changes) applyChange(change);
  const follower = followers.get(jobId);
  if (finished) return follower ? follower.finish(finished) : keepFinished(finished);
  if (follower) follower.onProgress({ ...follower.job, done });
}

function keepFinished(job: BulkJob) {
  finishedEarly.set(job.id, job);
  if (finishedEarly.size > FINISHED_KEPT) finishedEarly.delete(finishedEarly.keys().next().value!);
}

const isConnected = () => liveConnection.status === 'connected';
const isNetworkFailure = (error: unknown) => !(error instanceof ApiError);

/**
 * The job once it stopped running, `onProgress` called while it runs. Without a live connection it asks every
 * BULK_POLL_MS, and once more when the connection is back; a lost answer is asked again at the next tick.
 */
export function followBulkJob(started: BulkJob, onProgress: (job: BulkJob) => void): Promise<BulkJob> {
  // An answer that is already final wins (an undo answers the undone job under the id of the job it took back).
  if (started.state !== 'running') return Promise.resolve(started);
  const early = finishedEarly.get(started.id);
  if (early) {
    finishedEarly.delete(started.id);
    return Promise.resolve(early);
  }
  return new Promise((resolve, reject) => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    let missed = !isConnected();
    const end = (job: BulkJob) => {
      clearTimeout(timer);
      followers.delete(started.id);
      resolve(job);
    };
    const follower: Follower = { job: started, onProgress, finish: end };
    followers.set(started.id, follower);
    onProgress(started);

    async function tick() {
      if (!isConnected()) missed = true;
      else if (!missed) return void (timer = setTimeout(tick, BULK_POLL_MS));
      else missed = false;
      try {
        const current = await call(endpoints.getBulkJob, { params: { id: started.id } });
        if (current.state !== 'running') return end(current);
        follower.job = current;
        onProgress(current);
      } catch (error) {
        if (!isNetworkFailure(error)) {
          followers.delete(started.id);
          return reject(error);
        }
        missed = true;
      }
      if (followers.has(started.id)) timer = setTimeout(tick, BULK_POLL_MS);
    }
    timer = setTimeout(tick, BULK_POLL_MS);
  });
}
