import { readdir, readFile } from 'node:fs/promises';
import type pg from 'pg';
import { transaction } from './database.ts';

const migrationsDir = new URL('./migrations/', import.meta.url);
const MIGRATION_LOCK = 72_013_001;

export const migrationFiles = async () => (await readdir(migrationsDir)).filter((name) => name.endsWith('.sql')).sort();

/**
 * Applies every migration not yet applied, in file-name order; safe when several instances start at once. `only`:
 * just these (a restore brings its target to the migrations its backup was made at).
 */
export async function migrate(pool: pg.Pool, only?: readonly string[]): Promise<string[]> {
  await ensureTrigramExtension(pool);
  const files = (await migrationFiles()).filter((name) => !only || only.includes(name));
  return transaction(pool, async (client) => {
    await client.query('SELECT pg_advisory_xact_lock($1)', [MIGRATION_LOCK]);
    await client.query(
      'CREATE TABLE IF NOT EXISTS schema_migrations (name text PRIMARY KEY, applied_at timestamptz NOT NULL DEFAULT now())',
    );
    const { rows } = await client.query<{ name: string }>('SELECT name FROM schema_migrations');
    const applied = new Set(rows.map((row) => row.name));
    const pending = files.filter((name) => !applied.has(name));
    for (const name of pending) {
      await client.query(await readFile(new URL(name, migrationsDir), 'utf8'));
      await client.query('INSERT INTO schema_migrations (name) VALUES ($1)', [name]);
    }
    return pending;
  });
}

/** The migrations this code has that the database has not applied (an instance older than its database has none). */
export async function pendingMigrations(db: Pick<pg.Pool, 'query'>): Promise<string[]> {
  const { rows } = await db.query<{ name: string }>('SELECT name FROM schema_migrations');
  const applied = new Set(rows.map((row) => row.name));
  return (await migrationFiles()).filter((name) => !applied.has(name));
}

// The extension lives in `public` so that every schema (one per test run on a shared server) can use it.
async function ensureTrigramExtension(pool: pg.Pool) {
  try {
    await pool.query('CREATE EXTENSION IF NOT EXISTS pg_trgm WITH SCHEMA public');
  } catch (error) {
    const alreadyMadeByAnotherRun = (error as { code?: string }).code === '23505';
    if (!alreadyMadeByAnotherRun) throw error;
  }
}
