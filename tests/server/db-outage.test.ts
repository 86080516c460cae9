// PostgreSQL ends the app's sessions under load (an administrator's pg_terminate_backend, a failover): the process
// lives on, every request answers 2xx or a Dutch 503 within 5 s, it serves again by itself, and no write answered
// 2xx is lost. Needs a PostgreSQL server: runs when DATABASE_URL is set (CI sets it).
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { lostNotes, startLoad, untilServing } from '../helpers/outage-load.ts';
import { startTestApp, type TestApp } from '../helpers/test-app.ts';

const DATABASE_URL = process.env.DATABASE_URL;
const UNAVAILABLE = 'De database is tijdelijk niet bereikbaar. Probeer het zo nogmaals.';

describe.runIf(DATABASE_URL)('the app on PostgreSQL whose sessions are ended', () => {
  // Its own application name: only this app's sessions are ended, not those of tests running beside it.
  const applicationName = `werkplaats_outage_${randomBytes(4).toString('hex')}`;
  let t: TestApp;
  let token: string;
  let orderId: number;

  beforeAll(async () => {
    const databaseUrl = new URL(DATABASE_URL!);
    databaseUrl.searchParams.set('application_name', applicationName);
    t = await startTestApp('postgres', {}, { databaseUrl: databaseUrl.toString() });
    token = await t.login();
    const list = await t.app.inject({ url: '/gateway/api/workbench/order?pageSize=1', headers: { authorization: `Bearer ${token}` } });
    orderId = list.json().data[0].id;
  });
  afterAll(() => t?.close());

  async function endSessions(): Promise<number> {
    const admin = new pg.Client({ connectionString: DATABASE_URL });
    await admin.connect();
    try {
      const { rowCount } = await admin.query(
        'SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE application_name = $1 AND datname = current_database()',
        [applicationName],
      );
      return rowCount ?? 0;
    } finally {
      await admin.end();
    }
  }

  it('lives on when its idle sessions are ended, and serves at once', async () => {
    const load = startLoad(t, token, orderId);
    await load.next(12);
    await load.stop();
    // The pool holds its connections idle now: each one's end is an 'error' event on the pool.
    expect(await endSessions()).toBeGreaterThan(1);
    const recoveredMs = await untilServing(t, token);
    expect(recoveredMs).toBeLessThan(5000);
  });

  it('answers 2xx or 503 within 5 s under load, serves again within 5 s and keeps every acknowledged note', async () => {
    const heard: unknown[] = [];
    t.app.realtime.subscribe((message) => heard.push(message));
    const load = startLoad(t, token, orderId);
    await load.next(30);
    let ended = 0;
    for (let round = 0; round < 3; round++) {
      ended += await endSessions();
      await load.next(30);
    }
    const answers = await load.stop();
    const recoveredMs = await untilServing(t, token);

    expect(ended).toBeGreaterThan(3);
    const statuses = new Set(answers.map((answer) => answer.status));
    expect([...statuses].filter((status) => status >= 300 && status !== 503)).toEqual([]);
    expect(Math.max(...answers.map((answer) => answer.ms))).toBeLessThan(5000);
    for (const refused of answers.filter((answer) => answer.status === 503)) expect(refused.message).toBe(UNAVAILABLE);
    expect(answers.filter((answer) => answer.route === 'note' && answer.status === 201).length).toBeGreaterThan(0);
    expect(recoveredMs).toBeLessThan(5000);
    expect(await lostNotes(t, answers)).toEqual([]);
    console.info(
      `db-outage: ${answers.length} requests, ${answers.filter((answer) => answer.status === 503).length} answered 503, `
        + `slowest ${Math.round(Math.max(...answers.map((answer) => answer.ms)))} ms, serving again after ${Math.round(recoveredMs)} ms`,
    );

    // The LISTEN connection of live updates is back too: a published change reaches this instance again.
    const published = { type: 'listitem', orderId } as const;
    await expect.poll(async () => {
      await t.app.realtime.publish(published);
      return heard.some((message) => JSON.stringify(message) === JSON.stringify(published));
    }, { timeout: 5000, interval: 250 }).toBe(true);
  });
});
