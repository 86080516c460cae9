import type pg from 'pg';
import { transaction, type Db } from './database.ts';

export type AttemptKind = 'login' | 'reset';

export interface AttemptLimits {
  perLogin: number;
  perAddress: number;
  windowMinutes: number;
}

// Two-key advisory locks, one namespace per key type, so a user name can never collide with an address.
const LOCK_LOGIN = 7201;
const LOCK_ADDRESS = 7202;

/**
 * Records an attempt if both its user and its address are still under their limits, and returns its id;
 * undefined when a limit is reached. The locks make count-and-insert one step for everyone sharing the database, so concurrent attempts
 * cannot all see the same old count. Locks are always taken login first, then address, so two claims never wait
 * on each other in a circle.
 */
export async function claimAttempt(
  pool: pg.Pool,
  kind: AttemptKind,
  login: string,
  address: string,
  limits: AttemptLimits,
): Promise<number | undefined> {
  return transaction(pool, async (client) => {
    await client.query('SELECT pg_advisory_xact_lock($1, hashtext($2))', [LOCK_LOGIN, `${kind}:${login.toLowerCase()}`]);
    await client.query('SELECT pg_advisory_xact_lock($1, hashtext($2))', [LOCK_ADDRESS, `${kind}:${address}`]);
    const { rows } = await client.query<{ id: number }>(
      `WITH recent AS (
         SELECT count(*) FILTER (WHERE login = lower($2)) AS by_login, count(*) FILTER (WHERE address = $3) AS by_address
           FROM auth_attempts
          WHERE kind = $1 AND attempted_at > now() - make_interval(mins => $6) AND (login = lower($2) OR address = $3))
       INSERT INTO auth_attempts (kind, login, address)
       SELECT $1, lower($2), $3 FROM recent WHERE by_login < $4 AND by_address < $5
       RETURNING id`,
      [kind, login, address, limits.perLogin, limits.perAddress, limits.windowMinutes],
    );
    return rows[0]?.id;
  });
}

/** An attempt that never got to the password check (the server was too busy) is not a guess. */
export async function releaseAttempt(db: Db, id: number) {
  await db.query('DELETE FROM auth_attempts WHERE id = $1', [id]);
}

/** A successful login or a new password: the user's failed attempts no longer count, from any address. */
export async function clearLoginAttempts(db: Db, login: string) {
  await db.query("DELETE FROM auth_attempts WHERE kind = 'login' AND login = lower($1)", [login]);
}
