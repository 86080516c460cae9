import type { DeliveryAddress } from '../../shared/schema/address.ts';
import type { HandoffHistoryEntry } from '../../shared/schema/handoff-history.ts';
import type { Customer, Order, OrderBlock, OrderUpdate } from '../../shared/schema/order.ts';
import { customerDisplayName } from '../../shared/domain/person-name.ts';
import type { Db } from './database.ts';
import { queryPrepared } from './prepared.ts';
import type { OrderRow } from './order-columns.ts';
import { unfinishedMailColumns, type UnfinishedMailJob } from './mail-jobs.ts';

/**
 * Which order version last changed each block. '*' (orders edited before blocks were tracked) counts as a change
 * of every block.
 */
export type BlockVersions = Partial<Record<OrderBlock | '*', number>>;

/** The recipient and customer an edit writes, each merged with what is stored. */
export interface MergedBlocks {
  recipient?: DeliveryAddress;
  customer?: Customer;
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

/** An order's detail view as one statement reads it: its row, with its notes, attachments and mails of unknown outcome. */
export interface OrderViewParts {
  row: OrderRow;
  internalLog: Order['internalLog'];
  attachments: Order['attachments'];
  /** Per mail type, when a send began whose outcome nobody knows (lost mails as they were last settled). */
  mailUnknown: Record<string, number>;
  /** The hand-offs sent or withdrawn, oldest first. */
  handoffs: HandoffHistoryEntry[];
}

/** The columns beside `o.*` that make order `o`'s detail view, named view_*; orderViewParts takes them apart. */
export const ORDER_VIEW_COLUMNS = `
  (SELECT coalesce(jsonb_agg(jsonb_build_object('id', l.id, 'createDatetime', extract(epoch FROM l.created_at)::bigint,
            'createUserName', l.user_name, 'content', l.content) ORDER BY l.created_at, l.id), '[]')
     FROM order_log l WHERE l.order_id = o.id AND l.deleted_at IS NULL) AS view_internal_log,
  (SELECT coalesce(jsonb_agg(jsonb_build_object('id', a.id, 'title', a.title, 'fileType', a.file_type) ORDER BY a.created_at, a.id), '[]')
     FROM attachments a WHERE a.order_id = o.id AND a.deleted_at IS NULL) AS view_attachments,
  (SELECT coalesce(jsonb_object_agg(m.mail_type, m.at) FILTER (WHERE m.status = 'unknown'), '{}')
     FROM (SELECT DISTINCT ON (mail_type) mail_type, status, extract(epoch FROM coalesce(claimed_at, created_at))::bigint AS at
             FROM mail_jobs WHERE order_id = o.id AND status IN ('sent', 'outbox', 'unknown') ORDER BY mail_type, id DESC) m
  ) AS view_mail_unknown,
  (SELECT coalesce(jsonb_agg(jsonb_build_object('id', h.id, 'target', h.target, 'floristName', f.name, 'method', h.method,
            'status', h.status, 'at', extract(epoch FROM h.claimed_at)::bigint, 'by', h.created_by,
            'withdrawal', CASE WHEN h.status = 'withdrawn' THEN jsonb_build_object('at', extract(epoch FROM h.withdrawn_at)::bigint,
              'by', h.withdrawn_by, 'reason', h.withdraw_reason) END) ORDER BY h.claimed_at, h.id), '[]')
     FROM handoffs h LEFT JOIN florists f ON f.id = h.florist_id
    WHERE h.order_id = o.id AND h.status IN ('sent', 'withdrawn')) AS view_handoffs`;

export interface OrderViewColumns {
  view_internal_log: Order['internalLog'];
  view_attachments: Order['attachments'];
  view_mail_unknown: Record<string, number>;
  view_handoffs: HandoffHistoryEntry[];
}

export function orderViewParts(
  { view_internal_log, view_attachments, view_mail_unknown, view_handoffs, ...row }: OrderRow & OrderViewColumns,
): OrderViewParts {
  return { row, internalLog: view_internal_log, attachments: view_attachments, mailUnknown: view_mail_unknown, handoffs: view_handoffs };
}

/** The order (not deleted) with its detail view in one statement; `lock` holds it for a write in the caller's transaction. */
export async function findOrderView(db: Db, id: number, options: { lock?: boolean } = {}): Promise<OrderViewParts | undefined> {
  const { rows } = await db.query<OrderRow & OrderViewColumns>(
    `SELECT o.*, t.title AS tag_title, ${ORDER_VIEW_COLUMNS}
       FROM orders o LEFT JOIN tags t ON t.id = o.tag_id
      WHERE o.id = $1 AND o.deleted_at IS NULL${options.lock ? ' FOR UPDATE OF o' : ''}`,
    [id],
  );
  return rows[0] && orderViewParts(rows[0]);
}

/**
 * The detail view as findOrderView reads it, with the order's unfinished mails (stale past `staleMs`) in the same
 * statement: a look at an order is one statement unless one of its mails was lost (order-view.ts).
 */
export async function findOrderViewWithUnfinishedMails(
  db: Db,
  id: number,
  staleMs: number,
): Promise<(OrderViewParts & { unfinishedMails: UnfinishedMailJob[] }) | undefined> {
  const { rows } = await queryPrepared<OrderRow & OrderViewColumns & { view_unfinished_mails: UnfinishedMailJob[] }>(
    db,
    `SELECT o.*, t.title AS tag_title, ${ORDER_VIEW_COLUMNS},
            (SELECT coalesce(jsonb_agg(m), '[]') FROM (SELECT ${unfinishedMailColumns('$2')} FROM mail_jobs
              WHERE order_id = o.id AND status IN ('queued', 'sending')) m) AS view_unfinished_mails
       FROM orders o LEFT JOIN tags t ON t.id = o.tag_id
      WHERE o.id = $1 AND o.deleted_at IS NULL`,
    [id, staleMs],
  );
  if (!rows[0]) return undefined;
  const { view_unfinished_mails: unfinishedMails, ...view } = rows[0];
  return { ...orderViewParts(view), unfinishedMails };
}

/** The order as a write locks it: its row, and which version last changed each block. */
export type LockedOrderRow = OrderRow & { field_versions: BlockVersions };

/**
 * Reads and locks an order for a write in the caller's transaction; `deleted` also finds a deleted one. With
 * `folder`, `folder_exists` says whether that folder exists (a move asks both at once).
 */
export async function lockOrderRow(
  db: Db,
  id: number,
  options: { deleted?: boolean; folder?: number } = {},
): Promise<(LockedOrderRow & { folder_exists: boolean | null }) | undefined> {
  const { rows } = await db.query<LockedOrderRow & { folder_exists: boolean | null }>(
    `SELECT o.*, t.title AS tag_title,
            CASE WHEN $3::bigint IS NULL THEN NULL ELSE EXISTS (SELECT 1 FROM tags f WHERE f.id = $3) END AS folder_exists
       FROM orders o LEFT JOIN tags t ON t.id = o.tag_id
      WHERE o.id = $1 AND (o.deleted_at IS NULL OR $2) FOR UPDATE OF o`,
    [id, options.deleted ?? false, options.folder ?? null],
  );
  return rows[0];
}

/** A single action that can be taken back (order_undo): who did it and the columns as they were before it. */
export interface UndoRecord {
  user: string;
  previous: Record<string, unknown>;
}

/** Records the undo of the write in `changed` in the write's own statement: the order's newest action replaces it. */
const undoCte = (undo: UndoRecord, params: unknown[]) =>
  `, undo AS (INSERT INTO order_undo (order_id, version, user_name, previous)
       SELECT id, version, $${params.push(undo.user)}, $${params.push(JSON.stringify(undo.previous))}::jsonb FROM changed
       ON CONFLICT (order_id) DO UPDATE SET version = EXCLUDED.version, user_name = EXCLUDED.user_name,
         previous = EXCLUDED.previous, undone = false, created_at = now())`;

/**
 * Runs an UPDATE of one order and answers the row it wrote, with its folder's title, in the same statement; with
 * `undo`, the same statement records how to take it back.
 */
async function updateReturningRow(db: Db, update: string, params: unknown[], undo?: UndoRecord): Promise<OrderRow | undefined> {
  const { rows } = await db.query<OrderRow>(
    `WITH changed AS (${update} RETURNING *)${undo ? undoCte(undo, params) : ''}
     SELECT changed.*, t.title AS tag_title FROM changed LEFT JOIN tags t ON t.id = changed.tag_id`,
    params,
  );
  return rows[0];
}

/** Which columns each edited block writes, as SQL assignments; recipient and customer as merged. */
function updateAssignments(update: OrderUpdate, merged: MergedBlocks, bind: (value: unknown) => string): string[] {
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
  const { recipient, customer } = merged;
  if (recipient) {
    set.push(`recipient = ${json(recipient)}`);
    set.push(`recipient_name = ${bind(recipient.name)}`);
    set.push(`recipient_postcode = ${bind(recipient.address.zipcode.toUpperCase())}`);
  }
  if (customer) {
    set.push(`customer = ${json(customer)}`);
    set.push(`customer_name = ${bind(customerDisplayName(customer))}`);
    set.push(`customer_email = ${bind(customer.emailAddress)}`);
  }
  return set;
}

/**
 * Writes an edit's blocks if the order is still at `fromVersion`: the version moves on, and so does each written
 * block's. Answers the written row; none when the order moved on.
 */
export async function writeOrderBlocks(
  db: Db,
  id: number,
  fromVersion: number,
  update: OrderUpdate,
  merged: MergedBlocks,
  blocks: readonly OrderBlock[],
  undo?: UndoRecord,
): Promise<OrderRow | undefined> {
  const params: unknown[] = [];
  const bind = (value: unknown) => `$${params.push(value)}`;
  const changedNow = Object.fromEntries(blocks.map((block) => [block, fromVersion + 1]));
  const assignments = [
    ...updateAssignments(update, merged, bind),
    'version = version + 1',
    `field_versions = field_versions || ${bind(JSON.stringify(changedNow))}::jsonb`,
    'updated_at = now()',
  ];
  return updateReturningRow(
    db,
    `UPDATE orders SET ${assignments.join(', ')}
      WHERE id = ${bind(id)} AND version = ${bind(fromVersion)} AND deleted_at IS NULL`,
    params,
    undo,
  );
}

/** Puts the order in a folder (or none); the version moves on so open editors see the change. */
export function setOrderTag(db: Db, id: number, tagId: number | null, undo?: UndoRecord): Promise<OrderRow | undefined> {
  return updateReturningRow(
    db,
    'UPDATE orders SET tag_id = $2, version = version + 1, updated_at = now() WHERE id = $1 AND deleted_at IS NULL',
    [id, tagId],
    undo,
  );
}

/** Sets one of the order's attributes; the version moves on. Answers the written row; none for a missing order. */
export function setOrderAttribute(db: Db, id: number, attributeId: number, value: boolean | string): Promise<OrderRow | undefined> {
  return updateReturningRow(
    db,
    `UPDATE orders SET attributes = attributes || jsonb_build_object($2::text, $3::jsonb), version = version + 1, updated_at = now()
      WHERE id = $1 AND deleted_at IS NULL`,
    [id, String(attributeId), JSON.stringify(value)],
  );
}

/** Soft delete, or its undoing: the order leaves every list or comes back. Folder counts follow by trigger (002). */
export function setOrderDeleted(db: Db, id: number, deleted: boolean, undo?: UndoRecord): Promise<OrderRow | undefined> {
  return updateReturningRow(
    db,
    `UPDATE orders SET deleted_at = CASE WHEN $2 THEN now() END, version = version + 1, updated_at = now()
      WHERE id = $1 AND (deleted_at IS NULL) = $2`,
    [id, deleted],
    undo,
  );
}

/** Adds a note to an order that is not deleted; undefined when there is no such order. */
export async function addLogEntry(db: Db, orderId: number, userName: string, content: string): Promise<number | undefined> {
  const { rows } = await db.query<{ id: number }>(
    `INSERT INTO order_log (order_id, user_name, content)
     SELECT id, $2, $3 FROM orders WHERE id = $1 AND deleted_at IS NULL RETURNING id`,
    [orderId, userName, content],
  );
  return rows[0]?.id;
}

/** Deletes a note; a deleted order's log is kept as it was, so that answers false too. */
export async function deleteLogEntry(db: Db, orderId: number, entryId: number): Promise<boolean> {
  const { rowCount } = await db.query(
    `UPDATE order_log l SET deleted_at = now() FROM orders o
      WHERE l.id = $1 AND l.order_id = $2 AND l.deleted_at IS NULL AND o.id = l.order_id AND o.deleted_at IS NULL`,
    [entryId, orderId],
  );
  return rowCount === 1;
}
