import type { FastifyInstance } from 'fastify';
import type { ServerMessage } from '../../shared/protocol/socket.ts';

type OrderEvent = 'listitem' | 'activeitem';

/**
 * Publishes after a change is stored. A failure is logged, never thrown: the change itself succeeded, and a
 * missed event costs a workstation no more than a refresh.
 */
export async function announce(app: FastifyInstance, ...messages: ServerMessage[]): Promise<void> {
  try {
    for (const message of messages) await app.realtime.publish(message);
  } catch (error) {
    app.log.error({ err: error, messages }, 'Live-update niet verstuurd');
  }
}

/** Announces a change to one order; an `activeitem` carries the version the order has now. */
export async function announceOrder(app: FastifyInstance, orderId: number, ...events: OrderEvent[]): Promise<void> {
  try {
    const version = events.includes('activeitem') ? await currentVersion(app, orderId) : 0;
    const messages = events.map((type): ServerMessage =>
      type === 'activeitem' ? { type, orderId, version } : { type, orderId },
    );
    await announce(app, ...messages);
  } catch (error) {
    app.log.error({ err: error, orderId, events }, 'Live-update niet verstuurd');
  }
}

async function currentVersion(app: FastifyInstance, orderId: number): Promise<number> {
  const { rows } = await app.db.query<{ version: number }>('SELECT version FROM orders WHERE id = $1', [orderId]);
  return rows[0]?.version ?? 0;
}
