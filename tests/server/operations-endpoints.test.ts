// Issue 25: what a load balancer and a monitor ask an instance — /healthz, /readyz with its reasons, and /metrics in
// Prometheus text for the holder of METRICS_TOKEN only.
import { describe, expect, it, vi } from 'vitest';
import { bearer, databaseKinds, loginForm, useTestApp } from '../helpers/test-app.ts';

const TOKEN = 'metrics-token-for-tests-0123456789';

describe.each(databaseKinds)('health and metrics on %s', (kind) => {
  const t = useTestApp(kind, { metricsToken: TOKEN });
  const get = (url: string, headers: Record<string, string> = {}) => t.app.inject({ method: 'GET', url, headers });

  it('answers /healthz and /readyz without a session while all is well', async () => {
    const health = await get('/healthz');
    expect([health.statusCode, health.json()]).toEqual([200, { status: 'ok' }]);
    const ready = await get('/readyz');
    expect([ready.statusCode, ready.json()]).toEqual([200, { status: 'ready' }]);
  });

  it('is not ready, and says why, without its database, with a migration not applied, or with a worker stopped', async () => {
    const query = vi.spyOn(t.app.db, 'query').mockRejectedValueOnce(new Error('Connection terminated unexpectedly'));
    const noDatabase = await get('/readyz');
    query.mockRestore();
    expect([noDatabase.statusCode, noDatabase.json().reasons]).toEqual([503, ['Database niet bereikbaar (Connection terminated unexpectedly)']]);

    const { rows } = await t.database.pool.query<{ name: string }>('DELETE FROM schema_migrations WHERE name = (SELECT max(name) FROM schema_migrations) RETURNING name');
    const behind = await get('/readyz');
    await t.database.pool.query('INSERT INTO schema_migrations (name) VALUES ($1)', [rows[0].name]);
    expect([behind.statusCode, behind.json().reasons]).toEqual([503, [`Migraties niet toegepast: ${rows[0].name}`]]);

    await t.app.printQueue.stop();
    const stopped = await get('/readyz');
    t.app.printQueue.start();
    expect(stopped.json()).toEqual({ status: 'not ready', reasons: ['Achtergrondtaken draaien niet: print'] });
    expect((await get('/readyz')).statusCode).toBe(200);
  });

  it('serves /metrics only to the holder of the token', async () => {
    expect((await get('/metrics')).statusCode).toBe(401);
    expect((await get('/metrics', bearer('wrong'))).statusCode).toBe(401);
    expect((await get('/metrics', { authorization: `Basic ${TOKEN}` })).statusCode).toBe(401);
    const staffSession = await get('/metrics', bearer(t.staff));
    expect(staffSession.statusCode, 'a user session is no metrics token').toBe(401);
    expect(staffSession.json().message).toBe('Geen toegang tot de metrics: stuur Authorization: Bearer <METRICS_TOKEN>');
  });

  it('counts requests by route and status, refused logins, the pool, the job queues, sockets and event-loop lag', async () => {
    await t.app.inject({ method: 'POST', url: '/gateway/api/auth/login', ...loginForm({ login: 'medewerker', password: 'fout-wachtwoord' }) });
    await get('/gateway/api/workbench/order/999999999', bearer(t.staff));
    const metrics = await get('/metrics', bearer(TOKEN));
    expect(metrics.statusCode).toBe(200);
    expect(metrics.headers['content-type']).toMatch(/^text\/plain; version=0\.0\.4/);
    const text = metrics.body;
    expect(text).toMatch(/werkplaats_http_request_duration_seconds_count\{method="POST",route="\/gateway\/api\/auth\/login",status="401"\} 1/);
    expect(text).toMatch(/werkplaats_http_request_duration_seconds_count\{method="GET",route="\/gateway\/api\/workbench\/order\/:id",status="404"\} 1/);
    expect(text).toMatch(/werkplaats_logins_refused_total\{reason="wrong_credentials"\} 1/);
    expect(text).toMatch(/werkplaats_db_pool_connections\{state="waiting"\} 0/);
    expect(text).toMatch(/werkplaats_job_queue_depth\{kind="print"\} \d+/);
    expect(text).toMatch(/werkplaats_job_oldest_age_seconds\{kind="tracking"\} [\d.e+-]+/);
    expect(text).toMatch(/werkplaats_job_failures_24h\{kind="mail"\} \d+/);
    expect(text).toMatch(/werkplaats_database_up 1/);
    expect(text).toMatch(/werkplaats_live_sockets 0/);
    expect(text).toMatch(/werkplaats_nodejs_eventloop_lag_seconds [\d.e+-]+/);
  });

  it(kind === 'pglite' ? 'counts the folder pages and sessions answered from memory and those read' : 'counts the sessions answered from memory; every page is read from PostgreSQL', async () => {
    const counts = async (cache: string) => {
      const text = (await get('/metrics', bearer(TOKEN))).body;
      return ['hit', 'miss'].map((result) => Number(new RegExp(`werkplaats_read_cache_reads_total\\{cache="${cache}",result="${result}"\\} (\\d+)`).exec(text)?.[1] ?? NaN));
    };
    const [pagesBefore, sessionsBefore] = [await counts('list_pages'), await counts('sessions')];
    for (let read = 0; read < 3; read++) expect((await get('/gateway/api/workbench/order?tags[]=processed', bearer(t.staff))).statusCode).toBe(200);
    const [pagesAfter, sessionsAfter] = [await counts('list_pages'), await counts('sessions')];
    if (kind === 'pglite') expect(pagesAfter.map((count, index) => count - pagesBefore[index])).toEqual([2, 1]);
    else expect(pagesAfter).toEqual([NaN, NaN]);
    // Three requests with the session already checked (the scrapes' own token is not a session).
    expect(sessionsAfter[0] - sessionsBefore[0]).toBe(3);
  });
});

describe('metrics without a token', () => {
  const t = useTestApp('pglite');

  it('are not served at all', async () => {
    const metrics = await t.app.inject({ method: 'GET', url: '/metrics', headers: bearer(t.staff) });
    expect([metrics.statusCode, metrics.json().message]).toEqual([404, 'Metrics staan uit: geef de server een METRICS_TOKEN']);
  });
});
