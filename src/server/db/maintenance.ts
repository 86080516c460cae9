import type pg from 'pg';
import type { FastifyBaseLogger } from 'fastify';

const EVERY_MINUTES = 10;

/**
 * PGlite has no autovacuum. Without a periodic VACUUM the visibility map goes stale after edits, the folder
 * counts fall back from index-only scans to reading the whole table, and the planner's statistics age.
 */
export function startPgliteMaintenance(pool: pg.Pool, log: FastifyBaseLogger): () => void {
  const timer = setInterval(() => {
    pool.query('VACUUM (ANALYZE)').catch((error) => log.warn({ err: error }, 'onderhoud (VACUUM) mislukt'));
  }, EVERY_MINUTES * 60_000);
  timer.unref();
  return () => clearInterval(timer);
}
