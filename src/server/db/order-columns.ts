import type { TrackingState } from '../../shared/domain/carriers.ts';
import type { DeliveryPart } from '../../shared/domain/constants.ts';
import type { DeliveryAddress } from '../../shared/schema/address.ts';
import type { Card, Customer, Order } from '../../shared/schema/order.ts';

/**
 * The columns of `orders` except the generated search_text. Times are Dates as `pg` reads them, or ISO text
 * where the seeder writes them.
 */
export interface OrderColumns<Time = Date> {
  id: number;
  order_number: string;
  version: number;
  order_date: Time;
  delivery_date: string;
  delivery_part: DeliveryPart | null;
  delivery_date_time: Time | null;
  treatment: string;
  active_transporter: string | null;
  tag_id: number | null;
  second_chance: boolean;
  is_mourning: boolean;
  has_photo_service: boolean;
  own_delivery: boolean;
  is_regio_printed_only: boolean;
  is_paid: boolean;
  payment_method_id: number;
  has_reminders: boolean;
  black_listed: boolean;
  unpaid_invoice_ids: number[];
  order_count: number;
  customer_name: string;
  customer_email: string;
  recipient_name: string;
  recipient_postcode: string;
  delivery_costs: number;
  invoice_costs: number;
  total_ex: number;
  total_in: number;
  delivery_status: string | null;
  delivery_status_nr: string | null;
  description: string;
  comment: string;
  image_url: string | null;
  card: Card | null;
  recipient: DeliveryAddress;
  customer: Customer;
  items: Order['orderItems'];
  extra_service: { photo?: boolean };
  attributes: Record<string, boolean>;
  transport: Record<string, unknown>;
  print_jobs: Record<string, number>;
  mail_jobs: Record<string, number>;
  created_at: Time;
  updated_at: Time;
  deleted_at: Time | null;
}

/** An order row as read with its folder's title, and the generated tracking state of its active carrier. */
export interface OrderRow extends OrderColumns {
  tag_title: string | null;
  tracking_state: TrackingState | null;
}

/** The columns an order list row needs (alias `o`, tag title as `tag_title`). */
export const LIST_COLUMNS = `o.id, o.order_number, o.order_count, o.delivery_date, o.order_date, o.customer_name,
  o.total_in, o.treatment, o.payment_method_id, o.is_paid, o.tag_id, t.title AS tag_title, o.active_transporter,
  o.has_reminders, o.unpaid_invoice_ids, o.black_listed, o.own_delivery, o.delivery_part, o.is_mourning,
  o.has_photo_service, o.tracking_state`;

/**
 * The list rows of the CTE `page` (ids), ordered by their own columns, each with the one-row CTE `total`, in one
 * statement: a page past the last one is a single row of nulls that still carries the total.
 */
export const pageWithTotal = (order: string) => `SELECT found.*, total.total FROM total LEFT JOIN LATERAL (
    SELECT ${LIST_COLUMNS} FROM page JOIN orders o ON o.id = page.id LEFT JOIN tags t ON t.id = o.tag_id
  ) found ON TRUE ORDER BY ${order}`;

/**
 * The list rows of the orders a page function names (`source` returns `ids`, in the list's order, and `total`), each
 * with the total, in one statement: a page past the last one is a single row of nulls that still carries the total.
 */
export const listedPage = (source: string) => `SELECT found.*, page.total FROM ${source} page LEFT JOIN LATERAL (
    SELECT ${LIST_COLUMNS}, listed.place FROM unnest(page.ids) WITH ORDINALITY listed(id, place)
      JOIN orders o ON o.id = listed.id LEFT JOIN tags t ON t.id = o.tag_id
  ) found ON TRUE ORDER BY found.place`;
