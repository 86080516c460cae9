import type pg from 'pg';
import type { FastifyBaseLogger } from 'fastify';

const EVERY_MINUTES = 15;
/** An expired session is kept a day, so a workstation coming back still hears 'Uw sessie is verlopen'. */
const EXPIRED_SESSION_GRACE = '1 day';

export interface AuthCleanupResult {
  sessions: number;
  resetLinks: number;
  attempts: number;
}

/** Deletes what no longer means anything: old sessions, expired reset links, attempts outside every limit window. */
export async function removeStaleAuthData(pool: pg.Pool, attemptWindowMinutes: number): Promise<AuthCleanupResult> {
  const sessions = await pool.query(`DELETE FROM auth_tokens WHERE expires_at < now() - interval '${EXPIRED_SESSION_GRACE}'`);
  const resetLinks = await pool.query('DELETE FROM password_resets WHERE expires_at <= now() OR used_at IS NOT NULL');
  const attempts = await pool.query('DELETE FROM auth_attempts WHERE attempted_at < now() - make_interval(mins => $1)', [
    attemptWindowMinutes,
  ]);
  return { sessions: sessions.rowCount ?? 0, resetLinks: resetLinks.rowCount ?? 0, attempts: attempts.rowCount ?? 0 };
}

/** Runs the cleanup now and then; the timer does not keep the process alive. Returns the stop function. */
export function startAuthCleanup(pool: pg.Pool, attemptWindowMinutes: number, log: FastifyBaseLogger): () => void {
  const timer = setInterval(() => {
    removeStaleAuthData(pool, attemptWindowMinutes).catch((error) => log.warn({ err: error }, 'opruimen van sessies mislukt'));
  }, EVERY_MINUTES * 60_000);
  timer.unref();
  return () => clearInterval(timer);
}
