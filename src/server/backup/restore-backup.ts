// Restoring a backup (write-backup.ts) into an empty database, or with `force` into one whose rows it replaces: the
// target is brought to the migrations the backup was made at, every row goes in — parents first, the tables' own
// triggers resting, identity values as they were — the sequences go on after the highest id, and then the
// migrations made since run over the restored rows, as they would have over the original. One transaction: a
// restore that fails leaves the target as it was.
import { createReadStream } from 'node:fs';
import { createInterface } from 'node:readline';
import { createGunzip } from 'node:zlib';
import type pg from 'pg';
import { transaction } from '../db/database.ts';
import { migrate, migrationFiles } from '../db/migrate.ts';
import { schemaTables } from './catalogue.ts';
import { BACKUP_FORMAT, backupMessages, type BackupHeader, type BackupLine } from './format.ts';

const BATCH = 1000;

export class RestoreRefused extends Error {}

export async function restoreBackup(pool: pg.Pool, file: string, options: { force?: boolean } = {}): Promise<Record<string, number>> {
  const input = createReadStream(file).pipe(createGunzip());
  const lines = createInterface({ input, crlfDelay: Infinity })[Symbol.asyncIterator]();
  const header = await readHeader(file, lines);
  const unknown = header.migrations.filter((name) => !known.has(name));
  if (unknown.length > 0) throw new RestoreRefused(backupMessages.newerCode(unknown));

  await migrate(pool, header.migrations);
  const restored = await transaction(pool, async (client) => {
    const tables = await schemaTables(client);
    for (const { table } of tables) await client.query(`ALTER TABLE "${table}" DISABLE TRIGGER USER`);
    await makeRoom(client, tables.map(({ table }) => table), options.force ?? false);
    const counts = await insertRows(client, lines, new Map(tables.map(({ table, columns }) => [table, columns])));
    for (const { table } of tables) await client.query(`ALTER TABLE "${table}" ENABLE TRIGGER USER`);
    await continueSequences(client);
    return counts;
  });
  input.destroy();
  await migrate(pool);
  return restored;
}

const known = new Set(await migrationFiles());

async function readHeader(file: string, lines: AsyncIterator<string>): Promise<BackupHeader> {
  try {
    const first = await lines.next();
    const header = JSON.parse(first.value ?? '') as BackupHeader;
    if (header.format === BACKUP_FORMAT && Array.isArray(header.migrations)) return header;
  } catch {
    // not gzip, or not our header: said below
  }
  throw new RestoreRefused(backupMessages.notABackup(file));
}

/**
 * An empty target is used as it is; one with rows only when told to replace them, which are then deleted children
 * first (its triggers resting, so nothing is counted or logged for it).
 */
async function makeRoom(client: pg.PoolClient, parentsFirst: string[], force: boolean) {
  const data = parentsFirst.filter((table) => table !== 'schema_migrations');
  for (const table of data) {
    const { rows } = await client.query<{ count: number }>(`SELECT count(*)::int AS count FROM "${table}"`);
    if (rows[0].count === 0) continue;
    if (!force) throw new RestoreRefused(backupMessages.notEmpty(table, rows[0].count));
    for (const child of [...data].reverse()) await client.query(`DELETE FROM "${child}"`);
    return;
  }
}

async function insertRows(client: pg.PoolClient, lines: AsyncIterator<string>, columnsOf: Map<string, string[]>) {
  const counts: Record<string, number> = {};
  let table = '';
  let batch: Record<string, unknown>[] = [];
  const flush = async () => {
    if (batch.length === 0) return;
    // The backup's columns that the table still has; a column added since gets its default.
    const columns = Object.keys(batch[0]).filter((column) => columnsOf.get(table)?.includes(column) && table !== 'schema_migrations');
    if (columns.length > 0) {
      const list = columns.map((column) => `"${column}"`).join(', ');
      await client.query(
        `INSERT INTO "${table}" (${list}) OVERRIDING SYSTEM VALUE SELECT ${list} FROM json_populate_recordset(NULL::"${table}", $1::json)`,
        [JSON.stringify(batch)],
      );
    }
    counts[table] = (counts[table] ?? 0) + batch.length;
    batch = [];
  };
  for (let next = await lines.next(); !next.done; next = await lines.next()) {
    if (!next.value) continue;
    const line = JSON.parse(next.value) as BackupLine;
    if (line.table !== table || batch.length >= BATCH) await flush();
    table = line.table;
    batch.push(line.row);
  }
  await flush();
  return counts;
}

/** Every sequence behind a column goes on after the highest value restored into it. */
async function continueSequences(client: pg.PoolClient) {
  // The sequences owned by a column of this schema's tables (serial and identity columns), from the catalogue.
  const { rows } = await client.query<{ table: string; column: string; sequence: string }>(
    `SELECT t.relname AS "table", a.attname AS "column", s.oid::regclass::text AS sequence
       FROM pg_class s
       JOIN pg_depend d ON d.objid = s.oid AND d.classid = 'pg_class'::regclass AND d.refclassid = 'pg_class'::regclass
       JOIN pg_class t ON t.oid = d.refobjid
       JOIN pg_attribute a ON a.attrelid = t.oid AND a.attnum = d.refobjsubid
      WHERE s.relkind = 'S' AND t.relnamespace = current_schema()::regnamespace`,
  );
  for (const { table, column, sequence } of rows) {
    await client.query(`SELECT setval($1, coalesce((SELECT max("${column}") FROM "${table}"), 1), (SELECT count(*) > 0 FROM "${table}"))`, [sequence]);
  }
}

