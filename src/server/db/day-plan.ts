import type { Db } from './database.ts';

/** What the day's plan reads of an order: its slot, who takes it, and the work still open on it. */
export interface PlanOrderRow {
  id: number;
  delivery_part: 'morning' | 'afternoon' | 'evening' | null;
  delivery_date_time: Date | null;
  treatment: string;
  active_transporter: string | null;
  /** The active transporter's own entry of `transport`: whether it is really registered. */
  active_transport: unknown;
  is_regio_printed_only: boolean;
  is_mourning: boolean;
  is_paid: boolean;
  printed: boolean;
  zipcode: string;
  country_code: string;
}

/** The non-deleted orders to deliver on the date, with only the columns the plan needs. */
export async function listPlanOrders(db: Db, date: string): Promise<PlanOrderRow[]> {
  const { rows } = await db.query<PlanOrderRow>(
    `SELECT id, delivery_part, delivery_date_time, treatment, active_transporter,
            transport -> active_transporter AS active_transport, is_regio_printed_only, is_mourning, is_paid,
            print_jobs ? 'order' AS printed,
            coalesce(recipient -> 'address' ->> 'zipcode', '') AS zipcode,
            coalesce(recipient -> 'address' ->> 'countryCode', '') AS country_code
       FROM orders WHERE delivery_date = $1 AND deleted_at IS NULL ORDER BY id`,
    [date],
  );
  return rows;
}
