import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { Writable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../src/server/app.ts';
import { createMailer } from '../../src/server/mail/mailer.ts';
import { databaseKinds, loginForm, startTestApp, type TestApp } from '../helpers/test-app.ts';

const LINK_INVALID = 'Deze link is ongeldig of verlopen. Vraag een nieuwe aan.';

describe.each(databaseKinds)('password reset links on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(kind);
  });
  afterAll(() => t.close());

  const requestReset = (login: string, remoteAddress = '127.0.0.1', app = t.app) =>
    app.inject({ method: 'POST', url: '/gateway/api/auth/reset', remoteAddress, payload: { login } });
  const checkLink = (token: string) =>
    t.app.inject({ method: 'POST', url: '/gateway/api/auth/reset/check', payload: { token } });
  const setPassword = (token: string, password: string) =>
    t.app.inject({ method: 'POST', url: '/gateway/api/auth/reset/password', payload: { token, password } });
  const login = (name: string, password: string, remoteAddress: string) =>
    t.app.inject({ method: 'POST', url: '/gateway/api/auth/login', remoteAddress, ...loginForm({ login: name, password }) });

  /** The tokens of every reset mail in the outbox, oldest first. */
  async function mailedTokens(): Promise<string[]> {
    const outbox = join(t.config.dataDir, 'outbox');
    const files = (await readdir(outbox).catch(() => [])).sort();
    const mails = await Promise.all(files.map((file) => readFile(join(outbox, file), 'utf8')));
    return mails.flatMap((mail) => {
      const match = /\/auth\/reset\/([\w-]{43})/.exec(mail.replace(/=\r?\n/g, ''));
      return match ? [match[1]] : [];
    });
  }

  it('checks a link with a POST body: the token is in no API path', async () => {
    await requestReset('medewerker', '10.70.0.1');
    const token = (await mailedTokens()).at(-1)!;
    const check = await checkLink(token);
    expect(check.statusCode).toBe(200);
    expect(check.json()).toEqual({ login: 'medewerker' });
    expect((await t.app.inject({ url: `/gateway/api/auth/reset/${token}` })).statusCode).toBe(404);
    const wrong = await checkLink('A'.repeat(43));
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().message).toBe(LINK_INVALID);
  });

  it("voids the user's other open links when one is used, and lifts the login block", async () => {
    for (let attempt = 0; attempt < 5; attempt++) await login('medewerker', 'vergeten-wachtwoord', `10.71.0.${attempt}`);
    expect((await login('medewerker', 'welkom01', '10.71.1.1')).statusCode).toBe(429);

    await requestReset('medewerker', '10.71.2.1');
    await requestReset('medewerker', '10.71.2.2');
    const [older, newer] = (await mailedTokens()).slice(-2);
    expect((await checkLink(older)).statusCode).toBe(200);

    const used = await setPassword(newer, 'een-nieuw-wachtwoord');
    expect(used.statusCode).toBe(200);
    expect(used.json()).toEqual({ login: 'medewerker' });
    expect((await checkLink(older)).json().message).toBe(LINK_INVALID);
    expect((await setPassword(older, 'nog-een-wachtwoord')).statusCode).toBe(400);
    expect((await login('medewerker', 'een-nieuw-wachtwoord', '10.71.1.1')).statusCode).toBe(200);
  });

  it('refuses a new password shorter than 8 characters with a Dutch field message', async () => {
    await requestReset('beheerder', '10.72.0.1');
    const token = (await mailedTokens()).at(-1)!;
    const response = await setPassword(token, 'kort');
    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toEqual([{ field: 'password', message: 'Invoer is te kort' }]);
  });

  it('holds the limit of 5 reset requests per address across instances sharing the database', async () => {
    const mailer = createMailer({ from: t.config.mailFrom, dataDir: t.config.dataDir });
    const second = await buildApp({ config: t.config, database: t.database, mailer, logger: false });
    try {
      const statuses: number[] = [];
      for (let i = 0; i < 6; i++) {
        statuses.push((await requestReset(`iemand${i}`, '10.73.0.1', i % 2 ? second : t.app)).statusCode);
      }
      expect(statuses).toEqual([200, 200, 200, 200, 200, 429]);
      const refused = await requestReset('iemand9', '10.73.0.1', second);
      expect(refused.json()).toEqual({ message: 'Te veel verzoeken. Probeer het later opnieuw.', code: 'RATE_LIMITED' });
    } finally {
      await second.close();
      mailer.close();
    }
  });
});

describe('the request log', () => {
  const lines: string[] = [];
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp('pglite');
    await t.app.close();
    // A second app on the same database, logging into `lines`, as main.ts logs.
    const stream = new Writable({
      write(chunk, _encoding, done) {
        lines.push(String(chunk));
        done();
      },
    });
    const mailer = createMailer({ from: t.config.mailFrom, dataDir: t.config.dataDir });
    t.app = await buildApp({ config: t.config, database: t.database, mailer, logger: { level: 'info', stream } });
  });
  afterAll(() => t.close());

  it('never holds a reset token or a socket token', async () => {
    const token = 'Zq3x'.repeat(10) + 'abc';
    await t.app.inject({ url: `/auth/reset/${token}` });
    await t.app.inject({ url: `/gateway/api/auth/reset/${token}?x=1` });
    await t.app.inject({ url: `/gateway/ws?token=${token}` });
    const log = lines.join('');
    // A request's line names its route pattern ('unmatched' for these), never its address.
    expect(log.match(/"msg":"verzoek"/g)?.length).toBeGreaterThanOrEqual(2);
    expect(log).not.toContain('/auth/reset/');
    expect(log).not.toContain(token);
  });
});
