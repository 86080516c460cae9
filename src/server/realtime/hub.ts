import type { FastifyBaseLogger } from 'fastify';
import type { ServerMessage } from '../../shared/protocol/socket.ts';
import type { Database } from '../db/database.ts';
import { createInProcessHub } from './in-process-hub.ts';
import { createPostgresHub } from './postgres-hub.ts';
import type { SessionsEnded, SessionsEndedListener } from './sessions-ended.ts';

export type HubListener = (message: ServerMessage) => void;

/** Carries live events to every listener of every server instance that shares the database. */
export interface RealtimeHub {
  publish(message: ServerMessage): Promise<void>;
  /** Returns the unsubscribe function. */
  subscribe(listener: HubListener): () => void;
  /** Tells every instance to close the live sockets of these sessions. */
  endSessions(event: SessionsEnded): Promise<void>;
  /** Returns the unsubscribe function. */
  onSessionsEnded(listener: SessionsEndedListener): () => void;
  /**
   * A number that stays the same for as long as this instance has heard every end of sessions since; null while it
   * may be missing them (its connection to PostgreSQL's notifications is being restored).
   */
  sessionEndsFollowed(): number | null;
  close(): Promise<void>;
}

/** PGlite serves one instance, so events stay in the process; on PostgreSQL they go through LISTEN/NOTIFY. */
export async function createRealtimeHub(database: Database, log: FastifyBaseLogger): Promise<RealtimeHub> {
  if (database.kind === 'pglite') return createInProcessHub();
  return createPostgresHub({ pool: database.pool, channel: eventChannel(database.schema), log });
}

/**
 * Instances on one schema share a channel. Notifications are database-wide, so the schema is part of the name:
 * test runs (a schema each) in one database must not hear each other.
 */
export function eventChannel(schema: string | undefined): string {
  const channel = schema ? `werkplaats_events_${schema}` : 'werkplaats_events';
  // PostgreSQL cuts identifiers at 63 bytes, so a longer LISTEN would differ from the pg_notify channel.
  if (Buffer.byteLength(channel) > 63) throw new Error(`Schema name too long for an event channel: ${schema}`);
  return channel;
}
