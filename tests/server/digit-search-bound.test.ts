import { beforeAll, describe, expect, it } from 'vitest';
import { seedOrders } from '../../src/demo/orders.ts';
import { digitSearchPage } from '../../src/server/db/digit-search.ts';
import { databaseKinds, useTestApp } from '../helpers/test-app.ts';

// Three or more digits with more matches than it pays to read (issue 26): the page is read in its own order instead
// of ranking every match, and must be exactly the page a plain scan ranks (the order with that number, the numbers
// ending in it, the rest, each newest first). Three digits keep their exact total (migration 028); for four or more
// it then says 'more than'. The product reads all matches up to √(reach × orders), at least 1,000; here up to 5.
describe.each(databaseKinds)('the digit search past its count on %s', (kind) => {
  const t = useTestApp(kind);
  const COUNT_UP_TO = 5;
  const sql = async <T>(text: string, params: unknown[] = []) => (await t.database.pool.query(text, params)).rows as T[];
  const plainScan = async (digits: string) =>
    (await sql<{ id: number }>(
      `SELECT id::int FROM orders
        WHERE deleted_at IS NULL AND (order_number LIKE 'BLB' || $1 || '%' OR id = $1::bigint OR search_text LIKE '%' || $1 || '%')
        ORDER BY CASE WHEN ltrim(order_number, 'BL0') = ltrim($1, '0') THEN 0 WHEN order_number LIKE '%' || $1 THEN 1 ELSE 2 END,
                 delivery_date DESC, id DESC`,
      [digits],
    )).map((row) => row.id);
  const ids = (rows: { id: number }[]) => rows.map((row) => Number(row.id));
  let digits = '';

  beforeAll(async () => {
    // BLB0001101-BLB0001300 beside the fixture's BLB0000001-BLB0000300: three digits end two numbers.
    await t.database.pool.query(`SELECT setval('order_ids', 10001100)`);
    await seedOrders(t.database.pool, { count: 200, seed: 26 });
    // The last three digits of two numbers, held by the most orders.
    [{ digits }] = await sql<{ digits: string }>(
      `SELECT right(o.order_number, 3) AS digits FROM orders o
        WHERE o.deleted_at IS NULL AND o.order_number LIKE 'BLB00011%'
          AND EXISTS (SELECT 1 FROM orders e WHERE e.deleted_at IS NULL AND e.order_number = 'BLB0000' || right(o.order_number, 3))
        ORDER BY (SELECT count(*) FROM orders x WHERE x.deleted_at IS NULL AND x.search_text LIKE '%' || right(o.order_number, 3) || '%') DESC,
                 o.order_number LIMIT 1`,
    );
  });

  it.each([
    ['three digits, whose total is kept: exact', () => digits, false],
    ["four digits, counted only so far: 'more than'", () => '0001', true],
  ])('reads every page of %s in the ranked order of a plain scan, each match once', async (_, query, lowerBound) => {
    const want = await plainScan(query());
    expect(want.length, `orders holding '${query()}'`).toBeGreaterThan(COUNT_UP_TO + 6);
    const total = lowerBound ? COUNT_UP_TO : want.length;
    for (let page = 1; page <= Math.ceil(want.length / 3) + 1; page++) {
      const found = await digitSearchPage(t.database.pool, query(), page, 3, COUNT_UP_TO);
      expect(found).toMatchObject({ total, totalIsLowerBound: lowerBound });
      expect(ids(found.rows), `page ${page} of '${query()}'`).toEqual(want.slice((page - 1) * 3, page * 3));
    }
  });

  it('puts the order with that number first and the other number ending in it next', async () => {
    const found = await digitSearchPage(t.database.pool, digits, 1, 10, COUNT_UP_TO);
    expect(found.rows.slice(0, 2).map((row) => row.order_number)).toEqual([`BLB0000${digits}`, `BLB0001${digits}`]);
  });

  it.each([['three', () => digits], ['four', () => '0001']])(
    'ranks and counts %s digits exactly when there are no more matches than it reads, and without a count given',
    async (_, query) => {
      const want = await plainScan(query());
      for (const countUpTo of [want.length, undefined]) {
        for (const page of [1, 2, 3]) {
          const found = await digitSearchPage(t.database.pool, query(), page, 10, countUpTo);
          expect(found).toMatchObject({ total: want.length, totalIsLowerBound: false });
          expect(ids(found.rows), `page ${page} of '${query()}'`).toEqual(want.slice((page - 1) * 10, page * 10));
        }
      }
      const past = await digitSearchPage(t.database.pool, query(), 1000, 10);
      expect(past).toEqual({ rows: [], total: want.length, totalIsLowerBound: false });
    },
  );
});
