import type { TagRef } from '../../shared/domain/constants.ts';
import type { Order, OrderUpdate } from '../../shared/schema/order.ts';
import type { Db } from './database.ts';
import { countedFolders, folderCondition } from '../orders/folder-filter.ts';
import { searchCondition } from '../orders/search-filter.ts';
import { LIST_COLUMNS, type OrderRow } from '../orders/mapper.ts';

export interface ListQuery {
  tags: readonly TagRef[];
  q: string;
  page: number;
  pageSize: number;
  /** Today in Amsterdam, YYYY-MM-DD: the delivery-expired folder holds what was due before it. */
  today: string;
}

/**
 * One page of the order list and the total it is a page of.
 * A folder view pages through its partial index alone (index-only) and fetches full rows for that page only;
 * its total comes from the counts the database keeps per folder. A search cannot use those indexes, so it finds the matches once and
 * takes the total from the same pass.
 */
export async function listOrders(db: Db, query: ListQuery): Promise<{ rows: OrderRow[]; total: number }> {
  const params: unknown[] = [];
  const bind = (value: unknown) => `$${params.push(value)}`;
  const conditions = ['o.deleted_at IS NULL'];
  const folder = folderCondition(query.tags, bind, query.today);
  if (folder) conditions.push(folder);
  const search = searchCondition(query.q, bind);
  if (search) conditions.push(search);
  const where = conditions.join(' AND ');
  const whereParams = [...params];
  const page = () => `LIMIT ${bind(query.pageSize)} OFFSET ${bind((query.page - 1) * query.pageSize)}`;

  if (search) {
    const { rows } = await db.query<OrderRow & { total: number }>(
      `SELECT ${LIST_COLUMNS}, count(*) OVER ()::int AS total FROM orders o LEFT JOIN tags t ON t.id = o.tag_id
        WHERE ${where} ORDER BY o.delivery_date, o.id ${page()}`,
      params,
    );
    // Past the last page the window has no row to carry the total on.
    return { rows, total: rows[0]?.total ?? (query.page > 1 ? await countOrders(db, where, whereParams) : 0) };
  }
  const [rows, total] = await Promise.all([
    db.query<OrderRow>(
      `WITH page AS (SELECT o.id FROM orders o WHERE ${where} ORDER BY o.delivery_date, o.id ${page()})
       SELECT ${LIST_COLUMNS} FROM page JOIN orders o ON o.id = page.id LEFT JOIN tags t ON t.id = o.tag_id
        ORDER BY o.delivery_date, o.id`,
      params,
    ),
    folderTotal(db, query.tags) ?? countOrders(db, where, whereParams),
  ]);
  return { rows: rows.rows, total };
}

/** The size of a folder view from the counts the database keeps, when it has them. */
function folderTotal(db: Db, tags: readonly TagRef[]): Promise<number> | undefined {
  const folders = countedFolders(tags);
  if (!folders) return undefined;
  return db
    .query<{ total: number }>(
      `SELECT coalesce(sum(count), 0)::int AS total FROM folder_counts WHERE $1::text[] IS NULL OR folder = ANY($1)`,
      [folders === 'all' ? null : folders],
    )
    .then((result) => result.rows[0].total);
}

async function countOrders(db: Db, where: string, params: unknown[]): Promise<number> {
  const { rows } = await db.query<{ total: number }>(`SELECT count(*)::int AS total FROM orders o WHERE ${where}`, params);
  return rows[0].total;
}

export async function findOrderRow(db: Db, id: number, options: { deleted?: boolean } = {}): Promise<OrderRow | undefined> {
  const { rows } = await db.query<OrderRow>(
    `SELECT o.*, t.title AS tag_title FROM orders o LEFT JOIN tags t ON t.id = o.tag_id
      WHERE o.id = $1 AND (o.deleted_at IS NULL OR $2)`,
    [id, options.deleted ?? false],
  );
  return rows[0];
}

export async function findInternalLog(db: Db, orderId: number): Promise<Order['internalLog']> {
  const { rows } = await db.query<Order['internalLog'][number]>(
    `SELECT id, extract(epoch FROM created_at)::bigint AS "createDatetime", user_name AS "createUserName", content
       FROM order_log WHERE order_id = $1 AND deleted_at IS NULL ORDER BY created_at, id`,
    [orderId],
  );
  return rows;
}

export async function findAttachments(db: Db, orderId: number): Promise<Order['attachments']> {
  const { rows } = await db.query<Order['attachments'][number]>(
    `SELECT id, title, file_type AS "fileType" FROM attachments
      WHERE order_id = $1 AND deleted_at IS NULL ORDER BY created_at, id`,
    [orderId],
  );
  return rows;
}

