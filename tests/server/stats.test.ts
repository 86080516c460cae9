import { readFile } from 'node:fs/promises';
import { describe, expect, it, beforeAll } from 'vitest';
import type { StatisticRef } from '../../src/shared/schema/stats.ts';
import type { Feature } from '../../src/shared/schema/workbench.ts';
import { amsterdamDay } from '../helpers/days.ts';
import { bearer, databaseKinds, useTestApp } from '../helpers/test-app.ts';

// A hand-made week around the change to summer time (Sunday 2026-03-29, Amsterdam from UTC+1 to UTC+2), months
// before the fixture's orders: every figure below is counted by hand.
const RANGE = 'from=2026-03-27&to=2026-03-31';
const DAYS = ['2026-03-27', '2026-03-28', '2026-03-29', '2026-03-30', '2026-03-31'];

interface HandOrder {
  id: number;
  ordered: string;
  delivery: string;
  totalIn: number;
  carrier?: 'postnl' | 'dynalogic';
  treatment?: string;
  inFolder?: boolean;
  deleted?: boolean;
  /** The tracking state of the carrier's parcel and the Amsterdam day it reached the order. */
  tracked?: { state: 'bezorgd' | 'bij_de_buren'; on: string };
}

const ORDERS: HandOrder[] = [
  // 23:59 on Friday in Amsterdam (UTC+1), delivered by PostNL on its delivery date: on time.
  { id: 90000001, ordered: '2026-03-27T22:59:00Z', delivery: '2026-03-28', totalIn: 10.1, carrier: 'postnl',
    tracked: { state: 'bezorgd', on: '2026-03-28' } },
  // 00:00 on Saturday; its delivery became known the day after: late.
  { id: 90000002, ordered: '2026-03-27T23:00:00Z', delivery: '2026-03-28', totalIn: 20.2, carrier: 'postnl',
    treatment: 'Verwerkt',
    tracked: { state: 'bezorgd', on: '2026-03-29' } },
  // 23:59 on Sunday in Amsterdam, now UTC+2; in a folder, no carrier.
  { id: 90000003, ordered: '2026-03-29T21:59:00Z', delivery: '2026-03-30', totalIn: 30.33, treatment: 'Verwerkt',
    inFolder: true },
  // 00:00 on Monday, delivered at the neighbours on its delivery date.
  { id: 90000004, ordered: '2026-03-29T22:00:00Z', delivery: '2026-03-30', totalIn: 5.05, carrier: 'dynalogic',
    tracked: { state: 'bij_de_buren', on: '2026-03-30' } },
  // Deleted: counts nowhere.
  { id: 90000005, ordered: '2026-03-28T12:00:00Z', delivery: '2026-03-28', totalIn: 1000, carrier: 'postnl',
    deleted: true,
    tracked: { state: 'bezorgd', on: '2026-03-28' } },
];

const perDay = (...values: (number | null)[]) => DAYS.map((date, index) => ({ date, value: values[index] }));

