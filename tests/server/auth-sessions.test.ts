import { once } from 'node:events';
import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { WebSocket } from 'ws';
import { hashToken } from '../../src/server/auth/tokens.ts';
import { removeStaleAuthData } from '../../src/server/db/auth-cleanup.ts';
import { bearer, databaseKinds, startTestApp, type TestApp } from '../helpers/test-app.ts';

const sockets: WebSocket[] = [];
afterEach(() => {
  for (const socket of sockets.splice(0)) socket.terminate();
});

/** A signed-in live socket, and a promise of how it was closed. */
async function liveSocket(baseUrl: string, token: string) {
  const url = new URL('/gateway/ws', baseUrl.replace(/^http/, 'ws'));
  url.searchParams.set('token', token);
  const socket = new WebSocket(url);
  sockets.push(socket);
  const closed = once(socket, 'close').then(([code, reason]) => ({ code: code as number, reason: String(reason) }));
  await once(socket, 'open');
  return { socket, closed };
}

/**
 * Resolves with 'open' when the server answers a ping on the socket. A close the server decided on before it read the
 * ping reaches the socket first, and a closing server answers no pings.
 */
const stillOpen = (live: Awaited<ReturnType<typeof liveSocket>>) => {
  live.socket.ping();
  return Promise.race([live.closed, once(live.socket, 'pong').then(() => 'open')]);
};

describe.each(databaseKinds)('sessions and live sockets on %s', (kind) => {
  let t: TestApp;
  let baseUrl: string;
  beforeAll(async () => {
    t = await startTestApp(kind);
    baseUrl = await t.app.listen({ host: '127.0.0.1', port: 0 });
  });
  afterAll(() => t.close());

  it("closes the live socket of a session at its logout, and only that session's", async () => {
    const [ended, otherSession, colleague] = [await t.login('medewerker'), await t.login('medewerker'), await t.login('beheerder')];
    const [endedSocket, otherSocket, colleagueSocket] = await Promise.all(
      [ended, otherSession, colleague].map((token) => liveSocket(baseUrl, token)),
    );
    expect((await t.app.inject({ url: '/gateway/api/auth/logout', headers: bearer(ended) })).statusCode).toBe(200);
    expect(await endedSocket.closed).toEqual({ code: 4401, reason: 'U bent niet ingelogd' });
    expect(await stillOpen(otherSocket)).toBe('open');
    expect(await stillOpen(colleagueSocket)).toBe('open');
  });

  it("closes every live socket of a user whose password was reset", async () => {
    const [first, second, colleague] = [await t.login('beheerder'), await t.login('beheerder'), await t.login('medewerker')];
    const [firstSocket, secondSocket, colleagueSocket] = await Promise.all(
      [first, second, colleague].map((token) => liveSocket(baseUrl, token)),
    );
    await t.app.inject({ method: 'POST', url: '/gateway/api/auth/reset', payload: { login: 'beheerder' } });
    const outbox = join(t.config.dataDir, 'outbox');
    const mail = await readFile(join(outbox, (await readdir(outbox)).sort().at(-1)!), 'utf8');
    const token = /\/auth\/reset\/([\w-]{43})/.exec(mail.replace(/=\r?\n/g, ''))![1];
    const reset = await t.app.inject({
      method: 'POST',
      url: '/gateway/api/auth/reset/password',
      payload: { token, password: 'nieuw-voor-beheer' },
    });
    expect(reset.statusCode).toBe(200);
    expect((await firstSocket.closed).code).toBe(4401);
    expect((await secondSocket.closed).code).toBe(4401);
    expect(await stillOpen(colleagueSocket)).toBe('open');
  });

  it("closes a live socket once its session has run out: 'Uw sessie is verlopen'", async () => {
    const live = await liveSocket(baseUrl, await t.login('medewerker'));
    t.app.liveSockets.closeExpired(new Date(), 4401, 'Uw sessie is verlopen');
    expect(await stillOpen(live)).toBe('open');
    t.app.liveSockets.closeExpired(new Date(Date.now() + 13 * 3600_000), 4401, 'Uw sessie is verlopen');
    expect(await live.closed).toEqual({ code: 4401, reason: 'Uw sessie is verlopen' });
  });

  it('removes sessions expired over a day ago, used or expired reset links and attempts older than the window', async () => {
    const pool = t.database.pool;
    const { rows: users } = await pool.query<{ id: number }>("SELECT id FROM users WHERE name = 'medewerker'");
    const userId = users[0].id;
    const kept = await t.login('medewerker');
    const hash = (name: string) => hashToken(`${name}-`.padEnd(43, 'x'));
    await pool.query(
      `INSERT INTO auth_tokens (token_hash, user_id, expires_at) VALUES
         ($1, $3, now() - interval '2 days'), ($2, $3, now() - interval '1 hour')`,
      [hash('long-expired'), hash('just-expired'), userId],
    );
    await pool.query(
      `INSERT INTO password_resets (token_hash, user_id, expires_at, used_at) VALUES
         ($1, $4, now() - interval '1 minute', NULL), ($2, $4, now() + interval '1 hour', now()),
         ($3, $4, now() + interval '1 hour', NULL)`,
      [hash('reset-expired'), hash('reset-used'), hash('reset-open'), userId],
    );
    await pool.query(
      `INSERT INTO auth_attempts (kind, login, address, attempted_at) VALUES
         ('login', 'oud', '10.80.0.1', now() - interval '16 minutes'), ('reset', 'oud', '10.80.0.1', now() - interval '1 day'),
         ('login', 'recent', '10.80.0.2', now() - interval '1 minute')`,
    );

    const removed = await removeStaleAuthData(pool, 15);
    expect(removed).toEqual({ sessions: 1, resetLinks: 2, attempts: 2 });

    const hex = (buffer: Buffer) => buffer.toString('hex');
    const { rows: sessions } = await pool.query<{ hash: string }>("SELECT encode(token_hash, 'hex') AS hash FROM auth_tokens");
    expect(sessions.map((row) => row.hash)).toEqual(
      expect.arrayContaining([hex(hash('just-expired')), hex(hashToken(kept))]),
    );
    expect(sessions.map((row) => row.hash)).not.toContain(hex(hash('long-expired')));
    const { rows: links } = await pool.query<{ hash: string }>("SELECT encode(token_hash, 'hex') AS hash FROM password_resets");
    expect(links.map((row) => row.hash)).toEqual([hex(hash('reset-open'))]);
    const { rows: attempts } = await pool.query<{ login: string }>(
      "SELECT login FROM auth_attempts WHERE login IN ('oud', 'recent')",
    );
    expect(attempts.map((row) => row.login)).toEqual(['recent']);
  });
});
