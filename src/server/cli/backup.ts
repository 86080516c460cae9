// npm run backup -- FILE: one consistent file of the whole database, also while the server runs (on PGlite the
// running server writes it; on PostgreSQL this command reads the database itself).
import { resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { backupThroughServer } from '../backup/control-socket.ts';
import { writeBackup, type BackupSummary } from '../backup/write-backup.ts';
import { loadConfig } from '../config.ts';
import { configuredDatabase, openDatabase } from '../db/database.ts';

const { positionals } = parseArgs({ allowPositionals: true });
if (positionals.length !== 1) {
  console.error('Gebruik: npm run backup -- BESTAND   (bijvoorbeeld backups/werkplaats-2026-11-27.backup.gz)');
  process.exit(2);
}
const file = resolve(positionals[0]);
const config = loadConfig();

async function backup(): Promise<BackupSummary> {
  if (!config.databaseUrl) {
    const written = await backupThroughServer(resolve(config.dataDir), file);
    if (written) return written;
  }
  const database = await openDatabase(configuredDatabase(config));
  try {
    return await writeBackup(database.pool, file);
  } finally {
    await database.close();
  }
}

const summary = await backup();
const rows = Object.values(summary.rows).reduce((sum, count) => sum + count, 0);
console.log(`Back-up geschreven: ${file} (${rows} rijen uit ${Object.keys(summary.rows).length} tabellen, ${Math.round(summary.bytes / 1024)} kB)`);
