// Fills the database with demo data: `npx tsx src/server/cli/seed.ts --orders 100000 [--fresh]`.
// Uses DATABASE_URL (and DATABASE_SCHEMA) when set, else the server's embedded database in DATA_DIR/pglite.

import { parseArgs } from 'node:util';
import { hashPassword } from '../auth/passwords.ts';
import { loadConfig } from '../config.ts';
import { configuredDatabase, openDatabase } from '../db/database.ts';
import { deleteAllOrders } from '../db/demo-data.ts';
import { migrate } from '../db/migrate.ts';
import { seedBaseData } from '../../demo/base.ts';
import { seedOrders } from '../../demo/orders.ts';

const USAGE = 'Gebruik / usage: seed.ts --orders N [--fresh]';

const { values } = parseArgs({
  options: { orders: { type: 'string', default: '0' }, fresh: { type: 'boolean', default: false } },
});
const count = Number(values.orders);
if (!Number.isInteger(count) || count < 0) {
  console.error(USAGE);
  process.exit(1);
}

const config = loadConfig();
const database = await openDatabase(configuredDatabase(config));
try {
  await migrate(database.pool);
  if (values.fresh) {
    await deleteAllOrders(database.pool);
  }
  await seedBaseData(database.pool, { passwordHash: hashPassword });
  const result = await seedOrders(database.pool, { count });
  const seconds = (result.ms / 1000).toFixed(1);
  console.log(`${result.count} orders aangemaakt in ${seconds} s (${result.count} orders seeded in ${seconds} s)`);
} finally {
  await database.close();
}
