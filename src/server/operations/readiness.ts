// GET /readyz (issue 25): whether this instance can do its work — the database answers, every migration of this code
// is applied, and the job workers run — with the reasons when not, for a load balancer and an operator to read.
import type { FastifyInstance } from 'fastify';
import { pendingMigrations } from '../db/migrate.ts';
import { withinTime } from '../within-time.ts';

/** A database that takes longer than this to answer one small query is not one to send users to. */
const DATABASE_CHECK_MS = 2000;

export type Readiness = { ready: true } | { ready: false; reasons: string[] };

export async function readiness(app: FastifyInstance, stopping: boolean): Promise<Readiness> {
  const reasons: string[] = [];
  if (stopping) reasons.push('Deze instantie stopt');
  try {
    const pending = await withinTime(pendingMigrations(app.db), DATABASE_CHECK_MS);
    if (pending.length > 0) reasons.push(`Migraties niet toegepast: ${pending.join(', ')}`);
  } catch (error) {
    reasons.push(`Database niet bereikbaar (${error instanceof Error ? error.message : String(error)})`);
  }
  const stopped = app.stoppedJobKinds();
  if (stopped.length > 0) reasons.push(`Achtergrondtaken draaien niet: ${stopped.join(', ')}`);
  return reasons.length === 0 ? { ready: true } : { ready: false, reasons };
}
