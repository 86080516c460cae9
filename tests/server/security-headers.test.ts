import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, startTestApp, type TestApp } from '../helpers/test-app.ts';

describe('security headers', () => {
  let t: TestApp;
  let clientDir: string;
  beforeAll(async () => {
    clientDir = await mkdtemp(join(tmpdir(), 'werkplaats-client-'));
    await writeFile(join(clientDir, 'index.html'), '<!doctype html><title>Werkplaats</title>');
    t = await startTestApp('pglite', { clientDir });
  });
  afterAll(async () => {
    await t.close();
    await rm(clientDir, { recursive: true, force: true });
  });

  const directives = (header: string | undefined) =>
    Object.fromEntries((header ?? '').split(';').map((part) => {
      const [name, ...values] = part.trim().split(/\s+/);
      return [name, values.join(' ')];
    }));

  it.each([
    ['the page', '/order/t[unprocessed]'],
    ['the reset page', '/auth/reset/abc'],
    ['a public API answer', '/gateway/api/env'],
    ['an API error', '/gateway/api/bestaat-niet'],
  ])('are on %s', async (_name, url) => {
    const response = await t.app.inject({ url });
    const csp = directives(response.headers['content-security-policy'] as string);
    expect(csp['default-src']).toBe("'self'");
    expect(csp['script-src']).toBe("'self'");
    expect(csp['connect-src']).toBe("'self'");
    expect(csp['frame-ancestors']).toBe("'none'");
    expect(csp['frame-src']).toBe("'self' blob:");
    expect(csp['object-src']).toBe("'none'");
    expect(csp).not.toHaveProperty('upgrade-insecure-requests');
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['x-frame-options']).toBe('DENY');
    expect(response.headers['referrer-policy']).toBe('no-referrer');
  });

  it('keep a print PDF out of every frame but a blob: copy of it on the print page', async () => {
    const token = await t.login();
    const [{ id }] = (await t.database.pool.query('SELECT id FROM orders WHERE deleted_at IS NULL LIMIT 1')).rows;
    const pdf = await t.app.inject({ url: `/gateway/api/workbench/order/${id}/print/?type=order`, headers: bearer(token) });
    expect(pdf.statusCode).toBe(200);
    expect(directives(pdf.headers['content-security-policy'] as string)['frame-ancestors']).toBe("'none'");
    expect(pdf.headers['x-frame-options']).toBe('DENY');
    const page = directives((await t.app.inject({ url: '/print/1/order/_popup' })).headers['content-security-policy'] as string);
    expect(page['frame-src']).toBe("'self' blob:");
    expect(page['default-src']).toBe("'self'");
  });

  it('keep API answers out of every cache, and leave the page cacheable', async () => {
    const token = await t.login();
    for (const url of ['/gateway/api/env', '/gateway/api/workbench/order?tags[]=unprocessed']) {
      const response = await t.app.inject({ url, headers: bearer(token) });
      expect(response.statusCode).toBe(200);
      expect(response.headers['cache-control']).toBe('no-store');
    }
    const logout = await t.app.inject({ url: '/gateway/api/auth/logout', headers: bearer(token) });
    expect(logout.headers['cache-control']).toContain('no-store');
    const page = await t.app.inject({ url: '/order/t[unprocessed]' });
    expect(page.headers['cache-control']).not.toBe('no-store');
  });
});
