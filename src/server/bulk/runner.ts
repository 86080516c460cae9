// The worker that does the bulk jobs, on every instance: it claims a running job nobody holds, works through its
// pending items and keeps its lease while it does. A job whose holder crashed is claimed again once the lease
// runs out, and goes on with the items that have no result yet.
import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import pLimit from 'p-limit';
import { bulkMessages } from '../../shared/domain/bulk.ts';
import { messages } from '../../shared/domain/messages.ts';
import {
  claimBulkJob, findBulkJob, finishBulkJob, giveUpBulkJob, pendingBulkItems, recordBulkItemResult, releaseBulkJob, renewBulkLease,
  type BulkItemRow, type BulkJobRow,
} from '../db/bulk-jobs.ts';
import { isDatabaseUnavailable } from '../db/database-unavailable.ts';
import { untilDatabaseAnswers } from '../db/until-database-answers.ts';
import { HttpError } from '../http-errors.ts';
import { failed, type BulkOutcome } from './job-kind.ts';
import { bulkJobKinds } from './job-kinds.ts';
import { toBulkJob } from './job-view.ts';
import { createBulkProgress } from './progress.ts';
import { createWorkerLoop } from '../jobs/loop.ts';

export interface BulkRunnerOptions {
  /** How long a claimed job is this instance's without a renewal; renewed at a third of it. */
  leaseMs?: number;
  /** How often an idle runner looks for a job (one taken over from a crashed instance) when nobody wakes it. */
  pollMs?: number;
  /** Jobs this instance works on at once. */
  maxJobs?: number;
  /** Claims before a job whose run keeps breaking off is dead (each claim after the first follows a lost lease). */
  maxClaims?: number;
}

export interface BulkRunner {
  /** Started and not stopped (the readiness check asks). */
  readonly running: boolean;
  start(): void;
  /** Finishes the orders in hand, lets go of the jobs with work left, and stops. */
  stop(): Promise<void>;
  /** A job is waiting: claim it now instead of at the next poll. */
  wake(): void;
}

export function createBulkRunner(app: FastifyInstance, options: BulkRunnerOptions = {}): BulkRunner {
  const { leaseMs = 30_000, pollMs = 2000, maxJobs = 2, maxClaims = 5 } = options;
  const instance = randomUUID();
  const active = new Set<Promise<void>>();
  const worker = createWorkerLoop(async () => active.size < maxJobs && (await claimNext()), {
    pollMs, log: app.log, failure: 'Bulkactie niet opgehaald',
  });

  async function claimNext(): Promise<boolean> {
    const job = await claimBulkJob(app.db, instance, leaseMs);
    if (!job) return false;
    const work = runJob(job).finally(() => {
      active.delete(work);
      worker.wake();
    });
    active.add(work);
    return true;
  }

  async function runJob(job: BulkJobRow & { claims: number }) {
    let held = true;
    const renewal = setInterval(() => {
      renewBulkLease(app.db, job.id, instance, leaseMs).then(
        (renewed) => { held &&= renewed; },
        (error: unknown) => app.log.warn({ err: error, bulkJobId: job.id }, 'Bulkactie niet verlengd'),
      );
    }, leaseMs / 3);
    try {
      if (job.claims > maxClaims) return await giveUp(job);
      const handler = bulkJobKinds[job.action];
      const limit = pLimit(handler.concurrency);
      const items = await pendingBulkItems(app.db, job.id);
      const progress = createBulkProgress(app, job, job.total - items.length);
      await Promise.all(items.map((item) => limit(async () => {
        if (!worker.running || !held) return;
        const outcome = await runItem(job, item);
        if (!outcome) return;
        // Done is done: a result the database could not take at once is recorded when it is back, not done again.
        if (!outcome.stored) await untilDatabaseAnswers(() => recordBulkItemResult(app.db, job.id, item.position, outcome), () => worker.running);
        await progress.add(item, outcome);
      })));
      const finished = held && (await finishBulkJob(app.db, job.id, instance));
      if (held && !finished) await releaseBulkJob(app.db, job.id, instance);
      // The finished job is read once, for its summary and undo window: the workstations need ask nothing.
      await progress.end(finished ? toBulkJob((await findBulkJob(app.db, job.id))!) : undefined);
    } catch (error) {
      // The lease runs out and this or another instance takes the job up again.
      app.log.error({ err: error, bulkJobId: job.id }, 'Bulkactie onderbroken');
    } finally {
      clearInterval(renewal);
    }
  }

  /** A job claimed more often than maxClaims kept breaking off: dead, its pending orders failed with the reason. */
  async function giveUp(job: BulkJobRow) {
    app.log.error({ bulkJobId: job.id, claims: maxClaims }, 'Bulkactie afgebroken na herhaalde fouten');
    const progress = createBulkProgress(app, job, job.total);
    if (await giveUpBulkJob(app.db, job.id, instance, bulkMessages.gaveUp)) await progress.end(toBulkJob((await findBulkJob(app.db, job.id))!));
  }

  /** One order's turn: a refusal is the order's failure, anything else is logged and the order failed too. */
  async function runItem(job: BulkJobRow, item: BulkItemRow): Promise<BulkOutcome | null> {
    try {
      return await bulkJobKinds[job.action].run(app, job, item);
    } catch (error) {
      if (error instanceof HttpError) return failed(error.message);
      if (isDatabaseUnavailable(error)) return failed(messages.databaseUnavailable);
      app.log.error({ err: error, bulkJobId: job.id, orderId: item.orderId }, 'Bulkactie voor order mislukt');
      return failed(messages.unexpected);
    }
  }

  return {
    get running() {
      return worker.running;
    },
    start: worker.start,
    async stop() {
      await worker.stop();
      await Promise.all(active);
    },
    wake: worker.wake,
  };
}
