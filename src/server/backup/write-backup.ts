// A backup of the whole database (issue 25): every table of the schema, read in one REPEATABLE READ transaction — one
// consistent moment while the server goes on writing — as gzipped JSON lines: a header, then per table its rows.
// The same file restores into PGlite or PostgreSQL (restore-backup.ts). Attachments, photos and the key that signs
// their links live in the database, so they are in it; the mail outbox and print spool folders are output, not state.
import { once } from 'node:events';
import { createWriteStream } from 'node:fs';
import { rename, rm } from 'node:fs/promises';
import { createGzip } from 'node:zlib';
import type pg from 'pg';
import { schemaTables } from './catalogue.ts';
import { BACKUP_FORMAT, type BackupHeader, type BackupLine } from './format.ts';

/** Rows read per statement: a table of any size is never held in memory whole. */
const BATCH = 2000;

export interface BackupSummary {
  rows: Record<string, number>;
  bytes: number;
}

/** Writes the backup to `file` (first to `file.partial`, renamed when complete: a file of that name is whole). */
export async function writeBackup(pool: pg.Pool, file: string): Promise<BackupSummary> {
  const partial = `${file}.partial`;
  const gzip = createGzip();
  const out = createWriteStream(partial);
  gzip.pipe(out);
  const write = async (line: BackupLine | BackupHeader) => {
    if (!gzip.write(`${JSON.stringify(line)}\n`)) await once(gzip, 'drain');
  };
  const client = await pool.connect();
  const rows: Record<string, number> = {};
  try {
    await client.query('BEGIN ISOLATION LEVEL REPEATABLE READ READ ONLY');
    const tables = await schemaTables(client);
    const { rows: migrations } = await client.query<{ name: string }>('SELECT name FROM schema_migrations ORDER BY name');
    await write({ format: BACKUP_FORMAT, createdAt: new Date().toISOString(), migrations: migrations.map(({ name }) => name), tables: tables.map(({ table }) => table) });
    for (const { table, columns } of tables) {
      rows[table] = 0;
      const list = columns.map((column) => `"${column}"`).join(', ');
      for (let offset = 0; ; offset += BATCH) {
        // ctid: the rows' places, fixed within the transaction's snapshot, so the pages neither overlap nor skip.
        const batch = await client.query<{ row: Record<string, unknown> }>(
          `SELECT json_build_object(${columns.map((column) => `'${column}', "${column}"`).join(', ')}) AS row
             FROM (SELECT ${list} FROM "${table}" ORDER BY ctid LIMIT ${BATCH} OFFSET ${offset}) page`,
        );
        for (const { row } of batch.rows) await write({ table, row });
        rows[table] += batch.rows.length;
        if (batch.rows.length < BATCH) break;
      }
    }
    await client.query('COMMIT');
  } catch (error) {
    await client.query('ROLLBACK').catch(() => undefined);
    gzip.destroy();
    await rm(partial, { force: true });
    throw error;
  } finally {
    client.release();
  }
  gzip.end();
  await once(out, 'finish');
  await rename(partial, file);
  return { rows, bytes: out.bytesWritten };
}
