import type { CartDraft } from '../../shared/schema/order.ts';
import type { OrderColumns, OrderRow } from './order-columns.ts';
import type { Db } from './database.ts';

/** A new order's columns; the database gives it its id, order number and order date. */
export type NewOrder = Pick<
  OrderColumns,
  | 'delivery_date' | 'payment_method_id' | 'customer_name' | 'customer_email' | 'recipient_name' | 'recipient_postcode'
  | 'delivery_costs' | 'total_ex' | 'total_in' | 'comment' | 'card' | 'recipient' | 'customer' | 'is_paid' | 'is_mourning'
  | 'delivery_part'
> & { items: (CartDraft['items'][number] & { price: number })[] };

/** Stores a new unprocessed order (in no folder) and returns its row. */
export async function insertNewOrder(db: Db, order: NewOrder): Promise<OrderRow> {
  const { rows } = await db.query<OrderRow>(
    `INSERT INTO orders (id, order_number, order_date, delivery_date, treatment, payment_method_id, customer_name,
       customer_email, recipient_name, recipient_postcode, delivery_costs, total_ex, total_in, comment, card,
       recipient, customer, items, is_paid, is_mourning, delivery_part)
     SELECT next.id, 'BLB' || lpad((next.id % 10000000)::text, 7, '0'), now(), $1, 'Nieuw', $2, $3, $4, $5, $6, $7,
       $8, $9, $10, $11, $12, $13, $14, $15, $16, $17
       FROM (SELECT nextval('order_ids') AS id) next
     RETURNING *, NULL::text AS tag_title`,
    [
      order.delivery_date,
      order.payment_method_id,
      order.customer_name,
      order.customer_email,
      order.recipient_name,
      order.recipient_postcode,
      order.delivery_costs,
      order.total_ex,
      order.total_in,
      order.comment,
      JSON.stringify(order.card),
      JSON.stringify(order.recipient),
      JSON.stringify(order.customer),
      JSON.stringify(order.items),
      order.is_paid,
      order.is_mourning,
      order.delivery_part,
    ],
  );
  return rows[0];
}
