// The embedded database (PGlite on its own thread) goes away under a running app: requests answer the Dutch 503,
// and the process lives on.
import { rm } from 'node:fs/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, startTestApp, type TestApp } from '../helpers/test-app.ts';

describe('the app whose embedded PGlite has gone', () => {
  let t: TestApp;
  let token: string;

  beforeAll(async () => {
    t = await startTestApp('pglite');
    token = await t.login();
  });
  // Not t.close(): its PGlite is closed already.
  afterAll(async () => {
    await t.app.close();
    await t.database.pool.end();
    await rm(t.config.dataDir, { recursive: true, force: true });
  });

  it('answers 503 at once, for reading and for writing', async () => {
    const list = await t.app.inject({ url: '/gateway/api/workbench/order?pageSize=1', headers: bearer(token) });
    const orderId = list.json().data[0].id;
    await t.database.pglite!.close();

    const started = performance.now();
    const read = await t.app.inject({ url: `/gateway/api/workbench/order/${orderId}`, headers: bearer(token) });
    const write = await t.app.inject({ method: 'POST', url: `/gateway/api/workbench/order/${orderId}/internalLog`, headers: bearer(token), payload: { content: 'na het einde' } });
    const unavailable = { message: 'De database is tijdelijk niet bereikbaar. Probeer het zo nogmaals.', code: 'DATABASE_UNAVAILABLE' };
    expect([read.statusCode, read.json()]).toEqual([503, unavailable]);
    expect([write.statusCode, write.json()]).toEqual([503, unavailable]);
    expect(performance.now() - started).toBeLessThan(5000);
  });
});
