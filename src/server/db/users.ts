import type { Db } from './database.ts';
import { queryPrepared } from './prepared.ts';

export interface UserRow {
  id: number;
  name: string;
  email: string | null;
  password_hash: string;
  is_administrator: boolean;
}

export interface SessionUser {
  id: number;
  name: string;
  isAdministrator: boolean;
}

export async function findUserByName(db: Db, name: string): Promise<UserRow | undefined> {
  const { rows } = await db.query<UserRow>('SELECT * FROM users WHERE lower(name) = lower($1)', [name]);
  return rows[0];
}

export async function createUser(
  db: Db,
  user: { name: string; email?: string; passwordHash: string; isAdministrator: boolean },
): Promise<number> {
  const { rows } = await db.query<{ id: number }>(
    `INSERT INTO users (name, email, password_hash, is_administrator) VALUES ($1, $2, $3, $4)
     ON CONFLICT (name) DO UPDATE SET password_hash = excluded.password_hash,
       is_administrator = excluded.is_administrator, email = coalesce(excluded.email, users.email)
     RETURNING id`,
    [user.name, user.email ?? null, user.passwordHash, user.isAdministrator],
  );
  return rows[0].id;
}

export async function setPassword(db: Db, userId: number, passwordHash: string) {
  await db.query('UPDATE users SET password_hash = $2 WHERE id = $1', [userId, passwordHash]);
}

// Sessions -------------------------------------------------------------------------------------------

export async function createSession(db: Db, tokenHash: Buffer, userId: number, expiresAt: Date) {
  const { rows } = await db.query<{ created_at: Date }>(
    'INSERT INTO auth_tokens (token_hash, user_id, expires_at) VALUES ($1, $2, $3) RETURNING created_at',
    [tokenHash, userId, expiresAt],
  );
  return rows[0].created_at;
}

/** A session's user, when it ends and how long that was from the read by the database's clock; or that it has ended. */
export type Session = { user: SessionUser; expiresAt: Date; msLeft: number } | { expired: true };

/** The session's user and when it ends, or why there is none: no such token (undefined), or it expired. */
export async function findSession(db: Db, tokenHash: Buffer): Promise<Session | undefined> {
  const { rows } = await queryPrepared<Pick<UserRow, 'id' | 'name' | 'is_administrator'> & { expires_at: Date; ms_left: number }>(
    db,
    `SELECT u.id, u.name, u.is_administrator, t.expires_at, extract(epoch FROM t.expires_at - now())::float8 * 1000 AS ms_left
       FROM auth_tokens t JOIN users u ON u.id = t.user_id WHERE t.token_hash = $1`,
    [tokenHash],
  );
  const row = rows[0];
  if (!row) return undefined;
  if (row.ms_left <= 0) return { expired: true };
  return { user: { id: row.id, name: row.name, isAdministrator: row.is_administrator }, expiresAt: row.expires_at, msLeft: row.ms_left };
}

export async function deleteSession(db: Db, tokenHash: Buffer) {
  await db.query('DELETE FROM auth_tokens WHERE token_hash = $1', [tokenHash]);
}

export async function deleteSessionsOfUser(db: Db, userId: number) {
  await db.query('DELETE FROM auth_tokens WHERE user_id = $1', [userId]);
}

// Password resets ------------------------------------------------------------------------------------

export async function createPasswordReset(db: Db, tokenHash: Buffer, userId: number, expiresAt: Date) {
  await db.query('INSERT INTO password_resets (token_hash, user_id, expires_at) VALUES ($1, $2, $3)', [
    tokenHash,
    userId,
    expiresAt,
  ]);
}

/** The user a reset link belongs to, if the link is open (unused links are the only ones kept) and not expired. */
export async function findValidPasswordReset(db: Db, tokenHash: Buffer) {
  const { rows } = await db.query<{ user_id: number; name: string }>(
    `SELECT r.user_id, u.name FROM password_resets r JOIN users u ON u.id = r.user_id
      WHERE r.token_hash = $1 AND r.expires_at > now()`,
    [tokenHash],
  );
  return rows[0];
}

/**
 * Uses a link: deletes it and every other open link of its user, and returns the user's id; undefined when the
 * link was expired or another request used it first.
 */
export async function usePasswordReset(db: Db, tokenHash: Buffer): Promise<number | undefined> {
  const { rows } = await db.query<{ user_id: number }>(
    `WITH used AS (DELETE FROM password_resets WHERE token_hash = $1 AND expires_at > now() RETURNING user_id),
          others AS (DELETE FROM password_resets WHERE user_id IN (SELECT user_id FROM used) AND token_hash <> $1)
     SELECT user_id FROM used`,
    [tokenHash],
  );
  return rows[0]?.user_id;
}
