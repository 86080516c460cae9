// The app's PostgreSQL server stops (a restart, a crash) and starts again: requests answer a Dutch 503 within 5 s
// meanwhile, nothing crashes, and the app serves again within 5 s of the server's return, live updates included.
// On a cluster of this test's own (Debian's initdb and pg_ctl), so stopping it disturbs no one.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { lostNotes, startLoad, untilServing } from '../helpers/outage-load.ts';
import { createPrivatePostgres, type PrivatePostgres } from '../helpers/private-postgres.ts';
import { bearer, startTestApp, type TestApp } from '../helpers/test-app.ts';

const UNAVAILABLE = 'De database is tijdelijk niet bereikbaar. Probeer het zo nogmaals.';

describe('the app whose PostgreSQL server stops and starts again', () => {
  let cluster: PrivatePostgres;
  let t: TestApp;
  let token: string;
  let orderId: number;

  beforeAll(async () => {
    try {
      cluster = await createPrivatePostgres();
    } catch (error) {
      // A test dependency like Chromium: Debian's 'postgresql' package, which .ci/run installs when missing.
      throw new Error(`No private PostgreSQL cluster for the database outage test (install Debian's 'postgresql'): ${(error as Error).message}`);
    }
    t = await startTestApp('postgres', {}, { databaseUrl: cluster.url });
    token = await t.login();
    const list = await t.app.inject({ url: '/gateway/api/workbench/order?pageSize=1', headers: bearer(token) });
    orderId = list.json().data[0].id;
  });
  afterAll(async () => {
    await t?.close();
    await cluster?.remove();
  });

  it('answers 503 within 5 s while it is down and serves again within 5 s of its return', async () => {
    const heard: unknown[] = [];
    t.app.realtime.subscribe((message) => heard.push(message));
    const load = startLoad(t, token, orderId, 3);
    await load.next(9);

    await cluster.stop();
    const stopped = performance.now();
    await load.next(6);
    const refused = await t.app.inject({ method: 'POST', url: `/gateway/api/workbench/order/${orderId}/internalLog`, headers: bearer(token), payload: { content: 'tijdens storing' } });
    const refusedMs = performance.now() - stopped;
    expect(refused.statusCode).toBe(503);
    expect(refused.json()).toEqual({ message: UNAVAILABLE, code: 'DATABASE_UNAVAILABLE' });
    expect(refusedMs).toBeLessThan(5000);

    await cluster.start();
    const recoveredMs = await untilServing(t, token);
    const answers = await load.stop();
    expect(recoveredMs).toBeLessThan(5000);
    expect(answers.filter((answer) => answer.status !== 503 && answer.status >= 300)).toEqual([]);
    expect(answers.filter((answer) => answer.status === 503).length).toBeGreaterThan(0);
    expect(Math.max(...answers.map((answer) => answer.ms))).toBeLessThan(5000);
    expect(await lostNotes(t, answers)).toEqual([]);

    const published = { type: 'listitem', orderId } as const;
    await expect.poll(async () => {
      await t.app.realtime.publish(published);
      return heard.some((message) => JSON.stringify(message) === JSON.stringify(published));
    }, { timeout: 5000, interval: 250 }).toBe(true);
    const liveMs = performance.now() - stopped;
    console.info(`db-outage-cluster: 503 ${Math.round(refusedMs)} ms after the stop, serving ${Math.round(recoveredMs)} ms after the start, `
      + `slowest answer ${Math.round(Math.max(...answers.map((answer) => answer.ms)))} ms, live updates back ${Math.round(liveMs)} ms after the stop`);
  });
});
