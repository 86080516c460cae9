// Bulk writes of generated orders (the demo data): many rows in one statement.
import type { Carrier } from '../../shared/domain/constants.ts';
import type { Db } from './database.ts';
import type { OrderColumns } from './order-columns.ts';

/** A row of `orders` as the seeder writes it. */
export type SeededOrderRow = OrderColumns<string>;

export interface OrderLogRow {
  order_id: number;
  created_at: string;
  user_name: string;
  content: string;
}

export interface ShipmentRow {
  order_id: number;
  carrier: Carrier;
  barcode: string;
  tracking_url: string | null;
  status: 'registered';
  request: Record<string, unknown>;
  response: Record<string, unknown>;
  created_at: string;
}

/** Orders with their log entries and shipments, as the seeder writes them. */
export interface OrderBatch {
  orders: SeededOrderRow[];
  orderLog: OrderLogRow[];
  shipments: ShipmentRow[];
}

const LOG_COLUMNS = 'order_id, created_at, user_name, content';
const SHIPMENT_COLUMNS = 'order_id, carrier, barcode, tracking_url, status, request, response, created_at';

/** Moves the `order_ids` sequence past `count` new ids, after every existing order, and returns the first of them. */
export async function reserveOrderIds(db: Db, count: number): Promise<number> {
  const { rows } = await db.query<{ last_id: number }>(
    `SELECT setval('order_ids', GREATEST(
       (SELECT max(id) FROM orders),
       (SELECT CASE WHEN is_called THEN last_value ELSE last_value - 1 END FROM order_ids)
     ) + $1::bigint) AS last_id`,
    [count],
  );
  return rows[0].last_id - count + 1;
}

/** One statement per batch: the orders, their log entries and shipments are stored together or not at all. */
export async function insertOrderBatch(db: Db, batch: OrderBatch) {
  const orderColumns = Object.keys(batch.orders[0]).join(', ');
  await db.query(
    `WITH new_orders AS (
       INSERT INTO orders (${orderColumns}) SELECT ${orderColumns} FROM json_populate_recordset(null::orders, $1)
     ), new_log AS (
       INSERT INTO order_log (${LOG_COLUMNS}) SELECT ${LOG_COLUMNS} FROM json_populate_recordset(null::order_log, $2)
     )
     INSERT INTO shipments (${SHIPMENT_COLUMNS})
       SELECT ${SHIPMENT_COLUMNS} FROM json_populate_recordset(null::shipments, $3)`,
    [JSON.stringify(batch.orders), JSON.stringify(batch.orderLog), JSON.stringify(batch.shipments)],
  );
}

/** A bulk load leaves the visibility map empty: without this the folder counts cannot use index-only scans. */
export async function analyzeOrderTables(db: Db) {
  await db.query('VACUUM (ANALYZE) orders, order_log, shipments');
}
