import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { createBulkRunner, type BulkRunner } from '../bulk/runner.ts';

declare module 'fastify' {
  interface FastifyInstance {
    bulkRunner: BulkRunner;
  }
}

/** The bulk jobs' worker: runs from ready to close, after the print queue and carriers it uses are in place. */
export const bulkRunnerPlugin = fp(async (app: FastifyInstance) => {
  const runner = createBulkRunner(app);
  app.decorate('bulkRunner', runner);
  app.addHook('onReady', async () => runner.start());
  app.addHook('onClose', () => runner.stop());
});
