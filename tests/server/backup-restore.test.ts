// Issue 25: a backup of the whole database, written while the server writes, restores elsewhere into the same rows:
// every table's count and the orders' checksum are equal, and the users log in on the restored data. A non-empty
// target is refused unless forced; a file that is no backup is refused.
import { randomBytes } from 'node:crypto';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { restoreBackup, RestoreRefused } from '../../src/server/backup/restore-backup.ts';
import { writeBackup } from '../../src/server/backup/write-backup.ts';
import { dropSchema, openDatabase, type Database } from '../../src/server/db/database.ts';
import { bearer, databaseKinds, startTestApp, useTestApp, type DatabaseKind } from '../helpers/test-app.ts';

type Pool = Database['pool'];

/** Per table its rows, and checksums of every order, attached file and server secret (the links' signing key). */
async function contents(pool: Pool) {
  const { rows: tables } = await pool.query<{ table: string }>(
    "SELECT relname AS table FROM pg_class WHERE relnamespace = current_schema()::regnamespace AND relkind = 'r' ORDER BY relname",
  );
  const counts: Record<string, number> = {};
  for (const { table } of tables) counts[table] = (await pool.query<{ n: number }>(`SELECT count(*)::int AS n FROM "${table}"`)).rows[0].n;
  const sum = async (sql: string) => (await pool.query<{ sum: string | null }>(sql)).rows[0].sum;
  return {
    counts,
    orders: await sum("SELECT md5(string_agg(o::text, '|' ORDER BY id)) AS sum FROM orders o"),
    files: await sum("SELECT md5(string_agg(md5(bytes), '|' ORDER BY attachment_id)) AS sum FROM attachment_files"),
    secrets: await sum("SELECT md5(string_agg(md5(secret), '|' ORDER BY 1)) AS sum FROM server_secrets"),
  };
}

/** An empty database of the same kind: an in-memory PGlite, or a fresh schema on the PostgreSQL server. */
async function emptyDatabase(kind: DatabaseKind) {
  if (kind === 'pglite') return { database: await openDatabase({}), drop: async () => {} };
  const schema = `restore_${randomBytes(5).toString('hex')}`;
  const database = await openDatabase({ databaseUrl: process.env.DATABASE_URL, schema, poolSize: 2 });
  return { database, drop: () => dropSchema(process.env.DATABASE_URL!, schema) };
}

describe.each(databaseKinds)('backup and restore on %s', (kind) => {
  const t = useTestApp(kind);
  const cleanups: (() => Promise<void>)[] = [];
  let folder = '';
  afterAll(async () => {
    for (const cleanup of cleanups.reverse()) await cleanup();
    if (folder) await rm(folder, { recursive: true, force: true });
  });
  const backupFile = async (name: string) => {
    folder ||= await mkdtemp(join(tmpdir(), 'werkplaats-backup-'));
    return join(folder, name);
  };

  it('restores, into an empty database, a backup written while the orders change: same rows, same sums, and users log in', async () => {
    const { rows: orders } = await t.database.pool.query<{ id: number; version: number }>('SELECT id, version FROM orders ORDER BY id LIMIT 20');
    const save = (order: { id: number; version: number }, comment: string) =>
      t.app.inject({ method: 'PUT', url: `/gateway/api/workbench/order/${order.id}`, payload: { version: order.version, comment }, headers: bearer(t.staff) });
    const underLoad = await backupFile('under-load.backup.gz');
    const [summary, ...saves] = await Promise.all([writeBackup(t.database.pool, underLoad), ...orders.map((order) => save(order, 'Tijdens de back-up'))]);
    expect(saves.every((saved) => saved.statusCode === 200)).toBe(true);
    expect(summary.rows.orders).toBeGreaterThan(0);

    const loaded = await emptyDatabase(kind);
    cleanups.push(async () => {
      await loaded.database.close();
      await loaded.drop();
    });
    await restoreBackup(loaded.database.pool, underLoad);
    const restored = await contents(loaded.database.pool);
    for (const [table, rows] of Object.entries(summary.rows)) expect(restored.counts[table], table).toBe(rows);

    // Once still, a backup and its restore are the source, row for row.
    const still = await backupFile('still.backup.gz');
    await writeBackup(t.database.pool, still);
    const again = await emptyDatabase(kind);
    await restoreBackup(again.database.pool, still);
    expect(await contents(again.database.pool)).toEqual(await contents(t.database.pool));

    const server = await startTestApp(kind, {}, { database: again.database });
    cleanups.push(async () => {
      await server.close();
      await again.database.close();
      await again.drop();
    });
    expect(await server.login('medewerker')).toMatch(/\S+/);
    const order = await server.app.inject({ url: `/gateway/api/workbench/order/${orders[0].id}`, headers: bearer(await server.login('beheerder')) });
    expect(order.json().comment).toBe('Tijdens de back-up');
    // New rows get new ids: the sequences go on after the restored ones.
    const { rows: next } = await again.database.pool.query<{ id: number }>(
      "INSERT INTO users (name, password_hash) VALUES ('na.het.terugzetten', 'x') RETURNING id",
    );
    const { rows: highest } = await t.database.pool.query<{ max: number }>('SELECT max(id)::int AS max FROM users');
    expect(Number(next[0].id)).toBeGreaterThan(highest[0].max);
  });

  it('refuses a database with rows unless forced, and a file that is no backup', async () => {
    const file = await backupFile('refuse.backup.gz');
    await writeBackup(t.database.pool, file);
    const target = await emptyDatabase(kind);
    cleanups.push(async () => {
      await target.database.close();
      await target.drop();
    });
    await restoreBackup(target.database.pool, file);
    await expect(restoreBackup(target.database.pool, file)).rejects.toThrow(
      /^De database is niet leeg \(\w+: \d+ rijen\); gebruik --force om alles te vervangen door de back-up$/,
    );
    await t.database.pool.query("UPDATE orders SET comment = 'Na de back-up' WHERE id = (SELECT min(id) FROM orders)");
    await restoreBackup(target.database.pool, file, { force: true });
    const { rows } = await target.database.pool.query<{ n: number }>("SELECT count(*)::int AS n FROM orders WHERE comment = 'Na de back-up'");
    expect(rows[0].n).toBe(0);

    const junk = await backupFile('junk.txt');
    await writeFile(junk, 'geen back-up');
    await expect(restoreBackup(target.database.pool, junk)).rejects.toBeInstanceOf(RestoreRefused);
  });
});
