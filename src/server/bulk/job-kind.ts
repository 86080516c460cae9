// What every kind of bulk job has in common: how one order's turn ends, and the shape of a kind.
import type { FastifyInstance } from 'fastify';
import { messages } from '../../shared/domain/messages.ts';
import type { OrderChange } from '../../shared/protocol/changes.ts';
import type { Order } from '../../shared/schema/order.ts';
import type { BulkItemResult, BulkItemRow, BulkJobRow, LockedOrder } from '../db/bulk-jobs.ts';
import type { Db } from '../db/database.ts';
import { notFound } from '../http-errors.ts';
import { loadOrderView } from '../orders/order-view.ts';

export const ok = (message: string | null = null, undo?: Record<string, unknown>): BulkItemResult => ({ state: 'ok', message, undo });
export const failed = (message: string): BulkItemResult => ({ state: 'failed', message });
export const skipped = (message: string): BulkItemResult => ({ state: 'skipped', message });

/**
 * One order's turn as the runner gets it: `stored` when the change stored its result itself (in its transaction),
 * `change` what it changed of the order, which the job's next progress message carries to every workstation.
 */
export interface BulkOutcome extends BulkItemResult {
  stored?: true;
  change?: OrderChange;
}

export interface BulkJobKind {
  /** Orders worked on at once: carriers and the mail server answer slowly, the database quickly. */
  concurrency: number;
  /**
   * Does the job for one order. A refusal the single-order route would answer (an HttpError) becomes the
   * item's failure with its message. Null: another instance that took the job over did this order already.
   */
  run(app: FastifyInstance, job: BulkJobRow, item: BulkItemRow): Promise<BulkOutcome | null>;
  /**
   * Puts an order back as the item's `undo` says, inside the undo's transaction with the order locked as it is
   * now; only undoable kinds have it. Answers the change it made, if any.
   */
  restore?(db: Db, orderId: number, undo: Record<string, unknown>, order: LockedOrder): Promise<OrderChange | undefined>;
}

/** The order as the single-order routes load it; 404 (the item's failure) when it does not exist or is deleted. */
export async function bulkOrder(app: FastifyInstance, id: number): Promise<Order> {
  const order = await loadOrderView(app.db, id, app.config.managementUrl);
  if (!order) throw notFound(messages.orderNotFound(id));
  return order;
}

/**
 * The idempotency key of one order's print, registration or mail in a job: a job taken over after a crash asks
 * again with the same key and gets what the first attempt did, never a second print, parcel or mail.
 */
export const itemKey = (job: BulkJobRow, item: BulkItemRow, what: string) => `bulk:${job.id}:${item.orderId}:${what}`;
