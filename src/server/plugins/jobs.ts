// The background work of one instance, in one place (issue 23): the print queue, the bulk jobs, the parcels'
// tracking and the lost-mail sweep — each a kind on the job module (src/server/jobs) — started together once the
// app is ready and stopped together at close, each finishing the job in hand.
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { createBulkRunner, type BulkRunner } from '../bulk/runner.ts';
import { announceTrackingChange, createTrackingWorker, type TrackingWorker } from '../carriers/tracking.ts';
import { jobStats, type JobKind, type JobKindStats } from '../jobs/stats.ts';
import { createLostMailSweep } from '../mail/lost-mails.ts';
import { createPrintQueue, type PrintQueue } from '../print/print-queue.ts';
import { publishPrintJob } from '../print/print-news.ts';

declare module 'fastify' {
  interface FastifyInstance {
    printQueue: PrintQueue;
    bulkRunner: BulkRunner;
    tracking: TrackingWorker;
    /** Per kind: jobs waiting, the age of the oldest, failures in the last 24 hours. */
    jobStats(): Promise<Record<JobKind, JobKindStats>>;
    /** The job kinds this instance works on that are not running (the readiness check names them). */
    stoppedJobKinds(): JobKind[];
  }
}

/** After the print providers and the carriers: the workers use both. */
export const jobsPlugin = fp(async (app: FastifyInstance) => {
  const printQueue = createPrintQueue({
    db: app.db,
    providers: app.printProviders,
    printers: app.printers,
    log: app.log,
    // The open order's ledger shows how the job goes, and printJobs the time it was printed.
    onChange: (job) => publishPrintJob(app, job),
  });
  const { intervalMs, batchSize, concurrency } = app.config.tracking;
  const tracking = createTrackingWorker({
    db: app.db,
    carriers: app.carriers,
    log: app.log,
    intervalMs,
    batchSize,
    concurrency,
    timeoutMs: app.config.carriers.timeoutMs,
    onChanged: (change) => announceTrackingChange(app, change),
  });
  app.decorate('printQueue', printQueue);
  app.decorate('tracking', tracking);
  app.decorate('bulkRunner', createBulkRunner(app));
  app.decorate('jobStats', () => jobStats(app.db));
  const lostMails = createLostMailSweep(app.db, app.log);

  // TRACKING_INTERVAL_MS=0: this instance does not follow parcels (another one does, or nobody should).
  type Worker = { readonly running: boolean; start(): void };
  const byKind: (readonly [JobKind, Worker])[] = [
    ['print', printQueue], ['bulk', app.bulkRunner], ['mail', lostMails], ...(intervalMs > 0 ? [['tracking', tracking] as const] : []),
  ];
  app.decorate('stoppedJobKinds', () => byKind.filter(([, worker]) => !worker.running).map(([kind]) => kind));
  app.addHook('onReady', async () => byKind.forEach(([, worker]) => worker.start()));
  app.addHook('onClose', async () => {
    await Promise.all([printQueue, app.bulkRunner, lostMails, tracking].map((worker) => worker.stop()));
  });
});
