import { loadConfig } from './config.ts';
import { configuredDatabase, openDatabase } from './db/database.ts';
import { migrate } from './db/migrate.ts';
import { settleLostMails } from './mail/lost-mails.ts';
import { createMailer } from './mail/mailer.ts';
import { buildApp } from './app.ts';
import { seedIfEmpty } from '../demo/first-start.ts';
import { startPgliteMaintenance } from './db/maintenance.ts';

const config = loadConfig();
const database = await openDatabase(configuredDatabase(config));
await migrate(database.pool);
const mailer = createMailer({ smtpUrl: config.smtpUrl, from: config.mailFrom, dataDir: config.dataDir });
const app = await buildApp({ config, database, mailer });
await seedIfEmpty(database.pool, config, app.log);
// Mails of every kind (also password resets) a crashed process left: their outcome is unknown from now on.
await settleLostMails(database.pool);
const stopMaintenance = database.kind === 'pglite' ? startPgliteMaintenance(database.pool, app.log) : () => {};

let closing = false;
async function shutdown(signal: string) {
  if (closing) return;
  closing = true;
  app.log.info({ signal }, 'Werkplaats stopt');
  stopMaintenance();
  // This instance's sockets only: the other instances keep running.
  app.liveSockets.broadcast({ type: 'SERVER_RESTART' });
  await app.close();
  mailer.close();
  await database.close();
  process.exit(0);
}
process.on('SIGINT', () => void shutdown('SIGINT'));
process.on('SIGTERM', () => void shutdown('SIGTERM'));

await app.listen({ port: config.port, host: config.host });
app.log.info(`Werkplaats draait op ${config.publicUrl} (database: ${database.kind})`);
