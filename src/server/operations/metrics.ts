// GET /metrics (issue 25): what an operator graphs and alerts on, in Prometheus' text format (prom-client), one
// registry per app so that tests running several apps do not count each other's requests.
import type { FastifyInstance } from 'fastify';
import { Counter, Gauge, Histogram, Registry, collectDefaultMetrics } from 'prom-client';
import { endpoints } from '../../shared/protocol/endpoints.ts';
import { API_PREFIX } from '../../shared/protocol/endpoint.ts';
import { JOB_KINDS, type JobKind, type JobKindStats } from '../jobs/stats.ts';

const LOGIN_ROUTE = `${API_PREFIX}${endpoints.login.path}`;
const REFUSALS: Record<number, string> = { 401: 'wrong_credentials', 429: 'too_many_attempts' };

/** One look at the job tables serves the three job gauges of a scrape (they are collected at once). */
const JOB_STATS_FRESH_MS = 1000;

export function createMetrics(app: FastifyInstance): Registry {
  const registers = [new Registry()];
  const [registry] = registers;
  collectDefaultMetrics({ register: registry, prefix: 'werkplaats_' });

  const requests = new Histogram({
    name: 'werkplaats_http_request_duration_seconds',
    help: 'HTTP requests by route and status, and how long they took',
    labelNames: ['method', 'route', 'status'],
    buckets: [0.005, 0.01, 0.02, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
    registers,
  });
  const loginsRefused = new Counter({
    name: 'werkplaats_logins_refused_total',
    help: 'Logins refused: a wrong name or password, or too many attempts',
    labelNames: ['reason'],
    registers,
  });
  app.addHook('onResponse', async (request, reply) => {
    const route = request.routeOptions.url ?? 'unmatched';
    requests.observe({ method: request.method, route, status: reply.statusCode }, reply.elapsedTime / 1000);
    const refusal = REFUSALS[reply.statusCode];
    if (route === LOGIN_ROUTE && refusal) loginsRefused.inc({ reason: refusal });
  });

  new Gauge({
    name: 'werkplaats_db_pool_connections',
    help: 'Database pool connections: in use, idle, and requests waiting for one',
    labelNames: ['state'],
    registers,
    collect() {
      const pool = app.db;
      this.set({ state: 'in_use' }, pool.totalCount - pool.idleCount);
      this.set({ state: 'idle' }, pool.idleCount);
      this.set({ state: 'waiting' }, pool.waitingCount);
    },
  });
  new Gauge({
    name: 'werkplaats_live_sockets',
    help: 'Signed-in live-update sockets open on this instance',
    registers,
    collect() {
      this.set(app.liveSockets.size);
    },
  });

  // Counted by the caches themselves (cached-reads.ts); a scrape adds what they counted since the last one.
  const cacheCountsSeen = new Map<string, number>();
  new Counter({
    name: 'werkplaats_read_cache_reads_total',
    help: 'Reads of folder pages (embedded database) and sessions: answered from memory (hit) or read (miss)',
    labelNames: ['cache', 'result'],
    registers,
    collect() {
      for (const [cache, counts] of Object.entries(app.reads.cacheCounts())) {
        for (const result of ['hit', 'miss'] as const) {
          const key = `${cache}/${result}`;
          const total = result === 'hit' ? counts.hits : counts.misses;
          this.inc({ cache, result }, total - (cacheCountsSeen.get(key) ?? 0));
          cacheCountsSeen.set(key, total);
        }
      }
    },
  });

  const jobStats = freshFor(JOB_STATS_FRESH_MS, () => app.jobStats());
  new Gauge({
    name: 'werkplaats_database_up',
    help: 'Whether the database answered the look at the job tables of this scrape',
    registers,
    async collect() {
      this.set(await jobStats().then(() => 1, () => 0));
    },
  });
  const jobGauge = (name: string, help: string, value: (stats: JobKindStats) => number) =>
    new Gauge({
      name,
      help,
      labelNames: ['kind'],
      registers,
      async collect() {
        const stats = await jobStats().catch(() => undefined);
        // Without an answer the gauges keep their last values; werkplaats_database_up says why.
        if (stats) for (const kind of JOB_KINDS) this.set({ kind }, value(stats[kind]));
      },
    });
  jobGauge('werkplaats_job_queue_depth', 'Jobs waiting for a worker, per kind', (stats) => stats.depth);
  jobGauge('werkplaats_job_oldest_age_seconds', 'How long the oldest waiting job has waited, per kind', (stats) => stats.oldestSeconds);
  jobGauge('werkplaats_job_failures_24h', 'Jobs that failed in the last 24 hours, per kind', (stats) => stats.failures);
  return registry;
}

/** `load`'s answer, asked again only when the last one is older than `ms` (a failure is not kept). */
function freshFor(ms: number, load: () => Promise<Record<JobKind, JobKindStats>>) {
  let last: { at: number; answer: Promise<Record<JobKind, JobKindStats>> } | undefined;
  return () => {
    if (!last || Date.now() - last.at > ms) {
      const answer = load();
      last = { at: Date.now(), answer };
      answer.catch(() => {
        if (last?.answer === answer) last = undefined;
      });
    }
    return last.answer;
  };
}
