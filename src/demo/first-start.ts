import type pg from 'pg';
import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../server/config.ts';
import { hashPassword } from '../server/auth/passwords.ts';
import { hasNoUsers } from '../server/db/demo-data.ts';
import { seedBaseData } from './base.ts';
import { seedOrders } from './orders.ts';

/** On the very first start (no users yet) fills the database with demo data, so the shop can look around. */
export async function seedIfEmpty(pool: pg.Pool, config: Config, log: FastifyBaseLogger) {
  if (!(await hasNoUsers(pool))) return;
  log.info(`Eerste start: demogegevens met ${config.seedOrders} orders worden aangemaakt`);
  await seedBaseData(pool, { passwordHash: (plain) => hashPassword(plain, config.passwordCost) });
  const result = await seedOrders(pool, { count: config.seedOrders });
  log.info(`${result.count} demo-orders aangemaakt in ${(result.ms / 1000).toFixed(1)} s`);
}
