import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { announceTrackingChange, createTrackingWorker, type TrackingWorker } from '../carriers/tracking.ts';

declare module 'fastify' {
  interface FastifyInstance {
    tracking: TrackingWorker;
  }
}

/** The tracking worker: asks the carriers (app.carriers) where their parcels are, from ready to close. */
export const trackingPlugin = fp(async (app: FastifyInstance) => {
  const { intervalMs, batchSize, concurrency } = app.config.tracking;
  const worker = createTrackingWorker({
    db: app.db,
    carriers: app.carriers,
    log: app.log,
    intervalMs,
    batchSize,
    concurrency,
    timeoutMs: app.config.carriers.timeoutMs,
    onChanged: (change) => announceTrackingChange(app, change),
  });
  app.decorate('tracking', worker);
  // TRACKING_INTERVAL_MS=0: this instance does not follow parcels (another one does, or nobody should).
  if (intervalMs > 0) app.addHook('onReady', async () => worker.start());
  app.addHook('onClose', () => worker.stop());
});
