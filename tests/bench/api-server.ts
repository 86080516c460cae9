// The server under test for `npm run bench:api`, in its own process so the load generator's work does not
// count as the server's event-loop lag. Seeds the database, listens, and answers lag questions over IPC.
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { buildApp } from '../../src/server/app.ts';
import { loadConfig } from '../../src/server/config.ts';
import { openDatabase } from '../../src/server/db/database.ts';
import { migrate } from '../../src/server/db/migrate.ts';
import { createMailer } from '../../src/server/mail/mailer.ts';
import { hashPassword } from '../../src/server/auth/passwords.ts';
import { seedBaseData } from '../../src/demo/base.ts';
import { seedOrders } from '../../src/demo/orders.ts';

const orders = Number(process.env.BENCH_ORDERS ?? 100_000);
const config = { ...loadConfig(), passwordCost: 12 };
const database = await openDatabase({
  databaseUrl: config.databaseUrl,
  schema: config.databaseSchema,
  dataDir: config.databaseUrl ? undefined : `${config.dataDir}/pglite`,
});
await migrate(database.pool);
await seedBaseData(database.pool, { passwordHash: (plain) => hashPassword(plain, config.passwordCost) });
// BENCH_KEEP_SCHEMA (PostgreSQL): a schema seeded by an earlier run is measured as it is.
const present = Number((await database.pool.query('SELECT count(*) AS n FROM orders')).rows[0].n);
const seeded = present >= orders ? { ms: 0 } : await seedOrders(database.pool, { count: orders });
await database.pool.query('ANALYZE');

const mailer = createMailer({ from: config.mailFrom, dataDir: config.dataDir });
const app = await buildApp({ config, database, mailer, logger: false });
await app.listen({ port: 0, host: '127.0.0.1' });
const address = app.server.address();

const lag = monitorEventLoopDelay({ resolution: 1 });
lag.enable();
const ms = (nanoseconds: number) => Math.round((nanoseconds / 1e6) * 100) / 100;

process.on('message', async (message: { type: string }) => {
  if (message.type === 'lag-reset') {
    lag.reset();
    process.send!({ type: 'lag-reset' });
  } else if (message.type === 'lag-read') {
    process.send!({ type: 'lag', p50: ms(lag.percentile(50)), p99: ms(lag.percentile(99)), max: ms(lag.max) });
  } else if (message.type === 'stop') {
    await app.close();
    mailer.close();
    await database.close();
    process.exit(0);
  }
});
process.send!({
  type: 'ready',
  port: typeof address === 'object' && address ? address.port : 0,
  seedMs: seeded.ms,
  kind: database.kind,
});
