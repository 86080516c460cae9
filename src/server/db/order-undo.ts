// The order_undo table (migration 021): the newest undoable single action of each order, and writing it back.
import type { Db } from './database.ts';
import type { BlockVersions } from './orders.ts';
import type { OrderRow } from './order-columns.ts';

export interface StoredUndo {
  version: number;
  user: string;
  previous: Record<string, unknown>;
  undone: boolean;
  /** Older than the time an undo is accepted after its action. */
  tooLate: boolean;
}

export async function findUndo(db: Db, orderId: number, acceptedMs: number): Promise<StoredUndo | undefined> {
  const { rows } = await db.query<StoredUndo>(
    `SELECT version, user_name AS "user", previous, undone, created_at < now() - $2 * interval '1 millisecond' AS "tooLate"
       FROM order_undo WHERE order_id = $1`,
    [orderId, acceptedMs],
  );
  return rows[0];
}

/**
 * Writes `columns` of `previous` back into the order at `fromVersion` (version +1, the blocks in `blocks` changed at
 * the new version) and marks its undo taken, in one statement. `columns` are names from RESTORABLE_COLUMNS.
 */
export async function restoreColumns(
  db: Db,
  orderId: number,
  fromVersion: number,
  previous: Record<string, unknown>,
  columns: readonly string[],
  blocks: BlockVersions,
): Promise<OrderRow | undefined> {
  const assignments = columns.map((column) => `"${column}" = p."${column}"`);
  const { rows } = await db.query<OrderRow>(
    `WITH changed AS (
       UPDATE orders o SET ${[...assignments, 'version = o.version + 1', 'field_versions = o.field_versions || $4::jsonb', 'updated_at = now()'].join(', ')}
         FROM jsonb_populate_record(NULL::orders, $3::jsonb) p
        WHERE o.id = $1 AND o.version = $2 RETURNING o.*),
     taken AS (UPDATE order_undo u SET undone = true, version = changed.version FROM changed WHERE u.order_id = changed.id)
     SELECT changed.*, t.title AS tag_title FROM changed LEFT JOIN tags t ON t.id = changed.tag_id`,
    [orderId, fromVersion, JSON.stringify(previous), JSON.stringify(blocks)],
  );
  return rows[0];
}
