import { beforeAll, describe, expect, it } from 'vitest';
import { seedOrders } from '../../src/demo/orders.ts';
import { bearer, databaseKinds, useTestApp } from '../helpers/test-app.ts';

interface Found {
  id: number;
  orderNumber: string;
  deliveryDate: string;
}

// Issue 21: '254' must find BLB0000254 first, then the numbers ending in 254 (BLB0001254), then whatever else holds
// 254 (a postcode, an e-mail address), each group newest first (issue 26: delivery date, then id, descending).
describe.each(databaseKinds)('order search ranks order numbers first on %s', (kind) => {
  const t = useTestApp(kind);
  const search = async (q: string, pageSize = 10_000) =>
    (await t.app.inject({ url: `/gateway/api/workbench/order?q=${encodeURIComponent(q)}&pageSize=${pageSize}`, headers: bearer(t.staff) })).json() as Promise<{ data: Found[]; meta: { total: number } }>;
  const sql = async <T>(text: string, params: unknown[] = []) => (await t.database.pool.query(text, params)).rows as T[];
  let digits = '';

  beforeAll(async () => {
    // BLB0001101-BLB0001300 beside the fixture's BLB0000001-BLB0000300, so that three digits end more than one number.
    await t.database.pool.query(`SELECT setval('order_ids', 10001100)`);
    await seedOrders(t.database.pool, { count: 200, seed: 21 });
    // Three digits whose own order comes after other matches in the search's order (the case of issue 21).
    [{ digits }] = await sql<{ digits: string }>(
      `SELECT ltrim(substr(o.order_number, 4), '0') AS digits FROM orders o
        WHERE o.deleted_at IS NULL AND o.order_number ~ '^BLB00001?[1-9][0-9]{2}$'
          AND EXISTS (SELECT 1 FROM orders e WHERE e.deleted_at IS NULL AND e.order_number = 'BLB0001' || right(o.order_number, 3))
          AND EXISTS (SELECT 1 FROM orders x WHERE x.deleted_at IS NULL AND x.order_number NOT LIKE '%' || right(o.order_number, 3)
                         AND x.search_text LIKE '%' || right(o.order_number, 3) || '%'
                         AND (x.delivery_date, x.id) > (o.delivery_date, o.id))
          AND o.order_number LIKE 'BLB0000%'
        ORDER BY o.id LIMIT 1`,
    );
  });

  const rank = (orderNumber: string, wanted: string) =>
    orderNumber === `BLB${wanted.padStart(7, '0')}` ? 0 : orderNumber.endsWith(wanted) ? 1 : 2;

  it('lists the order with that number first, then the numbers ending in it, then the other matches', async () => {
    const found = await search(digits);
    const ranks = found.data.map((item) => rank(item.orderNumber, digits));
    expect(found.data[0].orderNumber).toBe(`BLB${digits.padStart(7, '0')}`);
    expect(ranks).toContain(1);
    expect(ranks).toContain(2);
    const listOrder = (a: Found, b: Found) =>
      rank(a.orderNumber, digits) - rank(b.orderNumber, digits) || b.deliveryDate.localeCompare(a.deliveryDate) || b.id - a.id;
    expect(found.data.map((item) => item.orderNumber)).toEqual([...found.data].sort(listOrder).map((item) => item.orderNumber));
    const [{ n }] = await sql<{ n: number }>(
      `SELECT count(*)::int AS n FROM orders WHERE deleted_at IS NULL AND search_text LIKE '%' || $1 || '%'`,
      [digits],
    );
    expect(found.meta.total).toBe(n);
  });

  it('puts the order first in the palette\'s eight results, for the number whole, without BLB, or its last digits', async () => {
    const orderNumber = `BLB${digits.padStart(7, '0')}`;
    for (const q of [orderNumber, orderNumber.slice(3), digits, orderNumber.toLowerCase(), `0${digits}`]) {
      expect((await search(q, 8)).data[0]?.orderNumber, `search '${q}'`).toBe(orderNumber);
    }
  });
});
