// What a load balancer, a monitor and an operator ask an instance (issue 25), outside the API and its sessions:
// GET /healthz (the process answers), GET /readyz (it can do its work; 503 with the reasons), GET /metrics
// (Prometheus text, for whoever holds METRICS_TOKEN).
import { createHash, timingSafeEqual } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { createMetrics } from '../operations/metrics.ts';
import { readiness } from '../operations/readiness.ts';

export const OPERATIONS_MESSAGES = {
  metricsOff: 'Metrics staan uit: geef de server een METRICS_TOKEN',
  metricsRefused: 'Geen toegang tot de metrics: stuur Authorization: Bearer <METRICS_TOKEN>',
};

/** After the job workers, before the routes: its response hook times every route registered after it. */
export const operationsPlugin = fp(async (app: FastifyInstance) => {
  const registry = createMetrics(app);
  let stopping = false;
  app.addHook('preClose', async () => {
    stopping = true;
  });

  app.get('/healthz', async () => ({ status: 'ok' }));

  app.get('/readyz', async (_request, reply) => {
    const state = await readiness(app, stopping);
    if (state.ready) return { status: 'ready' };
    return reply.code(503).send({ status: 'not ready', reasons: state.reasons });
  });

  app.get('/metrics', async (request, reply) => {
    const token = app.config.metricsToken;
    if (!token) return reply.code(404).send({ message: OPERATIONS_MESSAGES.metricsOff });
    if (!holdsToken(request, token)) return reply.code(401).send({ message: OPERATIONS_MESSAGES.metricsRefused });
    return reply.type(registry.contentType).send(await registry.metrics());
  });
});

/** Compared as hashes, in constant time: the answer tells nothing about how much of a guess was right. */
function holdsToken(request: FastifyRequest, token: string): boolean {
  const given = /^Bearer (.+)$/.exec(request.headers.authorization ?? '')?.[1];
  if (!given) return false;
  const digest = (text: string) => createHash('sha256').update(text).digest();
  return timingSafeEqual(digest(given), digest(token));
}
