import type { CacheVersion } from '../db/read-cache.ts';
import type { RealtimeHub } from '../realtime/hub.ts';

/**
 * The version sessions read from PostgreSQL are kept under, where any instance may end them (logout, a new password)
 * and says so through the hub. It moves on with every end heard, and with every new listening connection: ends sent
 * while none listened are lost. It is null while none listens, so then every session is read from the database.
 */
export function followedSessionEnds(hub: Pick<RealtimeHub, 'onSessionsEnded' | 'sessionEndsFollowed'>): CacheVersion {
  let version = 0;
  let connection = hub.sessionEndsFollowed();
  hub.onSessionsEnded(() => {
    version += 1;
  });
  return {
    get current() {
      const now = hub.sessionEndsFollowed();
      if (now === null) return null;
      if (now !== connection) {
        connection = now;
        version += 1;
      }
      return version;
    },
  };
}
