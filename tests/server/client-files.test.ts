// The built client as a browser meets it: a missing script is a 404 (once it was the HTML page with 200, which
// the browser then ran as script), pages are asked again before each use, hashed assets are kept for a year.
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../helpers/test-app.ts';

describe('the client files', () => {
  let t: TestApp;
  let clientDir: string;
  beforeAll(async () => {
    clientDir = await mkdtemp(join(tmpdir(), 'werkplaats-client-'));
    await mkdir(join(clientDir, 'assets'));
    await writeFile(join(clientDir, 'index.html'), '<!doctype html><title>Werkplaats</title>');
    await writeFile(join(clientDir, 'assets', 'index-3f9a1c.js'), 'console.log("werkplaats")');
    await writeFile(join(clientDir, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
    t = await startTestApp('pglite', { clientDir });
  });
  afterAll(async () => {
    await t.close();
    await rm(clientDir, { recursive: true, force: true });
  });

  it.each([
    '/assets/missing.js', '/assets/index-000000.css', '/assets/', '/assets/sub/deeper', '/missing.js', '/favicon.ico',
    '/order/logo.png', '/robots.txt',
  ])('answers 404 for the missing file %s, not the page', async (url) => {
    const response = await t.app.inject({ url });
    expect(response.statusCode).toBe(404);
    expect(response.headers['content-type']).not.toContain('text/html');
    expect(response.json().message).toBe('Niet gevonden');
  });

  it.each(['/', '/order/t[unprocessed]', '/order/q[j.jansen@example.com]/10000123', '/auth/reset/abc-DEF_123', '/admin/florists'])(
    'serves the page at %s, to be asked again before each use',
    async (url) => {
      const response = await t.app.inject({ url });
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toContain('text/html');
      expect(response.body).toContain('<title>Werkplaats</title>');
      expect(response.headers['cache-control']).toBe('no-cache');
    },
  );

  it('serves index.html itself uncached too', async () => {
    const response = await t.app.inject({ url: '/index.html' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-cache');
  });

  it('keeps a hashed asset for a year, and serves other files as they are', async () => {
    const script = await t.app.inject({ url: '/assets/index-3f9a1c.js' });
    expect(script.statusCode).toBe(200);
    expect(script.body).toBe('console.log("werkplaats")');
    expect(script.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const icon = await t.app.inject({ url: '/favicon.svg' });
    expect(icon.statusCode).toBe(200);
    expect(icon.headers['cache-control']).toBeUndefined();
  });

  it('answers a missing API path with its JSON 404', async () => {
    const response = await t.app.inject({ url: '/gateway/api/bestaat-niet.js' });
    expect(response.statusCode).toBe(404);
    expect(response.json().code).toBe('NOT_FOUND');
  });
});
