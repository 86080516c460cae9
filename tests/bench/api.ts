// npm run bench:api — seeds 100,000 orders and measures the API under load on PGlite and on PostgreSQL.
// BENCH_ORDERS=1000000 BENCH_DATABASES=postgres measures a million orders on PostgreSQL alone; BENCH_SCENARIOS=zoeken
// only the searches, BENCH_CONNECTIONS=10 only ten connections.
// Figures, not a test: it prints a table for the README and writes tests/bench/results/api[-<orders>].json.
import { fork, type ChildProcess } from 'node:child_process';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import autocannon from 'autocannon';
import { dropSchema } from '../../src/server/db/database.ts';

const ORDERS = Number(process.env.BENCH_ORDERS ?? 100_000);
const DATABASES = (process.env.BENCH_DATABASES ?? 'pglite,postgres').split(',') as DatabaseKind[];
const DURATION = Number(process.env.BENCH_SECONDS ?? 10);
const CONNECTION_LEVELS = (process.env.BENCH_CONNECTIONS ?? '1,10').split(',').map(Number);
const POSTGRES_URL = process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
// BENCH_KEEP_SCHEMA=1 keeps the PostgreSQL schema (and its seeded orders) for the next run: a million take minutes.
const KEEP_SCHEMA = process.env.BENCH_KEEP_SCHEMA === '1';
// How often a note is written beside the list scenario that has writes (a peak of 20 workstations writes about 2 a second).
const WRITES_PER_SECOND = Number(process.env.BENCH_WRITES_PER_SECOND ?? 5);
const SCHEMA = KEEP_SCHEMA ? `bench_api_${ORDERS}` : 'bench_api';
const DATABASE_KINDS = ['pglite', 'postgres'] as const;
type DatabaseKind = (typeof DATABASE_KINDS)[number];
if (!Number.isInteger(ORDERS) || ORDERS < 1000) throw new Error(`BENCH_ORDERS: at least 1000 orders, not ${ORDERS}`);
for (const kind of DATABASES) {
  if (!DATABASE_KINDS.includes(kind)) throw new Error(`BENCH_DATABASES: ${DATABASE_KINDS.join(' and/or ')}, not ${kind}`);
}

interface Row {
  database: string;
  connections: number;
  scenario: string;
  requestsPerSecond: number;
  p50: number;
  p95: number;
  p99: number;
  errors: number;
  loopLagP99: number;
  loopLagMax: number;
}

function request(child: ChildProcess, type: string, reply: string): Promise<any> {
  return new Promise((resolve) => {
    const listen = (message: any) => {
      if (message.type !== reply) return;
      child.off('message', listen);
      resolve(message);
    };
    child.on('message', listen);
    if (type) child.send({ type });
  });
}

async function startServer(env: Record<string, string>) {
  const child = fork(new URL('./api-server.ts', import.meta.url), {
    // No tracking sweeps: the first one after seeding asks about every parcel of the seeded month (23,000 at 100,000
    // orders) and, on PGlite's one session, slowed every read in its path threefold for 15-20 s. What reads cost while
    // the background work runs is bench:peak's to measure.
    env: { ...process.env, ...env, BENCH_ORDERS: String(ORDERS), LOG_LEVEL: 'warn', TRACKING_INTERVAL_MS: '0' },
    execArgv: ['--import', 'tsx'],
  });
  const ready = await request(child, '', 'ready');
  return { child, ...ready } as { child: ChildProcess; port: number; seedMs: number; kind: string };
}

async function json(url: string, init?: RequestInit) {
  const response = await fetch(url, init);
  if (!response.ok) throw new Error(`${url}: ${response.status} ${await response.text()}`);
  return response.json();
}

