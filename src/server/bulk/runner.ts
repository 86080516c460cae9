// The worker that does the bulk jobs, on every instance: it claims a running job nobody holds, works through its
// pending items and keeps its lease while it does. A job whose holder crashed is claimed again once the lease
// runs out, and goes on with the items that have no result yet.
import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import pLimit from 'p-limit';
import { messages } from '../../shared/domain/messages.ts';
import {
  claimBulkJob, finishBulkJob, pendingBulkItems, recordBulkItemResult, releaseBulkJob, renewBulkLease,
  type BulkItemResult, type BulkItemRow, type BulkJobRow,
} from '../db/bulk-jobs.ts';
import { isDatabaseUnavailable } from '../db/database-unavailable.ts';
import { untilDatabaseAnswers } from '../db/until-database-answers.ts';
import { HttpError } from '../http-errors.ts';
import { failed } from './action.ts';
import { bulkActions } from './actions.ts';
import { createWorkerLoop } from '../worker-loop.ts';

export interface BulkRunnerOptions {
  /** How long a claimed job is this instance's without a renewal; renewed at a third of it. */
  leaseMs?: number;
  /** How often an idle runner looks for a job (one taken over from a crashed instance) when nobody wakes it. */
  pollMs?: number;
  /** Jobs this instance works on at once. */
  maxJobs?: number;
}

export interface BulkRunner {
  start(): void;
  /** Finishes the orders in hand, lets go of the jobs with work left, and stops. */
  stop(): Promise<void>;
  /** A job is waiting: claim it now instead of at the next poll. */
  wake(): void;
}

export function createBulkRunner(app: FastifyInstance, options: BulkRunnerOptions = {}): BulkRunner {
  const { leaseMs = 30_000, pollMs = 2000, maxJobs = 2 } = options;
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

  async function runJob(job: BulkJobRow) {
    let held = true;
    const renewal = setInterval(() => {
      renewBulkLease(app.db, job.id, instance, leaseMs).then(
        (renewed) => { held &&= renewed; },
        (error: unknown) => app.log.warn({ err: error, bulkJobId: job.id }, 'Bulkactie niet verlengd'),
      );
    }, leaseMs / 3);
    try {
      const handler = bulkActions[job.action];
      const limit = pLimit(handler.concurrency);
      const items = await pendingBulkItems(app.db, job.id);
      await Promise.all(items.map((item) => limit(async () => {
        if (!worker.running || !held) return;
        const result = await runItem(job, item);
        // Done is done: a result the database could not take at once is recorded when it is back, not done again.
        if (result) await untilDatabaseAnswers(() => recordBulkItemResult(app.db, job.id, item.position, result), () => worker.running);
      })));
      if (held && !(await finishBulkJob(app.db, job.id, instance))) await releaseBulkJob(app.db, job.id, instance);
    } catch (error) {
      // The lease runs out and this or another instance takes the job up again.
      app.log.error({ err: error, bulkJobId: job.id }, 'Bulkactie onderbroken');
    } finally {
      clearInterval(renewal);
    }
  }

  /** One order's turn: a refusal is the order's failure, anything else is logged and the order failed too. */
  async function runItem(job: BulkJobRow, item: BulkItemRow): Promise<BulkItemResult | null> {
    try {
      return await bulkActions[job.action].run(app, job, item);
    } catch (error) {
      if (error instanceof HttpError) return failed(error.message);
      if (isDatabaseUnavailable(error)) return failed(messages.databaseUnavailable);
      app.log.error({ err: error, bulkJobId: job.id, orderId: item.orderId }, 'Bulkactie voor order mislukt');
      return failed(messages.unexpected);
    }
  }

  return {
    start: worker.start,
    async stop() {
      await worker.stop();
      await Promise.all(active);
    },
    wake: worker.wake,
  };
}
