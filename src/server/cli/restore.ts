// npm run restore -- FILE [--force]: fills an empty data folder or an empty database from a backup; a database with
// rows only with --force, which replaces them. On PGlite the server must be stopped first.
import { resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { serverListens } from '../backup/control-socket.ts';
import { backupMessages } from '../backup/format.ts';
import { restoreBackup, RestoreRefused } from '../backup/restore-backup.ts';
import { loadConfig } from '../config.ts';
import { configuredDatabase, openDatabase } from '../db/database.ts';

const { positionals, values } = parseArgs({ allowPositionals: true, options: { force: { type: 'boolean', default: false } } });
if (positionals.length !== 1) {
  console.error('Gebruik: npm run restore -- BESTAND [--force]');
  process.exit(2);
}
const file = resolve(positionals[0]);
const config = loadConfig();
if (!config.databaseUrl && (await serverListens(resolve(config.dataDir)))) {
  console.error(backupMessages.serverRunning);
  process.exit(1);
}
const database = await openDatabase(configuredDatabase(config));
try {
  const counts = await restoreBackup(database.pool, file, { force: values.force });
  const rows = Object.values(counts).reduce((sum, count) => sum + count, 0);
  console.log(`Teruggezet uit ${file}: ${rows} rijen in ${Object.keys(counts).length} tabellen`);
} catch (error) {
  if (!(error instanceof RestoreRefused)) throw error;
  console.error(error.message);
  process.exitCode = 1;
} finally {
  await database.close();
}
