import { describe, expect, it } from 'vitest';
import { bearer, databaseKinds, useTestApp } from '../helpers/test-app.ts';

// The search box (spec §7 q) finds cities, the customer's postcode written any way, and part of an order number.
describe.each(databaseKinds)('order search on %s', (kind) => {
  const t = useTestApp(kind);

  const search = async (q: string) =>
    (await t.app.inject({ url: `/gateway/api/workbench/order?q=${encodeURIComponent(q)}&pageSize=10000`, headers: bearer(t.staff) })).json();
  const ids = async (q: string) => (await search(q)).data.map((item: { id: number }) => item.id);
  const sql = async <T>(text: string) => (await t.database.pool.query(text)).rows as T[];
  /** The customer's postcode differs from the recipient's, so only the customer's can find the order. */
  const order = async () => (await sql<{ id: number; order_number: string; zipcode: string; city: string; customer_city: string }>(
    `SELECT id, order_number, customer -> 'address' ->> 'zipcode' AS zipcode, recipient -> 'address' ->> 'city' AS city,
            customer -> 'address' ->> 'city' AS customer_city
       FROM orders WHERE deleted_at IS NULL AND customer -> 'address' ->> 'zipcode' LIKE '____ __'
        AND replace(customer -> 'address' ->> 'zipcode', ' ', '') <> replace(recipient_postcode, ' ', '')
      ORDER BY id LIMIT 1`,
  ))[0];

  it("finds an order by its customer's postcode, with or without the space, in any case", async () => {
    const { id, zipcode } = await order();
    for (const q of [zipcode, zipcode.replace(' ', ''), zipcode.toLowerCase(), zipcode.replace(' ', '').toLowerCase(), ` ${zipcode} `]) {
      expect(await ids(q), `search '${q}'`).toContain(id);
    }
  });

  it('finds an order by the delivery city and by the customer city, in any case', async () => {
    const { id, city, customer_city } = await order();
    expect(await ids(city.toUpperCase())).toContain(id);
    expect(await ids(customer_city.toLowerCase())).toContain(id);
  });

  it('finds an order by three or more digits from the middle or end of its number', async () => {
    const [{ id, order_number }] = await sql<{ id: number; order_number: string }>(
      `SELECT id, order_number FROM orders WHERE deleted_at IS NULL AND order_number ~ '^BLB0+[1-9][0-9]{2}$' ORDER BY id DESC LIMIT 1`,
    );
    const middle = order_number.slice(-3);
    const found = await search(middle);
    expect(found.data.map((item: { id: number }) => item.id)).toContain(id);
    const [{ n }] = await sql<{ n: number }>(
      `SELECT count(*)::int AS n FROM orders WHERE deleted_at IS NULL AND order_number LIKE '%${middle}%'`,
    );
    expect(found.meta.total).toBeGreaterThanOrEqual(n);
  });

  it('still finds short numbers only at the start of an order number', async () => {
    const { order_number } = await order();
    const start = order_number.slice(3, 5);
    const found = await search(start);
    expect(found.meta.total).toBeGreaterThan(0);
    expect(found.data.every((item: { orderNumber: string; id: number }) =>
      item.orderNumber.startsWith(`BLB${start}`) || String(item.id) === start)).toBe(true);
  });
});
