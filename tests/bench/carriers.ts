// npm run bench:carriers — what handing orders to carriers and following their parcels cost, on a server of its
// own (in this process, over HTTP on a free port; PGlite, or PostgreSQL when DATABASE_URL is set):
// 1. registration round trip: POST …/transport/postnl/register for one order after another (claim, carrier, order
//    written and announced, label queued), p50/p95, against the PostNL sandbox and against the local PostNL fake
//    spoken to live (tests/helpers/postnl-contract-fake.ts, PostNL's published specifications);
// 2. tracking: one sweep over 10,000 open shipments with a carrier that answers at once — the first sweep writes
//    every order (its first state) and announces it, the next finds nothing new — with the event-loop lag p99 of
//    the server meanwhile (perf_hooks.monitorEventLoopDelay).
import { randomBytes, randomUUID } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../src/server/app.ts';
import { announceTrackingChange, createTrackingWorker, type SweepResult } from '../../src/server/carriers/tracking.ts';
import { loadConfig, type Config } from '../../src/server/config.ts';
import { dropSchema, openDatabase } from '../../src/server/db/database.ts';
import { migrate } from '../../src/server/db/migrate.ts';
import { createMailer } from '../../src/server/mail/mailer.ts';
import { seedIfEmpty } from '../../src/demo/first-start.ts';
import { startPostnlContractFake } from '../helpers/postnl-contract-fake.ts';
import { postnlLiveSettings } from '../helpers/postnl-account.ts';

const ORDERS = 10_000;
const REGISTRATIONS = 60;
const WARM_UP = 5;
/** The histogram holds the time between its timer's turns: the lag is what exceeds this. */
const LAG_RESOLUTION_MS = 1;
const lagMs = (nanoseconds: number) => Math.round((nanoseconds / 1e6 - LAG_RESOLUTION_MS) * 100) / 100;

const percentile = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return Math.round(sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] * 10) / 10;
};

const dataDir = await mkdtemp(join(tmpdir(), 'werkplaats-bench-carriers-'));
const schema = process.env.DATABASE_URL ? `bench_${randomBytes(6).toString('hex')}` : undefined;
const baseConfig: Config = {
  ...loadConfig({ ...process.env, DATA_DIR: dataDir, CLIENT_DIR: join(dataDir, 'no-client'), SEED_ORDERS: String(ORDERS) }),
  // The bench runs its own sweeps; the server's worker stays off.
  tracking: { intervalMs: 0, batchSize: 100, concurrency: 8 },
  logLevel: 'warn',
};
const database = await openDatabase(
  process.env.DATABASE_URL ? { databaseUrl: process.env.DATABASE_URL, schema } : { dataDir: join(dataDir, 'pglite') },
);
const mailer = createMailer({ smtpUrl: undefined, from: baseConfig.mailFrom, dataDir });
const sql = async <T>(text: string, params: unknown[] = []) => (await database.pool.query(text, params)).rows as T[];

try {
  await migrate(database.pool);
  const seeding = performance.now();
  await seedIfEmpty(database.pool, baseConfig, { info: () => {} } as never);
  console.log(`${ORDERS} orders gezaaid in ${((performance.now() - seeding) / 1000).toFixed(1)} s (${database.kind})`);

  const fake = await startPostnlContractFake();
  const rows = [
    await registrationRoundTrip('sandbox', baseConfig),
    await registrationRoundTrip('live (nep-PostNL)', {
      ...baseConfig,
      carriers: { ...baseConfig.carriers, live: { postnl: postnlLiveSettings(fake.url, fake.apiKey) } },
    }),
  ];
  await fake.close();
  console.log('Aanmelden bij PostNL via POST …/transport/postnl/register (één order na de ander):');
  console.table(rows);

  console.log(`Tracking: één ronde over ${ORDERS} open zendingen, vervoerder antwoordt meteen (batch 100, 8 tegelijk):`);
  console.table(await trackingSweeps());
  console.log(`Node ${process.version}`);
} finally {
  mailer.close();
  await database.close();
  if (schema) await dropSchema(process.env.DATABASE_URL!, schema);
  await rm(dataDir, { recursive: true, force: true });
}