/** Which columns each editable field of PUT /workbench/order/{id} writes, as SQL assignments. */
function updateAssignments(update: OrderUpdate, bind: (value: unknown) => string): string[] {
  const set: string[] = [];
  const json = (value: unknown) => `${bind(JSON.stringify(value))}::jsonb`;
  if (update.deliveryDate !== undefined) set.push(`delivery_date = ${bind(update.deliveryDate)}::date`);
  if (update.deliveryDateTime !== undefined) {
    set.push(`delivery_date_time = to_timestamp(${bind(update.deliveryDateTime)}::bigint)`);
  }
  if (update.treatment !== undefined) set.push(`treatment = ${bind(update.treatment)}`);
  if (update.card !== undefined) set.push(`card = ${json(update.card)}`);
  if (update.description !== undefined) set.push(`description = ${bind(update.description)}`);
  if (update.comment !== undefined) set.push(`comment = ${bind(update.comment)}`);
  if (update.deliveryStatus !== undefined) set.push(`delivery_status = ${bind(update.deliveryStatus)}`);
  if (update.deliveryStatusNr !== undefined) set.push(`delivery_status_nr = ${bind(update.deliveryStatusNr)}`);
  if (update.recipient !== undefined) {
    set.push(`recipient = ${json(update.recipient)}`);
    set.push(`recipient_name = ${bind(update.recipient.name)}`);
    set.push(`recipient_postcode = ${bind(update.recipient.address.zipcode.toUpperCase())}`);
  }
  // The customer block and the two e-mail blocks may arrive together: apply the block, then the e-mails.
  let customer = 'customer';
  if (update.customer !== undefined) {
    customer = json(update.customer);
    set.push(`customer_name = ${bind(customerDisplayName(update.customer))}`);
  }
  if (update.customerEmail !== undefined) {
    customer = `jsonb_set(${customer}, '{emailAddress}', to_jsonb(${bind(update.customerEmail)}::text))`;
  }
  if (update.invoiceEmail !== undefined) {
    customer = `jsonb_set(${customer}, '{invoiceEmailAddress}', to_jsonb(${bind(update.invoiceEmail)}::text))`;
  }
  if (customer !== 'customer') {
    set.push(`customer = ${customer}`);
    set.push(`customer_email = (${customer}) ->> 'emailAddress'`);
  }
  return set;
}

export function customerDisplayName(customer: Order['customer']): string {
  const { initials, middleName, lastName } = customer.name;
  const person = [initials, middleName, lastName].filter(Boolean).join(' ');
  return customer.companyTitle ? `${customer.companyTitle} (${person})` : person;
}

export type UpdateResult = { status: 'updated' } | { status: 'stale' } | { status: 'missing' };

/** Applies the edit only if the order is still at the version the editor read; the version then moves on. */
export async function updateOrder(db: Db, id: number, update: OrderUpdate): Promise<UpdateResult> {
  const params: unknown[] = [];
  const bind = (value: unknown) => `$${params.push(value)}`;
  const assignments = updateAssignments(update, bind);
  const { rowCount } = await db.query(
    `UPDATE orders SET ${[...assignments, 'version = version + 1', 'updated_at = now()'].join(', ')}
      WHERE id = ${bind(id)} AND version = ${bind(update.version)} AND deleted_at IS NULL`,
    params,
  );
  if (rowCount === 1) return { status: 'updated' };
  return (await findOrderRow(db, id)) ? { status: 'stale' } : { status: 'missing' };
}

/** Puts the order in a folder (or none); the version moves on so open editors see the change. */
export async function setOrderTag(db: Db, id: number, tagId: number | null, onlyFrom?: number): Promise<boolean> {
  const { rowCount } = await db.query(
    `UPDATE orders SET tag_id = $2, version = version + 1, updated_at = now()
      WHERE id = $1 AND deleted_at IS NULL AND ($3::bigint IS NULL OR tag_id = $3)`,
    [id, tagId, onlyFrom ?? null],
  );
  return rowCount === 1;
}

export async function setOrderAttribute(db: Db, id: number, attributeId: number, value: boolean | string) {
  const { rowCount } = await db.query(
    `UPDATE orders SET attributes = attributes || jsonb_build_object($2::text, $3::jsonb),
            version = version + 1, updated_at = now()
      WHERE id = $1 AND deleted_at IS NULL`,
    [id, String(attributeId), JSON.stringify(value)],
  );
  return rowCount === 1;
}

export async function undeleteOrder(db: Db, id: number): Promise<'restored' | 'not-deleted' | 'missing'> {
  const { rowCount } = await db.query(
    `UPDATE orders SET deleted_at = NULL, version = version + 1, updated_at = now()
      WHERE id = $1 AND deleted_at IS NOT NULL`,
    [id],
  );
  if (rowCount === 1) return 'restored';
  return (await findOrderRow(db, id)) ? 'not-deleted' : 'missing';
}

export async function addLogEntry(db: Db, orderId: number, userName: string, content: string) {
  const { rows } = await db.query<{ id: number }>(
    'INSERT INTO order_log (order_id, user_name, content) VALUES ($1, $2, $3) RETURNING id',
    [orderId, userName, content],
  );
  return rows[0].id;
}

export async function deleteLogEntry(db: Db, orderId: number, entryId: number): Promise<boolean> {
  const { rowCount } = await db.query(
    'UPDATE order_log SET deleted_at = now() WHERE id = $1 AND order_id = $2 AND deleted_at IS NULL',
    [entryId, orderId],
  );
  return rowCount === 1;
}