describe.each(databaseKinds)('statistics on %s', (kind) => {
  const t = useTestApp(kind);
  const get = (url: string, token = t.admin) =>
    t.app.inject({ method: 'GET', url: `/gateway/api${url}`, headers: bearer(token) });
  const series = async (statistic: string) => (await get(`/workbench/stats/${statistic}?${RANGE}`)).json().series;

  beforeAll(async () => {
    const { pool } = t.database;
    const { rows } = await pool.query(
      `INSERT INTO tags (id, title) VALUES (nextval('tag_ids'), 'Statistiek map') RETURNING id`,
    );
    const folder = rows[0].id;
    for (const order of ORDERS) {
      const transport = order.carrier ? { [order.carrier]: { trackingState: order.tracked?.state } } : {};
      await pool.query(
        `INSERT INTO orders (id, order_number, order_date, delivery_date, total_ex, total_in, active_transporter,
           treatment, tag_id, deleted_at, transport, delivered_on, payment_method_id, customer_name, recipient_name,
           recipient, customer)
         VALUES ($1, $11, $2, $3, $4, $4, $5, $6, $7, $8, $9, $10, 1, 'Klant', 'Ontvanger', '{}', '{}')`,
        [order.id, order.ordered, order.delivery, order.totalIn, order.carrier ?? null, order.treatment ?? 'Nieuw',
          order.inFolder ? folder : null, order.deleted ? new Date() : null, JSON.stringify(transport),
          order.tracked?.on ?? null, `STAT${order.id}`],
      );
    }
  });

  it('lists the five statistics by their Dutch names', async () => {
    expect((await get('/workbench/stats')).json()).toEqual([
      { id: 'orders-per-day', name: 'Orders per dag' },
      { id: 'revenue-per-day', name: 'Omzet per dag' },
      { id: 'orders-per-carrier', name: 'Orders per vervoerder' },
      { id: 'orders-per-folder', name: 'Orders per map' },
      { id: 'on-time-deliveries', name: 'Op tijd bezorgd' },
    ]);
  });

  const widgetSwitches = async () => ((await get('/workbench/feature')).json() as Feature[])
    .filter((feature) => feature.extraAttribute_28088960 === 'widget')
    .map((feature) => ({ id: feature.id, name: feature.extraAttribute_28090100, on: feature.extraAttribute_28088961 }));
  const chartTitles = async () => ((await get('/workbench/stats')).json() as StatisticRef[]).map((ref) => ref.name);
  const switchFeature = (id: number, on: boolean) => t.app.inject({
    method: 'PUT', url: `/gateway/api/workbench/feature/${id}`, payload: { extraAttribute_28088961: on }, headers: bearer(t.admin),
  });

  it("gives every chart a switch in the group 'widget' (Grafiek/statistiek) named as the chart", async () => {
    expect((await widgetSwitches()).map((feature) => feature.name)).toEqual(await chartTitles());
    expect(await widgetSwitches()).toContainEqual({ id: 28_200_405, name: 'Op tijd bezorgd', on: true });
  });

  it('leaves a chart switched off at the location out of the list and refuses its figures, until switched on again', async () => {
    expect((await switchFeature(28_200_405, false)).statusCode).toBe(200);
    expect(await chartTitles()).toEqual(['Orders per dag', 'Omzet per dag', 'Orders per vervoerder', 'Orders per map']);
    const refused = await get(`/workbench/stats/on-time-deliveries?${RANGE}`);
    expect(refused.statusCode).toBe(404);
    expect(refused.json().message).toBe('Deze grafiek staat uit voor deze locatie');

    expect((await switchFeature(28_200_405, true)).statusCode).toBe(200);
    expect(await chartTitles()).toContain('Op tijd bezorgd');
    expect((await get(`/workbench/stats/on-time-deliveries?${RANGE}`)).statusCode).toBe(200);
  });

  it('brings the chart switches of an older database along (migration 016), keeping what a location switched off', async () => {
    const { pool } = t.database;
    await pool.query(`UPDATE features SET title = 'carrierShare', display_title = 'Verdeling vervoerders', enabled = false
                       WHERE id = 28200403`);
    await pool.query(`UPDATE features SET title = 'treatmentShare', display_title = 'Verdeling verwerking' WHERE id = 28200404`);
    await pool.query('DELETE FROM features WHERE id = 28200405');
    await pool.query(await readFile(new URL('../../src/server/db/migrations/016_chart_features.sql', import.meta.url), 'utf8'));

    expect((await widgetSwitches()).map(({ name, on }) => ({ name, on }))).toEqual([
      { name: 'Orders per dag', on: true },
      { name: 'Omzet per dag', on: true },
      { name: 'Orders per vervoerder', on: false },
      { name: 'Orders per map', on: true },
      { name: 'Op tijd bezorgd', on: true },
    ]);
    const { rows } = await pool.query('SELECT title FROM features WHERE id IN (28200403, 28200404, 28200405) GROUP BY title ORDER BY title');
    expect(rows.map((row) => row.title)).toEqual(['onTimeDeliveries', 'ordersPerCarrier', 'ordersPerFolder']);
    await switchFeature(28_200_403, true);
  });

  it('counts orders and revenue per Amsterdam order day, around midnight and the change to summer time', async () => {
    expect((await get(`/workbench/stats/orders-per-day?${RANGE}`)).json()).toEqual({
      id: 'orders-per-day', name: 'Orders per dag', unit: 'count', from: '2026-03-27', to: '2026-03-31',
      series: [{ name: 'Orders', data: perDay(1, 1, 1, 1, 0) }],
    });
    const revenue = (await get(`/workbench/stats/revenue-per-day?${RANGE}`)).json();
    expect(revenue).toMatchObject({ name: 'Omzet per dag', unit: 'euro' });
    expect(revenue.series).toEqual([{ name: 'Omzet incl. btw', data: perDay(10.1, 20.2, 30.33, 5.05, 0) }]);
  });

  it('counts orders per delivery day by carrier, Geen for none', async () => {
    const statistic = (await get(`/workbench/stats/orders-per-carrier?${RANGE}`)).json();
    expect(statistic.series).toEqual([
      { name: 'Geen', data: perDay(0, 0, 0, 1, 0) },
      { name: 'Dynalogic', data: perDay(0, 0, 0, 1, 0) },
      { name: 'PostNL', data: perDay(0, 2, 0, 0, 0) },
    ]);
  });

  it('counts orders per delivery day by the folder they are listed in', async () => {
    const statistic = (await get(`/workbench/stats/orders-per-folder?${RANGE}`)).json();
    expect(statistic.series).toEqual([
      { name: 'Nieuwe orders', data: perDay(0, 1, 0, 1, 0) },
      { name: 'Statistiek map', data: perDay(0, 0, 0, 1, 0) },
      { name: 'Verwerkte orders', data: perDay(0, 1, 0, 0, 0) },
    ]);
  });

  it('gives the percentage of delivered parcels known delivered on or before their delivery date, null on days without any', async () => {
    const statistic = (await get(`/workbench/stats/on-time-deliveries?${RANGE}`)).json();
    expect(statistic).toMatchObject({ name: 'Op tijd bezorgd', unit: 'percent' });
    expect(statistic.series).toEqual([{ name: 'Bezorgd op of voor de leverdatum', data: perDay(null, 50, null, 100, null) }]);
  });

  it('covers the last 30 days up to today without dates, every day present', async () => {
    const statistic = (await get('/workbench/stats/orders-per-day')).json();
    expect(statistic).toMatchObject({ from: amsterdamDay(-29), to: amsterdamDay(0) });
    expect(statistic.series[0].data.map((point: { date: string }) => point.date)).toEqual(
      Array.from({ length: 30 }, (_, index) => amsterdamDay(index - 29)),
    );
  });

  it('answers 404 for an unknown statistic', async () => {
    const response = await get('/workbench/stats/orders-per-week');
    expect(response.statusCode).toBe(404);
    expect(response.json().message).toBe('Statistiek is niet gevonden');
  });

  it.each([
    ['from=2026-03-31&to=2026-03-27', 'from', 'De begindatum ligt na de einddatum'],
    ['from=2025-01-01&to=2026-01-02', 'to', 'De periode is te lang (max 366 dagen)'],
    ['from=2026-02-30', 'from', 'Voer een geldig waarde in.'],
  ])('refuses the range %s with 400', async (query, field, message) => {
    const response = await get(`/workbench/stats/orders-per-day?${query}`);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ message: 'Controleer uw gegevens', errors: [{ field, message }] });
  });

  it('computes a range of exactly 366 days', async () => {
    const statistic = (await get('/workbench/stats/orders-per-carrier?from=2025-01-01&to=2026-01-01')).json();
    expect(statistic.series.every((series: { data: unknown[] }) => series.data.length === 366)).toBe(true);
  });

  it('follows orders as they change carrier and delivery day, and as they are deleted and restored', async () => {
    await t.database.pool.query(
      `UPDATE orders SET active_transporter = 'postnl', delivery_date = '2026-03-31' WHERE id = 90000004`,
    );
    await t.app.inject({ method: 'DELETE', url: '/gateway/api/workbench/order/90000001', headers: bearer(t.admin) });
    expect((await series('orders-per-carrier'))).toEqual([
      { name: 'Geen', data: perDay(0, 0, 0, 1, 0) },
      { name: 'PostNL', data: perDay(0, 1, 0, 0, 1) },
    ]);
    expect((await series('orders-per-folder'))).toEqual([
      { name: 'Nieuwe orders', data: perDay(0, 0, 0, 0, 1) },
      { name: 'Statistiek map', data: perDay(0, 0, 0, 1, 0) },
      { name: 'Verwerkte orders', data: perDay(0, 1, 0, 0, 0) },
    ]);
    expect((await series('orders-per-day'))[0].data).toEqual(perDay(0, 1, 1, 1, 0));

    await t.app.inject({
      method: 'POST', url: '/gateway/api/workbench/order/90000001/undelete', headers: bearer(t.admin),
    });
    expect((await series('revenue-per-day'))[0].data).toEqual(perDay(10.1, 20.2, 30.33, 5.05, 0));
  });

  it('counts a parcel delivered on the day its delivered state reaches the order', async () => {
    const onTime = async (day: string) =>
      (await get(`/workbench/stats/on-time-deliveries?from=${day}&to=${day}`)).json().series[0].data;
    await t.database.pool.query(
      `UPDATE orders SET delivery_date = $1, active_transporter = 'postnl',
                         transport = '{"postnl": {"trackingState": "bezorgd"}}' WHERE id = 90000003`,
      [amsterdamDay(0)],
    );
    expect(await onTime(amsterdamDay(0))).toEqual([{ date: amsterdamDay(0), value: 100 }]);

    await t.database.pool.query('UPDATE orders SET delivery_date = $1 WHERE id = 90000003', [amsterdamDay(-1)]);
    expect(await onTime(amsterdamDay(-1))).toEqual([{ date: amsterdamDay(-1), value: 0 }]);
  });

  it('is for administrators only', async () => {
    expect((await get('/workbench/stats', t.staff)).statusCode).toBe(403);
    expect((await get(`/workbench/stats/orders-per-day?${RANGE}`, t.staff)).statusCode).toBe(403);
  });
});