async function startServer(config: Config): Promise<{ app: FastifyInstance; url: string; token: string }> {
  const app = await buildApp({ config, database, mailer, logger: false });
  const url = await app.listen({ port: 0, host: '127.0.0.1' });
  const login = await fetch(`${url}/gateway/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: 'login=medewerker&password=welkom01',
  });
  return { app, url, token: (await login.json()).token };
}

/** Orders PostNL takes: Dutch addresses, delivered from today on, not handed to anyone yet. */
async function ordersToRegister(count: number): Promise<number[]> {
  const found = await sql<{ id: number }>(
    `SELECT id FROM orders o
      WHERE deleted_at IS NULL AND active_transporter IS NULL AND delivery_date >= current_date
        AND recipient -> 'address' ->> 'countryCode' = 'NL' AND recipient -> 'address' ->> 'streetNumber' ~ '^[0-9]'
        AND NOT EXISTS (SELECT 1 FROM shipments s WHERE s.order_id = o.id)
      ORDER BY id LIMIT $1`,
    [count],
  );
  return found.map((row) => row.id);
}

async function registrationRoundTrip(mode: string, config: Config) {
  const { app, url, token } = await startServer(config);
  const headers = { authorization: `Bearer ${token}`, 'content-type': 'application/json' };
  const times: number[] = [];
  let refused = 0;
  try {
    const orderIds = await ordersToRegister(REGISTRATIONS + WARM_UP);
    for (const [index, orderId] of orderIds.entries()) {
      const configResponse = await fetch(`${url}/gateway/api/workbench/transport/postnl/config?orderId=${orderId}`, { headers });
      const { defaults } = await configResponse.json();
      const started = performance.now();
      const response = await fetch(`${url}/gateway/api/workbench/transport/postnl/register`, {
        method: 'POST',
        headers: { ...headers, 'idempotency-key': randomUUID() },
        body: JSON.stringify({ orderId, transporter: 'PostNL', values: defaults }),
      });
      await response.arrayBuffer();
      const elapsed = performance.now() - started;
      if (!response.ok) refused++;
      else if (index >= WARM_UP) times.push(elapsed);
    }
  } finally {
    await app.close();
  }
  return { vervoerder: `PostNL ${mode}`, aanmeldingen: times.length, geweigerd: refused, p50_ms: percentile(times, 50), p95_ms: percentile(times, 95) };
}

async function trackingSweeps() {
  const { app } = await startServer(baseConfig);
  try {
    // Only the bench's shipments are due: one per order (a deleted order's is asked about but changes no order),
    // the newest of its order and carrier.
    await sql('UPDATE shipments SET next_check_at = NULL');
    await sql(
      `INSERT INTO shipments (order_id, carrier, barcode, status, carrier_reference, parcels, generation, next_check_at)
       SELECT o.id, 'postnl', b.barcode, 'registered', 'ref-' || b.barcode, jsonb_build_array(jsonb_build_object('barcode', b.barcode)),
              coalesce((SELECT max(generation) FROM shipments s WHERE s.order_id = o.id AND s.carrier = 'postnl'), 0) + 1, now()
         FROM (SELECT id FROM orders ORDER BY id LIMIT $1) o,
              LATERAL (SELECT '3SBENCH' || lpad(o.id::text, 9, '0') AS barcode) b`,
      [ORDERS],
    );
    await sql(`UPDATE orders SET active_transporter = 'postnl',
                      transport = transport || jsonb_build_object('postnl', jsonb_build_object('isRegistered', true, 'status', 'REGISTERED'))
                WHERE id IN (SELECT order_id FROM shipments WHERE barcode LIKE '3SBENCH%')`);
    let announced = 0;
    const worker = createTrackingWorker({
      db: database.pool,
      carriers: { postnl: { status: async () => ({ state: 'onderweg', detail: 'Zending is gesorteerd' }) } },
      log: app.log,
      ...baseConfig.tracking,
      timeoutMs: baseConfig.carriers.timeoutMs,
      onChanged: (change) => {
        announced++;
        return announceTrackingChange(app, change);
      },
    });
    // What this (shared) machine's event loop does with nothing to do, to read the sweeps' lag against.
    const idle = await measuredSweep('niets (3 s stil)', async () => {
      await new Promise((resolve) => setTimeout(resolve, 3000));
      return { checked: 0, ordersChanged: 0, failed: 0 };
    });
    const first = await measuredSweep('eerste ronde (elke order krijgt zijn status)', () => worker.sweep());
    await sql(`UPDATE shipments SET next_check_at = now() WHERE barcode LIKE '3SBENCH%'`);
    const again = await measuredSweep('volgende ronde (niets nieuws)', () => worker.sweep());
    console.log(`aangekondigd: ${announced} orders`);
    return [idle, first, again];
  } finally {
    await app.close();
  }
}

async function measuredSweep(name: string, sweep: () => Promise<SweepResult>) {
  const lag = monitorEventLoopDelay({ resolution: LAG_RESOLUTION_MS });
  lag.enable();
  const started = performance.now();
  const result = await sweep();
  const seconds = (performance.now() - started) / 1000;
  lag.disable();
  return {
    ronde: name,
    gevraagd: result.checked,
    orders_bijgewerkt: result.ordersChanged,
    mislukt: result.failed,
    duur_s: Math.round(seconds * 100) / 100,
    per_zending_ms: result.checked ? Math.round((seconds * 1000 * 100) / result.checked) / 100 : null,
    event_loop_lag_p99_ms: lagMs(lag.percentile(99)),
    event_loop_lag_max_ms: lagMs(lag.max),
  };
}
