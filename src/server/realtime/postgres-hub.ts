import type { FastifyBaseLogger } from 'fastify';
import type pg from 'pg';
import { unwrapSocketMessage, type ServerMessage } from '../../shared/protocol/socket.ts';
import type { HubListener, RealtimeHub } from './hub.ts';
import { ChannelListener } from './channel-listener.ts';
import { createPieceJoiner, notifyPayloads } from './notify-chunks.ts';
import { parseSessionsEnded, type SessionsEnded, type SessionsEndedListener } from './sessions-ended.ts';

export interface PostgresHubOptions {
  pool: pg.Pool;
  channel: string;
  log: FastifyBaseLogger;
  /** First wait before listening again after the connection broke; see ChannelListener. */
  retryMs?: number;
}

/**
 * Every instance LISTENs on one channel and hears every event, its own included, so one path delivers them all.
 * Payloads are the messages themselves; one over NOTIFY's 8000-byte limit (a bulk batch) goes in pieces.
 */
export async function createPostgresHub({ pool, channel, log, retryMs }: PostgresHubOptions): Promise<RealtimeHub> {
  const listeners = new Set<HubListener>();
  const sessionListeners = new Set<SessionsEndedListener>();
  const joinPieces = createPieceJoiner();
  const deliver = (received: string) => {
    const payload = joinPieces(received);
    if (payload === null) return;
    const ended = parseSessionsEnded(payload);
    if (ended) {
      for (const listener of sessionListeners) listener(ended);
      return;
    }
    const message = unwrapSocketMessage(payload);
    if (!message) return log.warn({ channel, payload }, 'Onbekend realtime-bericht genegeerd');
    for (const listener of listeners) listener(message);
  };
  const listener = new ChannelListener({ connection: pool.options, channel, log, retryMs, onPayload: deliver });
  await listener.start();

  return {
    async publish(message: ServerMessage) {
      // One statement: the pieces arrive together, in one transaction's notifications.
      await pool.query('SELECT pg_notify($1, payload) FROM unnest($2::text[]) AS payload', [channel, notifyPayloads(JSON.stringify(message))]);
    },
    subscribe(listener: HubListener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    async endSessions(event: SessionsEnded) {
      // Here at once, without waiting for the notification's echo: a session ended on this instance must not be
      // answered from its memory (cached-reads.ts) meanwhile. Hearing the echo again is harmless.
      for (const listener of sessionListeners) listener(event);
      await pool.query('SELECT pg_notify($1, $2)', [channel, JSON.stringify(event)]);
    },
    onSessionsEnded(listener: SessionsEndedListener) {
      sessionListeners.add(listener);
      return () => sessionListeners.delete(listener);
    },
    sessionEndsFollowed: () => listener.listening,
    async close() {
      listeners.clear();
      sessionListeners.clear();
      await listener.close();
    },
  };
}
