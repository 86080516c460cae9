// The server under test for `npm run bench:admin`, in its own process: seeds BENCH_ORDERS demo orders, then has
// the carriers deliver the parcels of every past delivery date (one in ten a day late), as the demo seed tracks
// none and 'Op tijd bezorgd' would count nothing; listens and stops on request.
import { buildApp } from '../../src/server/app.ts';
import { hashPassword } from '../../src/server/auth/passwords.ts';
import { loadConfig } from '../../src/server/config.ts';
import { openDatabase } from '../../src/server/db/database.ts';
import { migrate } from '../../src/server/db/migrate.ts';
import { createMailer } from '../../src/server/mail/mailer.ts';
import { seedBaseData } from '../../src/demo/base.ts';
import { seedOrders } from '../../src/demo/orders.ts';

const config = { ...loadConfig(), passwordCost: 12 };
const database = await openDatabase({
  databaseUrl: config.databaseUrl,
  schema: config.databaseSchema,
  dataDir: config.databaseUrl ? undefined : `${config.dataDir}/pglite`,
});
await migrate(database.pool);
await seedBaseData(database.pool, { passwordHash: (plain) => hashPassword(plain, config.passwordCost) });
const seeded = await seedOrders(database.pool, { count: Number(process.env.BENCH_ORDERS ?? 100_000) });
await database.pool.query(
  `UPDATE orders SET transport = jsonb_set(transport, ARRAY[active_transporter, 'trackingState'], '"bezorgd"'),
                     delivered_on = delivery_date + CASE WHEN id % 10 = 0 THEN 1 ELSE 0 END
    WHERE delivery_date < current_date
      AND EXISTS (SELECT 1 FROM shipments s WHERE s.order_id = orders.id AND s.carrier = orders.active_transporter)`,
);
await database.pool.query('ANALYZE');

const mailer = createMailer({ from: config.mailFrom, dataDir: config.dataDir });
const app = await buildApp({ config, database, mailer, logger: false });
await app.listen({ port: 0, host: '127.0.0.1' });
const address = app.server.address();

process.on('message', async (message: { type: string }) => {
  if (message.type !== 'stop') return;
  await app.close();
  mailer.close();
  await database.close();
  process.exit(0);
});
process.send!({ type: 'ready', port: typeof address === 'object' && address ? address.port : 0, seedMs: seeded.ms });
