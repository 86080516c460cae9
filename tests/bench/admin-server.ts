// The server under test for `npm run bench:admin`, in its own process: seeds BENCH_ORDERS demo orders, then has
// the carriers deliver the parcels of every past delivery date (one in ten a day late), as the demo seed tracks
// none and 'Op tijd bezorgd' would count nothing; listens and stops on request.
import { buildApp } from '../../src/server/app.ts';
import { hashPassword } from '../../src/server/auth/passwords.ts';
import { loadConfig } from '../../src/server/config.ts';
import { openDatabase } from '../../src/server/db/database.ts';
import { migrate } from '../../src/server/db/migrate.ts';
import { createMailer } from '../../src/server/mail/mailer.ts';
import { seedBaseData } from '../../src/server/seed/base.ts';
import { seedOrders } from '../../src/server/seed/orders.ts';

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
  `WITH delivered AS (
     UPDATE shipments s SET state = 'bezorgd', next_check_at = NULL,
            checked_at = ((o.delivery_date + time '18:00') AT TIME ZONE 'Europe/Amsterdam')
                         + CASE WHEN o.id % 10 = 0 THEN interval '1 day' ELSE interval '0 days' END
       FROM orders o
      WHERE o.id = s.order_id AND s.carrier = o.active_transporter AND o.delivery_date < current_date
     RETURNING o.id, s.carrier
   )
   UPDATE orders o SET transport = jsonb_set(o.transport, ARRAY[d.carrier, 'trackingState'], '"bezorgd"')
     FROM delivered d WHERE o.id = d.id`,
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
