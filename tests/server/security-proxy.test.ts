import { describe, expect, it } from 'vitest';
import { loadConfig, parseTrustProxy } from '../../src/server/config.ts';
import { loginForm, startTestApp } from '../helpers/test-app.ts';

describe('TRUST_PROXY', () => {
  it('reads a hop count, a list of proxy addresses or CIDRs, and takes true as one hop', () => {
    expect(parseTrustProxy(undefined)).toBe(false);
    expect(parseTrustProxy('false')).toBe(false);
    expect(parseTrustProxy('true')).toBe(1);
    expect(parseTrustProxy('2')).toBe(2);
    expect(parseTrustProxy('10.0.0.5, 10.1.0.0/16,::1,loopback')).toEqual(['10.0.0.5', '10.1.0.0/16', '::1', 'loopback']);
    expect(() => parseTrustProxy('alles')).toThrow(/TRUST_PROXY/);
    expect(() => parseTrustProxy('10.0.0.0/40')).toThrow(/TRUST_PROXY/);
  });

  it.each([
    ['true', '10.0.0.5'],
    ['1', '10.0.0.5'],
    ['10.0.0.0/8', '10.0.0.5'],
  ])('=%s: a client cannot dodge the per-address login limit with its own X-Forwarded-For', async (setting, proxy) => {
    const t = await startTestApp('pglite', { trustProxy: loadConfig({ TRUST_PROXY: setting }).trustProxy });
    try {
      // The proxy appends the address it saw (203.0.113.7); the client put a fresh made-up one in front each time.
      const attempt = (i: number, login = `gebruiker${i}`, password = 'fout-wachtwoord') =>
        t.app.inject({
          method: 'POST',
          url: '/gateway/api/auth/login',
          remoteAddress: proxy,
          headers: { ...loginForm({}).headers, 'x-forwarded-for': `198.51.100.${i}, 203.0.113.7` },
          payload: loginForm({ login, password }).payload,
        });
      for (let i = 0; i < 20; i++) expect((await attempt(i)).statusCode).toBe(401);
      expect((await attempt(20, 'beheerder', 'welkom01')).statusCode).toBe(429);
    } finally {
      await t.close();
    }
  });

  it('counts the direct peer when no proxy is trusted, whatever X-Forwarded-For says', async () => {
    const t = await startTestApp('pglite', { trustProxy: false });
    try {
      const response = await t.app.inject({
        method: 'POST',
        url: '/gateway/api/auth/login',
        remoteAddress: '10.9.9.9',
        headers: { ...loginForm({}).headers, 'x-forwarded-for': '198.51.100.1' },
        payload: loginForm({ login: 'niemand', password: 'fout-wachtwoord' }).payload,
      });
      expect(response.statusCode).toBe(401);
      const { rows } = await t.database.pool.query("SELECT address FROM auth_attempts WHERE login = 'niemand'");
      expect(rows).toEqual([{ address: '10.9.9.9' }]);
    } finally {
      await t.close();
    }
  });
});
