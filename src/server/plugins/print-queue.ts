import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { createPrintQueue, type PrintQueue } from '../print/print-queue.ts';
import { publishPrintJob } from '../print/print-news.ts';

declare module 'fastify' {
  interface FastifyInstance {
    printQueue: PrintQueue;
  }
}

/** The print queue's worker: runs from ready to close, with the providers and printers of print-providers. */
export const printQueuePlugin = fp(async (app: FastifyInstance) => {
  const queue = createPrintQueue({
    db: app.db,
    providers: app.printProviders,
    printers: app.printers,
    log: app.log,
    // The open order's ledger shows how the job goes, and printJobs the time it was printed.
    onChange: (job) => publishPrintJob(app, job),
  });
  app.decorate('printQueue', queue);
  app.addHook('onReady', async () => queue.start());
  app.addHook('onClose', () => queue.stop());
});
