// On PGlite a folder page and a session are answered from memory between writes (cached-reads.ts): ten workstations
// on the same folder cost its one session one read. On PostgreSQL a session is, while every end of sessions is heard.
// Nothing written may be missed, however it was written.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { hashToken } from '../../src/server/auth/tokens.ts';
import { countStatements } from '../helpers/sql-statements.ts';
import { useSecondInstance } from '../helpers/second-instance.ts';
import { bearer, databaseKinds, useTestApp } from '../helpers/test-app.ts';

const UNPROCESSED = '/gateway/api/workbench/order?tags[]=unprocessed';

describe.each(databaseKinds)('reads answered from memory on %s', (kind) => {
  const t = useTestApp(kind);
  afterEach(() => vi.useRealTimers());

  const get = (url: string, token = t.staff) => t.app.inject({ url, headers: bearer(token) });
  const unprocessed = async () => {
    const response = await get(UNPROCESSED);
    expect(response.statusCode, response.body).toBe(200);
    return response.json() as { data: { id: number }[]; meta: { total: number } };
  };
  const statementsOf = async (url: string, token = t.staff) => (await countStatements(() => get(url, token))).statements;

  it(kind === 'pglite' ? 'asks the database nothing for a folder page read again before any write' : 'reads every page from the database, which other instances write too, but not the session again', async () => {
    await unprocessed();
    expect(await statementsOf(UNPROCESSED)).toHaveLength(kind === 'pglite' ? 0 : 1);
    // A search is one person's: always read.
    expect(await statementsOf('/gateway/api/workbench/order?q=jansen')).toHaveLength(1);
  });

  it('shows a change made through the API at once', async () => {
    const before = await unprocessed();
    const id = before.data[0].id;
    const { version } = (await get(`/gateway/api/workbench/order/${id}`)).json();
    const marked = await t.app.inject({
      method: 'PUT', url: `/gateway/api/workbench/order/${id}`, headers: bearer(t.staff), payload: { version, treatment: 'Verwerkt' },
    });
    expect(marked.statusCode, marked.body).toBe(200);
    const after = await unprocessed();
    expect(after.meta.total).toBe(before.meta.total - 1);
    expect(after.data.map((row) => row.id)).not.toContain(id);
  });

  it('shows a change written to the database by other code at once', async () => {
    const before = await unprocessed();
    const id = before.data[0].id;
    await t.database.pool.query('UPDATE orders SET deleted_at = now() WHERE id = $1', [id]);
    const after = await unprocessed();
    expect(after.meta.total).toBe(before.meta.total - 1);
    expect(after.data.map((row) => row.id)).not.toContain(id);
  });

  it('refuses a session at once after its logout', async () => {
    const token = await t.login();
    expect((await get(UNPROCESSED, token)).statusCode).toBe(200);
    expect((await get('/gateway/api/auth/logout', token)).statusCode).toBe(200);
    const refused = await get(UNPROCESSED, token);
    expect(refused.statusCode).toBe(401);
    expect(refused.json()).toEqual({ message: 'U bent niet ingelogd', code: 'NOT_LOGGED_IN' });
  });

  // PostgreSQL's clock cannot be moved by the test, and a session kept there is read again after 30 s.
  if (kind === 'pglite') it('refuses a session kept in memory once its time is up, with no write in between', async () => {
    const token = await t.login();
    expect((await get(UNPROCESSED, token)).statusCode).toBe(200);
    expect(await statementsOf(UNPROCESSED, token)).toEqual([]);
    vi.useFakeTimers({ toFake: ['performance'] });
    vi.advanceTimersByTime(400 * 24 * 3600 * 1000);
    const refused = await get(UNPROCESSED, token);
    expect(refused.statusCode).toBe(401);
    expect(refused.json()).toEqual({ message: 'Uw sessie is verlopen', code: 'SESSION_EXPIRED' });
  });

  if (kind === 'postgres') {
    describe('with two instances on one database', () => {
      const second = useSecondInstance(t);

      const onSecond = (token: string) => second.app.inject({ url: UNPROCESSED, headers: bearer(token) });
      const keptOnSecond = async (token: string) => {
        expect((await onSecond(token)).statusCode).toBe(200);
        const { hits } = second.app.reads.cacheCounts().sessions!;
        expect((await onSecond(token)).statusCode).toBe(200);
        expect(second.app.reads.cacheCounts().sessions!.hits, 'the session answered from memory').toBe(hits + 1);
      };

      it('refuses on the other instance a session ended through this one, as soon as it hears of it', async () => {
        const token = await t.login();
        await keptOnSecond(token);
        expect((await get('/gateway/api/auth/logout', token)).statusCode).toBe(200);
        await vi.waitFor(async () => expect((await onSecond(token)).statusCode).toBe(401), { timeout: 1000, interval: 5 });
      });

      it('reads sessions from the database again once it could not hear ends of sessions for a while', async () => {
        const token = await t.login();
        await keptOnSecond(token);
        // Its listening connection breaks, and the session ends unheard meanwhile: a logout on a third instance whose
        // notification was lost.
        const listening = second.app.realtime.sessionEndsFollowed();
        await t.database.pool.query(
          `SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE application_name = 'werkplaats-realtime' AND pid <> pg_backend_pid()`,
        );
        await vi.waitFor(() => expect(second.app.realtime.sessionEndsFollowed()).not.toBe(listening), { timeout: 5000, interval: 5 });
        await t.database.pool.query('DELETE FROM auth_tokens WHERE token_hash = $1', [hashToken(token)]);
        expect((await onSecond(token)).statusCode).toBe(401);
        // Listening again, it still does not trust what it kept from before.
        await vi.waitFor(() => expect(second.app.realtime.sessionEndsFollowed()).toBeGreaterThan(listening!), { timeout: 10_000, interval: 50 });
        expect((await onSecond(token)).statusCode).toBe(401);
      });
    });
  }
});
