// The SQL of withdrawing a hand-off (issue 24): the order's hand-off that counts, the record marked withdrawn, and the
// order back as new with the transport entry of its target taken off. Run inside the withdrawal's transaction.
import type { HandoffTarget } from '../../shared/domain/handoffs.ts';
import type { Db } from './database.ts';
import type { OrderRow } from './order-columns.ts';

/** The order's hand-off that counts (claimed or sent), with its florist's name. */
export interface CurrentHandoff {
  id: number;
  target: HandoffTarget;
  status: 'claimed' | 'sent';
  floristName: string | null;
}

export async function findCurrentHandoff(db: Db, orderId: number): Promise<CurrentHandoff | undefined> {
  const { rows } = await db.query<CurrentHandoff>(
    `SELECT h.id, h.target, h.status, f.name AS "floristName"
       FROM handoffs h LEFT JOIN florists f ON f.id = h.florist_id
      WHERE h.order_id = $1 AND h.status IN ('claimed', 'sent')`,
    [orderId],
  );
  return rows[0];
}

/** The name of the florist an order handed off before hand-offs were recorded names in its transport, if any. */
export async function findTransportFloristName(db: Db, orderId: number): Promise<string | null> {
  const { rows } = await db.query<{ name: string }>(
    `SELECT f.name FROM orders o JOIN florists f ON f.id::text = o.transport -> 'florist' ->> 'id' WHERE o.id = $1`,
    [orderId],
  );
  return rows[0]?.name ?? null;
}

/** Marks a sent hand-off withdrawn by `user` for `reason`; false when it is not (or no longer) sent. */
export async function markHandoffWithdrawn(db: Db, id: number, user: string, reason: string): Promise<boolean> {
  const { rowCount } = await db.query(
    `UPDATE handoffs SET status = 'withdrawn', withdrawn_by = $2, withdrawn_at = now(), withdraw_reason = $3
      WHERE id = $1 AND status = 'sent'`,
    [id, user, reason],
  );
  return rowCount === 1;
}

/**
 * Puts the order back as new, as an edit of its treatment block does (its field version moves with the order's
 * version), without the transport entry of `target`, and without it as active transporter. Answers the row written.
 */
export async function returnHandedOffOrder(db: Db, orderId: number, target: HandoffTarget, treatment: string): Promise<OrderRow> {
  const { rows } = await db.query<OrderRow>(
    `WITH changed AS (
       UPDATE orders o
          SET treatment = $3, transport = o.transport - $2,
              active_transporter = CASE WHEN o.active_transporter = $2 THEN NULL ELSE o.active_transporter END,
              field_versions = o.field_versions || jsonb_build_object('treatment', o.version + 1),
              version = o.version + 1, updated_at = now()
        WHERE o.id = $1
       RETURNING o.*
     ) SELECT changed.*, t.title AS tag_title FROM changed LEFT JOIN tags t ON t.id = changed.tag_id`,
    [orderId, target, treatment],
  );
  return rows[0];
}
