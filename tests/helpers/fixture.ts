import type pg from 'pg';
import { hashPassword } from '../../src/server/auth/passwords.ts';
import { seedBaseData } from '../../src/demo/base.ts';
import { seedOrders } from '../../src/demo/orders.ts';

/** Cheap scrypt for tests; the cost itself is tested separately. */
export const TEST_PASSWORD_COST = 10;
export const FIXTURE_ORDERS = 300;

/** The data every api test starts from: base data, demo users and a small set of orders. */
export async function loadFixture(pool: pg.Pool) {
  await seedBaseData(pool, { passwordHash: (plain: string) => hashPassword(plain, TEST_PASSWORD_COST) });
  await seedOrders(pool, { count: FIXTURE_ORDERS, seed: 7 });
}
