import { EventEmitter } from 'node:events';
import type { ServerMessage } from '../../shared/protocol/socket.ts';
import type { HubListener, RealtimeHub } from './hub.ts';
import type { SessionsEnded, SessionsEndedListener } from './sessions-ended.ts';

/** The hub of a single instance: an event emitter. */
export function createInProcessHub(): RealtimeHub {
  const emitter = new EventEmitter();
  return {
    async publish(message: ServerMessage) {
      emitter.emit('message', message);
    },
    subscribe(listener: HubListener) {
      emitter.on('message', listener);
      return () => emitter.off('message', listener);
    },
    async endSessions(event: SessionsEnded) {
      emitter.emit('sessionsEnded', event);
    },
    onSessionsEnded(listener: SessionsEndedListener) {
      emitter.on('sessionsEnded', listener);
      return () => emitter.off('sessionsEnded', listener);
    },
    // Ends are events of this process: none is missed.
    sessionEndsFollowed: () => 0,
    async close() {
      emitter.removeAllListeners();
    },
  };
}
