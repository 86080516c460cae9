// The dashboard's figures (issue 13), counted by the database over the orders that are not deleted, per
// Europe/Amsterdam day: an order's moment is turned into its Amsterdam date, a delivery date already is one.
import { TIMEZONE } from '../../shared/domain/constants.ts';
import type { DayRange } from '../stats/day-range.ts';
import type { Db } from './database.ts';

/** One point of one series; every day of the range comes back for every series, 0 when nothing happened. */
export interface SeriesPoint {
  series: string;
  date: string;
  value: number;
}

/** The range's bounds as instants (midnight in Amsterdam), so the order-date index is walked, not every order. */
const ORDERED_IN_RANGE = `o.order_date >= ($1::date::timestamp AT TIME ZONE '${TIMEZONE}')
                      AND o.order_date < (($2::date + 1)::timestamp AT TIME ZONE '${TIMEZONE}')`;
const ORDER_DAY = `(o.order_date AT TIME ZONE '${TIMEZONE}')::date`;
const DELIVERED_IN_RANGE = `o.delivery_date BETWEEN $1::date AND $2::date`;

/**
 * `counted` answers (series, day, value) for the days that have something; this spreads it over every day of the
 * range, for the series `counted` found, or for the one series named when that one is always drawn.
 */
async function perDay(db: Db, range: DayRange, counted: string, params: unknown[] = [], always?: string): Promise<SeriesPoint[]> {
  const names = always === undefined ? 'SELECT DISTINCT series FROM counted' : `SELECT $${params.length + 3}::text AS series`;
  const { rows } = await db.query<SeriesPoint>(
    `WITH counted AS (${counted}),
          days AS (SELECT generate_series($1::date, $2::date, interval '1 day')::date AS day),
          names AS (${names})
     SELECT n.series, d.day::text AS date, coalesce(c.value, 0)::float8 AS value
       FROM names n CROSS JOIN days d LEFT JOIN counted c ON c.series = n.series AND c.day = d.day
      ORDER BY n.series, d.day`,
    [range.from, range.to, ...params, ...(always === undefined ? [] : [always])],
  );
  return rows;
}

export const ordersPerDay = (db: Db, range: DayRange, series: string) =>
  perDay(db, range, `SELECT $3::text AS series, ${ORDER_DAY} AS day, count(*) AS value FROM orders o
                      WHERE o.deleted_at IS NULL AND ${ORDERED_IN_RANGE} GROUP BY 2`, [series], series);

/** Totals including VAT, in euros with two decimals. */
export const revenuePerDay = (db: Db, range: DayRange, series: string) =>
  perDay(db, range, `SELECT $3::text AS series, ${ORDER_DAY} AS day, round(sum(o.total_in), 2) AS value FROM orders o
                      WHERE o.deleted_at IS NULL AND ${ORDERED_IN_RANGE} GROUP BY 2`, [series], series);

/** Per delivery date and active transporter key ('' for none). */
export const ordersPerCarrier = (db: Db, range: DayRange) =>
  perDay(db, range, `SELECT coalesce(o.active_transporter, '') AS series, o.delivery_date AS day, count(*) AS value
                       FROM orders o WHERE o.deleted_at IS NULL AND ${DELIVERED_IN_RANGE} GROUP BY 1, 2`);

/** Per delivery date and the folder the order is listed in: its tag's title, else the unprocessed or processed one. */
export const ordersPerFolder = (db: Db, range: DayRange, titles: { unprocessed: string; processed: string }) =>
  perDay(db, range, `SELECT coalesce(t.title, CASE WHEN o.treatment = 'Nieuw' THEN $3 ELSE $4 END) AS series,
                            o.delivery_date AS day, count(*) AS value
                       FROM orders o LEFT JOIN tags t ON t.id = o.tag_id
                      WHERE o.deleted_at IS NULL AND ${DELIVERED_IN_RANGE} GROUP BY 1, 2`, [titles.unprocessed, titles.processed]);

/**
 * Per delivery date: of the orders whose parcel the active carrier reports delivered (tracking state 'bezorgd' or
 * 'bij_de_buren' on its newest shipment), the percentage (one decimal) whose delivery the tracking learned on or
 * before the delivery date (the shipment's last check, which a delivered parcel no longer gets after, as an
 * Amsterdam day). Days without such orders are 0, so the line stays unbroken.
 */
export const onTimeDeliveries = (db: Db, range: DayRange, series: string) =>
  perDay(db, range, `SELECT $3::text AS series, o.delivery_date AS day,
                            round(100.0 * count(*) FILTER (WHERE (s.checked_at AT TIME ZONE '${TIMEZONE}')::date <= o.delivery_date)
                                  / count(*), 1) AS value
                       FROM orders o
                       CROSS JOIN LATERAL (SELECT checked_at FROM shipments s
                                            WHERE s.order_id = o.id AND s.carrier = o.active_transporter
                                            ORDER BY s.id DESC LIMIT 1) s
                      WHERE o.deleted_at IS NULL AND o.tracking_state IN ('bezorgd', 'bij_de_buren') AND ${DELIVERED_IN_RANGE}
                      GROUP BY 2`, [series], series);
