import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hashPassword, verifyPassword } from '../../src/server/auth/passwords.ts';
import { bearer, databaseKinds, loginForm, startTestApp, type TestApp } from '../helpers/test-app.ts';

const HOUR = 3600;

describe('passwords', () => {
  it('are hashed with scrypt at OWASP cost (N=2^17, r=8, p=1) and verify only with the right password', async () => {
    const stored = await hashPassword('welkom01');
    expect(stored).toMatch(/^scrypt\$17\$8\$1\$[\w-]{22}\$[\w-]{86}$/);
    expect(await verifyPassword('welkom01', stored)).toBe(true);
    expect(await verifyPassword('welkom02', stored)).toBe(false);
    expect(await hashPassword('welkom01')).not.toBe(stored);
  });
});

describe.each(databaseKinds)('authentication on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(kind);
  });
  afterAll(() => t.close());

  const login = (fields: Record<string, string>, remoteAddress = '127.0.0.1') =>
    t.app.inject({ method: 'POST', url: '/gateway/api/auth/login', remoteAddress, ...loginForm(fields) });

  it('logs in with the form and returns the auth record', async () => {
    const before = Math.floor(Date.now() / 1000);
    const response = await login({ login: 'beheerder', password: 'welkom01' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^application\/json/);
    const record = response.json();
    expect(record.user).toEqual({ name: 'beheerder', isAdministrator: true });
    expect(record.url).toBe('/order/t[unprocessed]');
    expect(record.token).toMatch(/^[\w-]{43}$/);
    expect(record.created).toBeGreaterThanOrEqual(before - 1);
    expect(record.expires - record.created).toBeGreaterThanOrEqual(12 * HOUR - 2);
    expect(record.expires - record.created).toBeLessThanOrEqual(12 * HOUR + 2);
  });

  it('keeps a session 30 days with stayLoggedIn, and stores only a hash of the token', async () => {
    const record = (await login({ login: 'medewerker', password: 'welkom01', stayLoggedIn: 'true' })).json();
    expect(record.user).toEqual({ name: 'medewerker', isAdministrator: false });
    expect(record.expires - record.created).toBeGreaterThanOrEqual(30 * 24 * HOUR - 2);
    const { rows } = await t.database.pool.query("SELECT encode(token_hash, 'hex') AS hash FROM auth_tokens");
    expect(rows.some((row) => row.hash.includes(Buffer.from(record.token).toString('hex')))).toBe(false);
    expect(rows.every((row) => row.hash.length === 64)).toBe(true);
  });

  it('refuses a wrong password with a Dutch message', async () => {
    const response = await login({ login: 'medewerker', password: 'verkeerd1' }, '10.0.0.9');
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({ message: 'Gebruikersnaam of wachtwoord is onjuist', code: 'WRONG_CREDENTIALS' });
  });

  it('answers bad login input with 400 and field errors', async () => {
    const response = await login({ login: 'abc', password: '' }, '10.0.0.10');
    expect(response.statusCode).toBe(400);
    const body = response.json();
    expect(body.message).toBe('Controleer uw gegevens');
    expect(body.errors).toEqual(
      expect.arrayContaining([
        { field: 'login', message: 'Invoer is te kort' },
        { field: 'password', message: 'Invoer is te kort' },
      ]),
    );
  });

  it('blocks a user after 5 failed logins with 429, even with the right password', async () => {
    await t.database.pool.query(
      "INSERT INTO users (name, password_hash) SELECT 'slotgebruiker', password_hash FROM users WHERE name = 'medewerker'",
    );
    for (let attempt = 0; attempt < 5; attempt++) {
      const address = `10.1.0.${attempt}`;
      expect((await login({ login: 'slotgebruiker', password: 'fout-wachtwoord' }, address)).statusCode).toBe(401);
    }
    const blocked = await login({ login: 'slotgebruiker', password: 'welkom01' }, '10.1.0.99');
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json().message).toBe('Te veel mislukte inlogpogingen. Probeer het over 15 minuten opnieuw.');
    // Another user from another address is not affected.
    expect((await login({ login: 'medewerker', password: 'welkom01' }, '10.1.0.100')).statusCode).toBe(200);
  });

  it('blocks an address after 20 failed logins, whatever user it tries', async () => {
    for (let attempt = 0; attempt < 20; attempt++) {
      await login({ login: `gebruiker${attempt}`, password: 'fout-wachtwoord' }, '10.2.0.1');
    }
    const blocked = await login({ login: 'beheerder', password: 'welkom01' }, '10.2.0.1');
    expect(blocked.statusCode).toBe(429);
  });

  it('invalidates the token on the server at logout', async () => {
    const token = await t.login();
    const before = await t.app.inject({ url: '/gateway/api/workbench/tag', headers: bearer(token) });
    expect(before.statusCode).toBe(200);
    const logout = await t.app.inject({ url: '/gateway/api/auth/logout', headers: bearer(token) });
    expect(logout.statusCode).toBe(200);
    expect(logout.headers['cache-control']).toContain('no-cache');
    const after = await t.app.inject({ url: '/gateway/api/workbench/tag', headers: bearer(token) });
    expect(after.statusCode).toBe(401);
  });

  it("answers an expired token with 401 'Uw sessie is verlopen'", async () => {
    const token = await t.login();
    await t.database.pool.query("UPDATE auth_tokens SET expires_at = now() - interval '1 second'");
    const response = await t.app.inject({ url: '/gateway/api/workbench/tag', headers: bearer(token) });
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({ message: 'Uw sessie is verlopen', code: 'SESSION_EXPIRED' });
  });

  describe('password reset', () => {
    const requestReset = (login: string) =>
      t.app.inject({ method: 'POST', url: '/gateway/api/auth/reset', payload: { login } });

    async function resetLinkFromOutbox(): Promise<string> {
      const outbox = join(t.config.dataDir, 'outbox');
      const files = (await readdir(outbox)).sort();
      const mail = await readFile(join(outbox, files.at(-1)!), 'utf8');
      expect(mail).toContain('To: medewerker@werkplaats.example');
      expect(mail).toContain('Subject: Nieuw wachtwoord voor Werkplaats');
      const unfolded = mail.replace(/=\r?\n/g, '');
      return /\/auth\/reset\/([\w-]{43})/.exec(unfolded)![1];
    }

    it('mails a single-use link that sets a new password and ends every session', async () => {
      const oldSession = await t.login('medewerker');
      const response = await requestReset('medewerker');
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({ success: true });
      const token = await resetLinkFromOutbox();

      const check = await t.app.inject({ method: 'POST', url: '/gateway/api/auth/reset/check', payload: { token } });
      expect(check.json()).toEqual({ login: 'medewerker' });

      const setPassword = (password: string) =>
        t.app.inject({ method: 'POST', url: '/gateway/api/auth/reset/password', payload: { token, password } });
      expect((await setPassword('nieuw-geheim-2026')).statusCode).toBe(200);
      const again = await setPassword('nog-een-keer-2026');
      expect(again.statusCode).toBe(400);
      expect(again.json().message).toBe('Deze link is ongeldig of verlopen. Vraag een nieuwe aan.');

      expect((await login({ login: 'medewerker', password: 'nieuw-geheim-2026' }, '10.3.0.1')).statusCode).toBe(200);
      expect((await t.app.inject({ url: '/gateway/api/workbench/tag', headers: bearer(oldSession) })).statusCode).toBe(401);
      const { rows } = await t.database.pool.query("SELECT status FROM mail_jobs WHERE mail_type = 'PasswordReset'");
      expect(rows).toEqual([{ status: 'outbox' }]);
    });

    it('refuses a link older than one hour', async () => {
      await requestReset('medewerker');
      const token = await resetLinkFromOutbox();
      await t.database.pool.query("UPDATE password_resets SET expires_at = now() - interval '1 minute'");
      const response = await t.app.inject({ method: 'POST', url: '/gateway/api/auth/reset/check', payload: { token } });
      expect(response.statusCode).toBe(400);
    });

    it('answers success for an unknown user without sending mail', async () => {
      const { rows: before } = await t.database.pool.query('SELECT count(*)::int AS n FROM mail_jobs');
      expect((await requestReset('onbekende-gebruiker')).json()).toEqual({ success: true });
      const { rows: after } = await t.database.pool.query('SELECT count(*)::int AS n FROM mail_jobs');
      expect(after[0].n).toBe(before[0].n);
    });
  });
});
