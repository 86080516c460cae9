import { loadConfig } from './config.ts';
import { configuredDatabase, openDatabase } from './db/database.ts';
import { migrate } from './db/migrate.ts';
import { settleLostMails } from './mail/lost-mails.ts';
import { createMailer } from './mail/mailer.ts';
import { buildApp } from './app.ts';
import { seedIfEmpty } from '../demo/first-start.ts';
import { startPgliteMaintenance } from './db/maintenance.ts';
import { listenForBackups } from './backup/control-socket.ts';

const config = loadConfig();
const database = await openDatabase(configuredDatabase(config));
await migrate(database.pool);
const mailer = createMailer({ smtpUrl: config.smtpUrl, from: config.mailFrom, dataDir: config.dataDir });
const app = await buildApp({ config, database, mailer });
await seedIfEmpty(database.pool, config, app.log);
// Mails of every kind (also password resets) a crashed process left: their outcome is unknown from now on.
await settleLostMails(database.pool);
const stopMaintenance = database.kind === 'pglite' ? startPgliteMaintenance(database.pool, app.log) : () => {};
// The embedded database has one owner: `npm run backup` asks this process to write the backup.
const stopBackups = database.kind === 'pglite' ? await listenForBackups(config.dataDir, database.pool, app.log) : async () => {};

/** Requests in flight get this long to finish when the instance stops; then their connections are cut. */
const DRAIN_MS = 10_000;

let closing = false;
/**
 * Stops without loss: no new requests (readyz says 503 at once), the ones in flight finish, the job workers finish
 * the job in hand and release their leases (another instance takes them at once), and the browsers are told to wait
 * for the restart; then exit 0.
 */
async function shutdown(signal: string) {
  if (closing) return;
  closing = true;
  app.log.info({ signal }, 'Werkplaats stopt: lopende verzoeken worden afgemaakt');
  stopMaintenance();
  await stopBackups();
  // This instance's sockets only: the other instances keep running.
  app.liveSockets.broadcast({ type: 'SERVER_RESTART' });
  // A connection whose request finished stays open for its keep-alive: closed as soon as it is idle.
  const closeIdle = setInterval(() => app.server.closeIdleConnections(), 200);
  const cutOff = setTimeout(() => {
    app.log.warn(`Verzoeken na ${DRAIN_MS / 1000} s nog niet klaar: hun verbindingen worden verbroken`);
    app.server.closeAllConnections();
  }, DRAIN_MS);
  await app.close();
  clearInterval(closeIdle);
  clearTimeout(cutOff);
  mailer.close();
  await database.close();
  app.log.info('Werkplaats is gestopt');
  process.exit(0);
}
process.on('SIGINT', () => void shutdown('SIGINT'));
process.on('SIGTERM', () => void shutdown('SIGTERM'));

await app.listen({ port: config.port, host: config.host });
app.log.info(`Werkplaats draait op ${config.publicUrl} (database: ${database.kind})`);
