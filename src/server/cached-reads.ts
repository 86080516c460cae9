import type { Database } from './db/database.ts';
import { ReadCache } from './db/read-cache.ts';
import { findSession, type Session } from './db/users.ts';
import type { ListQuery } from './db/order-list.ts';
import { BIG_PAGE_ROWS } from './orders/big-pages.ts';
import { listPage, type ListPage } from './orders/list-page.ts';

/** The reads every request makes, answered from memory between writes where this process sees every write. */
export interface CachedReads {
  listPage(query: ListQuery): Promise<ListPage>;
  findSession(tokenHash: Buffer): Promise<Session | undefined>;
  /** How many reads each cache answered from memory and sent on; null where nothing is kept (PostgreSQL). */
  cacheCounts(): Record<ReadCacheName, ReadCache<unknown>['counts']> | null;
}

export type ReadCacheName = 'list_pages' | 'sessions';

// Some 50 kB for a page of 50 rows: the pages kept take about 10 MB at most.
const LIST_PAGES_KEPT = 200;
const SESSIONS_KEPT = 1000;

/**
 * A folder's page is what many workstations ask for at once; a search is one person's. Big pages are built one at a
 * time and sent as text (big-pages.ts): keeping them would hold megabytes.
 */
const isSharedPage = (query: ListQuery) => query.q === '' && query.pageSize < BIG_PAGE_ROWS;

/**
 * On PGlite this process is the database's only client, so a page read between two writes is the page until the
 * next write, whichever workstation asks: ten workstations on the same folder cost one read, not ten queued on the
 * one session (the README's bench:api). On PostgreSQL other instances write too, so every read goes to it.
 */
export function cachedReads(database: Database): CachedReads {
  const { pool, writeGeneration } = database;
  if (!writeGeneration) {
    return { listPage: (query) => listPage(pool, query), findSession: (tokenHash) => findSession(pool, tokenHash), cacheCounts: () => null };
  }
  const pages = new ReadCache<ListPage>(writeGeneration, LIST_PAGES_KEPT);
  const sessions = new ReadCache<{ session: Session | undefined; readAt: number }>(writeGeneration, SESSIONS_KEPT);
  return {
    listPage: (query) => (isSharedPage(query) ? pages.read(JSON.stringify(query), () => listPage(pool, query)) : listPage(pool, query)),
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
    cacheCounts: () => ({ list_pages: pages.counts, sessions: sessions.counts }),
  };
}
