import type { FastifyInstance } from 'fastify';
import type { OrderChange } from '../../shared/protocol/changes.ts';
import type { ServerMessage } from '../../shared/protocol/socket.ts';
import type { OrderListItem } from '../../shared/schema/order.ts';
import { findOrderRow } from '../db/orders.ts';
import { toListItem } from '../orders/mapper.ts';

type OrderEvent = 'listitem' | 'activeitem';

/**
 * Publishes after a change is stored. A failure is logged, never thrown: the change itself succeeded, and a
 * missed event costs a workstation no more than a refresh.
 */
export async function announce(app: Pick<FastifyInstance, 'realtime' | 'log'>, ...messages: ServerMessage[]): Promise<void> {
  try {
    for (const message of messages) await app.realtime.publish(message);
  } catch (error) {
    app.log.error({ err: error, messages }, 'Live-update niet verstuurd');
  }
}

/** Broadcasts what an operation changed, after its transaction committed: the change it answered, as it is. */
export function announceChange(app: Pick<FastifyInstance, 'realtime' | 'log'>, change: OrderChange): Promise<void> {
  return announce(app, { type: 'change', change });
}

/**
 * Announces a change to one order by reading it again (for writes not yet made operations, issue 23): a `listitem`
 * carries the order's list row now, so lists patch themselves without asking; an `activeitem` carries the version
 * the order has now. A change announced without a `listitem`
 * (an internal-log entry, a mail, an attribute) leaves the version as it was: `keptVersion` says so.
 */
export async function announceOrder(app: FastifyInstance, orderId: number, ...events: OrderEvent[]): Promise<void> {
  try {
    const current = await currentOrder(app, orderId);
    const keptVersion = !events.includes('listitem');
    const messages = events.map((type): ServerMessage => {
      if (type === 'listitem') return current ? { type, orderId, item: current.item } : { type, orderId };
      const version = current?.version ?? 0;
      return keptVersion ? { type, orderId, version, keptVersion } : { type, orderId, version };
    });
    await announce(app, ...messages);
  } catch (error) {
    app.log.error({ err: error, orderId, events }, 'Live-update niet verstuurd');
  }
}

/** The order's list row and version; none for an order that is gone (deleted). */
async function currentOrder(app: FastifyInstance, orderId: number): Promise<{ item: OrderListItem; version: number } | undefined> {
  const row = await findOrderRow(app.db, orderId);
  return row && { item: toListItem(row), version: row.version };
}
