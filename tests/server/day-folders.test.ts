import { DateTime } from 'luxon';
import { describe, expect, it } from 'vitest';
import { workingDeliveryDate } from '../../src/shared/domain/folder-match.ts';
import { bearer, databaseKinds, useTestApp } from '../helpers/test-app.ts';

interface ListBody {
  data: { id: number; deliveryDate: string; treatment: string; tag: unknown }[];
  meta: { total: number; page: number; pageSize: number };
}

describe.each(databaseKinds)('today, tomorrow and other folders on %s', (kind) => {
  const t = useTestApp(kind);
  const list = async (tags: string) => {
    const response = await t.app.inject({ url: `/gateway/api/workbench/order?tags=${tags}&pageSize=1000`, headers: bearer(t.staff) });
    expect(response.statusCode).toBe(200);
    return response.json() as ListBody;
  };
  const working = () => workingDeliveryDate(new Date());
  const dayAfter = (date: string) => DateTime.fromISO(date).plus({ days: 1 }).toISODate()!;

  /** Puts unprocessed orders on the working date and the day after, so neither folder is empty. */
  async function planDeliveries() {
    const { rows } = await t.database.pool.query<{ id: number }>(
      `SELECT id FROM orders WHERE deleted_at IS NULL AND tag_id IS NULL AND treatment = 'Nieuw' ORDER BY id LIMIT 5`,
    );
    const [a, b, c, d] = rows.map((row) => row.id);
    await t.database.pool.query(`UPDATE orders SET delivery_date = $1 WHERE id = ANY($2)`, [working(), [a, b]]);
    await t.database.pool.query(`UPDATE orders SET delivery_date = $1 WHERE id = ANY($2)`, [dayAfter(working()), [c, d]]);
  }

  it('split the unprocessed orders by delivery day against the 12:00 working date', async () => {
    await planDeliveries();
    const [today, tomorrow, other, unprocessed] = await Promise.all([
      list('today'), list('tomorrow'), list('other'), list('unprocessed'),
    ]);
    expect(today.meta.total).toBeGreaterThanOrEqual(2);
    expect(tomorrow.meta.total).toBeGreaterThanOrEqual(2);
    expect(today.data.every((item) => item.deliveryDate === working())).toBe(true);
    expect(tomorrow.data.every((item) => item.deliveryDate === dayAfter(working()))).toBe(true);
    expect(other.data.some((item) => item.deliveryDate === working() || item.deliveryDate === dayAfter(working()))).toBe(false);
    for (const folder of [today, tomorrow, other]) {
      expect(folder.data.every((item) => item.treatment === 'Nieuw' && item.tag === null)).toBe(true);
    }
    expect(today.meta.total + tomorrow.meta.total + other.meta.total).toBe(unprocessed.meta.total);
  });

  it('count a combined list once per order', async () => {
    const [today, tomorrow, both] = await Promise.all([list('today'), list('tomorrow'), list('today,tomorrow')]);
    expect(both.meta.total).toBe(today.meta.total + tomorrow.meta.total);
  });
});
