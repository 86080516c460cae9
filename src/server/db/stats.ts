// The dashboard's figures (issue 13) over the orders that are not deleted, per Europe/Amsterdam day: an order's
// moment is turned into its Amsterdam date, a delivery date already is one. Every figure comes from
// order_day_counts, which the database keeps (migration 012).
import type { DayRange } from '../stats/day-range.ts';
import type { Db } from './database.ts';

/**
 * One point of one series; every day of the range comes back for every series, 0 when nothing happened, or null
 * where a figure of such a day would be meaningless (a share of nothing).
 */
export interface SeriesPoint {
  series: string;
  date: string;
  value: number | null;
}

/** The figures the database keeps per day (migration 012) of one measure in the range, for the keys with orders. */
const counts = (measure: 'ordered' | 'carrier' | 'folder' | 'delivered', join = '') =>
  `order_day_counts c ${join} WHERE c.measure = '${measure}' AND c.day BETWEEN $1::date AND $2::date AND c.orders > 0`;

/**
 * `counted` answers (series, day, value) for the days that have something; this spreads it over every day of the
 * range, for the series `counted` found, or for the one series `always` drawn. `counted` binds $1 and $2 (the
 * range) and its own `params` from $3 on. A day `counted` has nothing for is 0, or null with `gaps`.
 */
async function perDay(
  db: Db, range: DayRange, counted: string,
  { params = [], always, gaps = false }: { params?: unknown[]; always?: string; gaps?: boolean } = {},
): Promise<SeriesPoint[]> {
  const names = always === undefined
    ? 'SELECT DISTINCT series FROM counted'
    : `SELECT $${params.length + 3}::text AS series`;
  const { rows } = await db.query<SeriesPoint>(
    `WITH counted AS (${counted}),
          days AS (SELECT generate_series($1::date, $2::date, interval '1 day')::date AS day),
          names AS (${names})
     SELECT n.series, d.day::text AS date, ${gaps ? 'c.value' : 'coalesce(c.value, 0)'}::float8 AS value
       FROM names n CROSS JOIN days d LEFT JOIN counted c ON c.series = n.series AND c.day = d.day
      ORDER BY n.series, d.day`,
    [range.from, range.to, ...params, ...(always === undefined ? [] : [always])],
  );
  return rows;
}

export const ordersPerDay = (db: Db, range: DayRange, series: string) =>
  perDay(db, range, `SELECT $3::text AS series, c.day, c.orders AS value FROM ${counts('ordered')}`,
    { params: [series], always: series });

/** Totals including VAT, in euros with two decimals. */
export const revenuePerDay = (db: Db, range: DayRange, series: string) =>
  perDay(db, range, `SELECT $3::text AS series, c.day, c.revenue AS value FROM ${counts('ordered')}`,
    { params: [series], always: series });

/** Per delivery date and active transporter key ('' for none). */
export const ordersPerCarrier = (db: Db, range: DayRange) =>
  perDay(db, range, `SELECT c.key AS series, c.day, c.orders AS value FROM ${counts('carrier')}`);

/** Per delivery date and the folder the order is listed in: its tag's title, else the unprocessed or processed one. */
export const ordersPerFolder = (db: Db, range: DayRange, titles: { unprocessed: string; processed: string }) =>
  perDay(db, range, `SELECT coalesce(t.title, CASE c.key WHEN 'unprocessed' THEN $3 ELSE $4 END) AS series,
                            c.day, c.orders AS value
                       FROM ${counts('folder', 'LEFT JOIN tags t ON t.id::text = c.key')}`,
  { params: [titles.unprocessed, titles.processed] });

/**
 * Per delivery date: of the orders whose parcel the active carrier reports delivered (tracking state 'bezorgd' or
 * 'bij_de_buren'), the percentage (one decimal) whose delivered state reached the order on or before the delivery
 * date (orders.delivered_on, an Amsterdam day). Days without such orders are null: no share, not 0 %.
 */
export const onTimeDeliveries = (db: Db, range: DayRange, series: string) =>
  perDay(db, range, `SELECT $3::text AS series, c.day,
                            round(100.0 * coalesce(sum(c.orders) FILTER (WHERE c.key = 'on-time'), 0)
                                  / sum(c.orders), 1) AS value
                       FROM ${counts('delivered')} GROUP BY c.day`, { params: [series], always: series, gaps: true });
