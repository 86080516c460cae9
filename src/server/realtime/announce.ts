import type { FastifyInstance } from 'fastify';
import type { OrderChange } from '../../shared/protocol/changes.ts';
import type { ServerMessage } from '../../shared/protocol/socket.ts';

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