async function measure(base: string, token: string, child: ChildProcess, kind: string): Promise<Row[]> {
  const headers = { authorization: `Bearer ${token}` };
  const api = `${base}/gateway/api/workbench`;
  const sample = (await json(`${api}/order?tags[]=processed&page=3`, { headers })).data[7];
  const view = await json(`${api}/order/${sample.id}`, { headers });
  if (!view.customer.emailAddress) throw new Error(`${sample.orderNumber} has no e-mail address to search for`);
  const q = (text: string) => `/order?q=${encodeURIComponent(text)}`;
  const all: [string, string][] = [
    ['lijst pagina 1 (unprocessed)', '/order?tags[]=unprocessed&page=1'],
    // A busy shop writes while it reads: on PGlite every write empties the pages kept in memory (cached-reads.ts).
    [`lijst pagina 1 (unprocessed), ${WRITES_PER_SECOND} notities/s`, '/order?tags[]=unprocessed&page=1'],
    ['lijst pagina 50 (unprocessed)', '/order?tags[]=unprocessed&page=50'],
    ['zoeken op ordernummer', q(sample.orderNumber)],
    ['zoeken op laatste 3 cijfers', q(sample.orderNumber.slice(-3))],
    ['zoeken op laatste 5 cijfers', q(sample.orderNumber.slice(-5))],
    // As a person types it: 'Restaurant De Gouden Leeuw (A. Vos)' is found by 'Vos', not 'Vos)'.
    ['zoeken op klantnaam', q(sample.customer.split(' ').at(-1).replace(/[^\p{L}]/gu, ''))],
    // A fifth of all orders: the largest total there is to give.
    ['zoeken op plaats (Amsterdam)', q('Amsterdam')],
    ['zoeken op postcode', q(view.recipient.address.zipcode)],
    ['zoeken op e-mail', q(view.customer.emailAddress)],
    ['order op id', `/order/${sample.id}`],
  ];
  // BENCH_SCENARIOS=zoeken measures only the scenarios whose name matches (a regular expression: 'pagina 50|ordernummer').
  const scenarios = all.filter(([name]) => new RegExp(process.env.BENCH_SCENARIOS ?? '').test(name));
  console.log(scenarios.map(([name, path]) => `${name}: ${decodeURIComponent(path)}`).join('\n'));
  const rows: Row[] = [];
  for (const connections of CONNECTION_LEVELS) for (const [scenario, path] of scenarios) {
    await json(`${api}${path}`, { headers }); // warm up, and fail early on a broken scenario
    await request(child, 'lag-reset', 'lag-reset');
    const latencies: number[] = [];
    const writer = scenario.includes('notities/s') ? writeNotes(`${api}/order/${sample.id}/internalLog`, headers) : undefined;
    const result = await new Promise<autocannon.Result>((resolve, reject) => {
      const options = { url: `${api}${path}`, headers, connections, duration: DURATION };
      const load = autocannon(options, (error, done) => (error ? reject(error) : resolve(done)));
      load.on('response', (_client, _status, _bytes, milliseconds) => latencies.push(milliseconds));
    });
    const writeErrors = (await writer?.stop()) ?? 0;
    const lag = await request(child, 'lag-read', 'lag');
    rows.push({
      database: kind,
      connections,
      scenario,
      requestsPerSecond: Math.round(result.requests.average),
      p50: percentile(latencies, 50),
      p95: percentile(latencies, 95),
      p99: percentile(latencies, 99),
      errors: result.errors + result.non2xx + writeErrors,
      loopLagP99: lag.p99,
      loopLagMax: lag.max,
    });
    console.log(rows.at(-1));
  }
  return rows;
}

/** Adds an internal note to an order WRITES_PER_SECOND times a second until stopped; answers the failed writes. */
function writeNotes(url: string, headers: Record<string, string>) {
  const writes: Promise<boolean>[] = [];
  const timer = setInterval(() => {
    const body = JSON.stringify({ content: `Bench ${writes.length + 1}` });
    writes.push(fetch(url, { method: 'POST', headers: { ...headers, 'content-type': 'application/json' }, body }).then((response) => response.ok, () => false));
  }, 1000 / WRITES_PER_SECOND);
  return {
    async stop() {
      clearInterval(timer);
      return (await Promise.all(writes)).filter((ok) => !ok).length;
    },
  };
}

// autocannon's summary has no p95, so every response time is kept and ranked here.
function percentile(values: number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  const value = sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
  return Math.round(value * 100) / 100;
}

async function run(kind: DatabaseKind): Promise<{ rows: Row[]; seedMs: number }> {
  const dataDir = await mkdtemp(join(tmpdir(), 'werkplaats-bench-'));
  const env: Record<string, string> = { DATA_DIR: dataDir };
  if (kind === 'postgres') Object.assign(env, { DATABASE_URL: POSTGRES_URL, DATABASE_SCHEMA: SCHEMA });
  if (kind === 'postgres' && !KEEP_SCHEMA) await dropSchema(POSTGRES_URL, SCHEMA);
  const server = await startServer(env);
  console.log(`${kind}: ${ORDERS} orders geschreven in ${seconds(server.seedMs)} s`);
  try {
    const base = `http://127.0.0.1:${server.port}`;
    const login = await json(`${base}/gateway/api/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: 'login=medewerker&password=welkom01',
    });
    return { rows: await measure(base, login.token, server.child, kind), seedMs: server.seedMs };
  } finally {
    server.child.send({ type: 'stop' });
    await new Promise((resolve) => server.child.once('exit', resolve));
    await rm(dataDir, { recursive: true, force: true });
    if (kind === 'postgres' && !KEEP_SCHEMA) await dropSchema(POSTGRES_URL, SCHEMA);
  }
}

const seconds = (ms: number) => (ms / 1000).toFixed(1);
const runs: Partial<Record<DatabaseKind, { rows: Row[]; seedMs: number }>> = {};
for (const kind of DATABASES) runs[kind] = await run(kind);
const rows = Object.values(runs).flatMap((result) => result.rows);
const seeding = Object.entries(runs).map(([kind, result]) => `${kind} ${seconds(result.seedMs)} s`).join(', ');
const table = [
  '| database | connections | scenario | req/s | p50 ms | p95 ms | p99 ms | errors | event-loop lag p99 ms | lag max ms |',
  '|---|---|---|---|---|---|---|---|---|---|',
  ...rows.map((r) =>
    `| ${r.database} | ${r.connections} | ${r.scenario} | ${r.requestsPerSecond} | ${r.p50} | ${r.p95} | ${r.p99} | ${r.errors} | ${r.loopLagP99} | ${r.loopLagMax} |`,
  ),
].join('\n');
console.log(`\n${DURATION} s per scenario and connection count, ${ORDERS} orders (seeded in ${seeding})\n\n${table}`);
await mkdir(new URL('./results/', import.meta.url), { recursive: true });
const resultFile = ORDERS === 100_000 ? 'api.json' : `api-${ORDERS}.json`;
const seedMs = Object.fromEntries(Object.entries(runs).map(([kind, result]) => [kind, result.seedMs]));
await writeFile(new URL(`./results/${resultFile}`, import.meta.url), JSON.stringify({ orders: ORDERS, seedMs, rows }, null, 2));
