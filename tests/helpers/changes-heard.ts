// The changes the hub broadcasts about one order, collected for the rest of the running test.
import type { FastifyInstance } from 'fastify';
import { onTestFinished } from 'vitest';
import type { ServerMessage } from '../../src/shared/protocol/socket.ts';

export function changesHeard(app: Pick<FastifyInstance, 'realtime'>, orderId: number): ServerMessage[] {
  const heard: ServerMessage[] = [];
  const unsubscribe = app.realtime.subscribe((message) => {
    if (message.type === 'change' && message.change.orderId === orderId) heard.push(message);
  });
  onTestFinished(unsubscribe);
  return heard;
}
