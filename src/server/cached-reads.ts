import { followedSessionEnds } from './auth/followed-session-ends.ts';
import type { Database } from './db/database.ts';
import { ReadCache } from './db/read-cache.ts';
import { findSession, type Session } from './db/users.ts';
import type { ListQuery } from './db/order-list.ts';
import { BIG_PAGE_ROWS } from './orders/big-pages.ts';
import { listPage, type ListPage } from './orders/list-page.ts';
import type { RealtimeHub } from './realtime/hub.ts';

/** The reads every request makes, answered from memory where it is known they have not changed. */
export interface CachedReads {
  listPage(query: ListQuery): Promise<ListPage>;
  findSession(tokenHash: Buffer): Promise<Session | undefined>;
  /** How many reads each cache answered from memory and sent on. */
  cacheCounts(): Partial<Record<ReadCacheName, ReadCache<unknown>['counts']>>;
}

export type ReadCacheName = 'list_pages' | 'sessions';

// Some 50 kB for a page of 50 rows: the pages kept take about 10 MB at most.
const LIST_PAGES_KEPT = 200;
const SESSIONS_KEPT = 1000;
/**
 * On PostgreSQL a session is read again after this long even when no end of it was heard: the bound on how long one
 * whose end went unheard (the notification failed to go out) is still let in.
 */
const SESSION_MAX_AGE_MS = 30_000;

/**
 * A folder's page is what many workstations ask for at once; a search is one person's. Big pages are built one at a
 * time and sent as text (big-pages.ts): keeping them would hold megabytes.
 */
const isSharedPage = (query: ListQuery) => query.q === '' && query.pageSize < BIG_PAGE_ROWS;

interface SessionRead {
  session: Session | undefined;
  readAt: number;
}

/**
 * Sessions are read by every request. On PGlite this process is the database's only client, so a session, or a
 * folder's page, read between two writes is what the database holds until the next write, whichever workstation asks:
 * ten workstations on the same folder cost one read, not ten queued on the one session (the README's bench:api). On
 * PostgreSQL other instances write too, so pages are read every time; a session is kept while every end of sessions
 * has been heard through the hub (followed-session-ends.ts), at most SESSION_MAX_AGE_MS, which spares every request a
 * statement (and, with the database on another machine, a round trip).
 */
export function cachedReads(database: Database, hub: Pick<RealtimeHub, 'onSessionsEnded' | 'sessionEndsFollowed'>): CachedReads {
  const { pool, writeGeneration } = database;
  const sessions = writeGeneration
    ? new ReadCache<SessionRead>(writeGeneration, { maxEntries: SESSIONS_KEPT })
    : new ReadCache<SessionRead>(followedSessionEnds(hub), { maxEntries: SESSIONS_KEPT, maxAgeMs: SESSION_MAX_AGE_MS });
  const pages = writeGeneration && new ReadCache<ListPage>(writeGeneration, { maxEntries: LIST_PAGES_KEPT });
  return {
    listPage: (query) => (pages && isSharedPage(query) ? pages.read(JSON.stringify(query), () => listPage(pool, query)) : listPage(pool, query)),
    // A session read before its end may be answered after it: the time left then, by the database's clock, is
    // counted down on this process's steady clock.
    findSession: async (tokenHash) => {
      const { session, readAt } = await sessions.read(tokenHash.toString('base64'), async () => ({
        session: await findSession(pool, tokenHash),
        readAt: performance.now(),
      }));
      if (!session || 'expired' in session || performance.now() - readAt < session.msLeft) return session;
      return { expired: true };
    },
    cacheCounts: () => (pages ? { list_pages: pages.counts, sessions: sessions.counts } : { sessions: sessions.counts }),
  };
}
