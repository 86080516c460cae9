// npm run bench:outage (issue 25): two instances on one PostgreSQL under a steady 50 requests/s (lists, opens,
// notes, prints), while the database's connections are terminated 5 times, PostgreSQL stops for 10 s once, and one
// instance is stopped with SIGTERM and started again once. Per event: requests that failed, seconds until every
// instance serves again, acknowledged writes lost (must be 0) and prints done twice (must be 0).
import { readdir, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { startBenchServer, logInByApi, type BenchServer } from './harness/server.ts';
import { createPrivatePostgres } from '../helpers/private-postgres.ts';
import { freePort } from '../helpers/free-port.ts';

const RATE_PER_SECOND = 50;
const QUIET_MS = 6000;

interface Instance {
  name: string;
  port: number;
  dataDir: string;
  env: Record<string, string>;
  server?: BenchServer;
  token?: string;
}

interface Answer {
  instance: string;
  kind: 'list' | 'open' | 'note' | 'print';
  at: number;
  ok: boolean;
  note?: string;
  printJob?: number;
}

const cluster = await createPrivatePostgres();
const folder = await mkdtemp(join(tmpdir(), 'werkplaats-outage-'));
const instances: Instance[] = [];
for (const name of ['A', 'B']) {
  const port = await freePort();
  const dataDir = join(folder, name);
  // One instance follows the carriers' parcels; both print and run bulk jobs.
  const env = { LOG_LEVEL: 'error', DATABASE_URL: cluster.url, DATA_DIR: dataDir, SEED_ORDERS: '2000', PASSWORD_COST: '10', TRACKING_INTERVAL_MS: name === 'A' ? '60000' : '0', CLIENT_DIR: join(folder, 'no-client') };
  instances.push({ name, port, dataDir, env });
}
const start = async (instance: Instance) => {
  instance.server = await startBenchServer(instance.port, instance.env);
  instance.token ??= (await logInByApi(instance.server.url)).token;
};
// One after the other: the first seeds the empty database.
for (const instance of instances) await start(instance);

const api = (instance: Instance, method: string, path: string, body?: unknown, headers: Record<string, string> = {}) =>
  fetch(`http://127.0.0.1:${instance.port}/gateway/api${path}`, {
    method,
    headers: { authorization: `Bearer ${instance.token}`, ...(body ? { 'content-type': 'application/json' } : {}), ...headers },
    body: body ? JSON.stringify(body) : undefined,
    signal: AbortSignal.timeout(10_000),
  });

const list = (await (await api(instances[0], 'GET', '/workbench/order?tags[]=unprocessed&pageSize=100')).json()) as { data: { id: number }[] };
const orderIds = list.data.map((order) => order.id);
const printer = ((await (await api(instances[0], 'GET', '/workbench/location')).json()) as { printers: { order: string } }).printers.order;

const answers: Answer[] = [];
let sent = 0;
const began = performance.now();
const now = () => performance.now() - began;

async function oneRequest() {
  sent += 1;
  const instance = instances[sent % instances.length];
  const orderId = orderIds[sent % orderIds.length];
  const kind = (['list', 'open', 'open', 'note', 'list', 'print'] as const)[sent % 6];
  const at = now();
  const note = kind === 'note' ? `uitval-${sent}` : undefined;
  try {
    const response =
      kind === 'list' ? await api(instance, 'GET', '/workbench/order?tags[]=unprocessed&pageSize=50')
      : kind === 'open' ? await api(instance, 'GET', `/workbench/order/${orderId}`)
      : kind === 'note' ? await api(instance, 'POST', `/workbench/order/${orderId}/internalLog`, { content: note })
      : await api(instance, 'POST', `/workbench/order/${orderId}/print`, { type: 'order', printer }, { 'idempotency-key': crypto.randomUUID() });
    const body = response.ok && kind === 'print' ? ((await response.json()) as { id: number }) : (await response.body?.cancel(), undefined);
    answers.push({ instance: instance.name, kind, at, ok: response.ok, note, printJob: body?.id });
  } catch {
    answers.push({ instance: instance.name, kind, at, ok: false, note });
  }
}

const load = setInterval(() => void oneRequest(), 1000 / RATE_PER_SECOND);
const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** From `from` (ms since the start): how long until every instance has answered a request well again. */
async function untilAllServe(from: number): Promise<number> {
  for (;;) {
    const back = instances.every((instance) => answers.some((answer) => answer.instance === instance.name && answer.at >= from && answer.ok));
    if (back) {
      const firstOk = instances.map((instance) => Math.min(...answers.filter((a) => a.instance === instance.name && a.at >= from && a.ok).map((a) => a.at)));
      return Math.max(...firstOk) - from;
    }
    await pause(100);
  }
}

/** recoverySeconds: from the end of the event (the database back, the instance started) until every instance serves;
 * outageSeconds: from its start, the deliberate downtime included. */
interface EventResult { event: string; failed: number; recoverySeconds: number; outageSeconds: number }
const results: EventResult[] = [];
async function event(name: string, act: () => Promise<void>) {
  await pause(QUIET_MS);
  const from = now();
  await act();
  const ended = now();
  const recovered = await untilAllServe(ended);
  await pause(1000);
  const to = now();
  const failed = answers.filter((answer) => answer.at >= from && answer.at <= to && !answer.ok).length;
  results.push({ event: name, failed, recoverySeconds: recovered / 1000, outageSeconds: (ended + recovered - from) / 1000 });
  console.log(`${name}: ${failed} mislukt, weer bereikbaar ${(recovered / 1000).toFixed(2)} s na afloop`);
}

const admin = new pg.Client({ connectionString: cluster.url });
await admin.connect();
for (let round = 1; round <= 5; round += 1) {
  await event(`verbindingen verbroken (${round})`, async () => {
    await admin.query('SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE pid <> pg_backend_pid() AND backend_type = $1', ['client backend']);
  });
}
await admin.end();
await event('PostgreSQL 10 s gestopt', async () => {
  await cluster.stop();
  await pause(10_000);
  await cluster.start();
});
await event('instantie B gestopt (SIGTERM) en herstart', async () => {
  await instances[1].server!.stop();
  await start(instances[1]);
});
await pause(QUIET_MS);
clearInterval(load);
await pause(3000);

// What was acknowledged is there, once.
const db = new pg.Client({ connectionString: cluster.url });
await db.connect();
const ackedNotes = answers.filter((answer) => answer.ok && answer.note).map((answer) => answer.note!);
const { rows: noteRows } = await db.query<{ content: string; n: number }>(
  "SELECT content, count(*)::int AS n FROM order_log WHERE content LIKE 'uitval-%' GROUP BY content",
);
const stored = new Map(noteRows.map((row) => [row.content, row.n]));
const lostNotes = ackedNotes.filter((note) => !stored.has(note));
const doubleNotes = noteRows.filter((row) => row.n > 1);
const ackedJobs = answers.filter((answer) => answer.ok && answer.printJob).map((answer) => answer.printJob!);
let unprinted: number[] = [];
for (let waited = 0; waited < 60_000; waited += 1000) {
  const { rows } = await db.query<{ id: number }>("SELECT id FROM print_jobs WHERE id = ANY($1) AND status <> 'done'", [ackedJobs]);
  unprinted = rows.map((row) => Number(row.id));
  if (unprinted.length === 0) break;
  await pause(1000);
}
await db.end();
const spooled = (await Promise.all(instances.map(async (instance) => {
  const dir = join(instance.dataDir, 'spool', printer);
  return readdir(dir).catch(() => [] as string[]);
}))).flat().filter((name) => name.endsWith('.pdf'));
const printedTwice = ackedJobs.filter((id) => spooled.filter((name) => name.startsWith(`${id}-`)).length > 1);

for (const instance of instances) await instance.server?.stop();
await cluster.remove();
await rm(folder, { recursive: true, force: true });

const byKind = (prefix: string) => results.filter((result) => result.event.startsWith(prefix)).map((result) => result.recoverySeconds).sort((a, b) => a - b);
const terminations = byKind('verbindingen');
console.log('\n| event | failed requests | seconds until every instance serves again, after the event / from its start |\n|---|---|---|');
for (const result of results) console.log(`| ${result.event} | ${result.failed} | ${result.recoverySeconds.toFixed(2)} / ${result.outageSeconds.toFixed(2)} |`);
console.log(`\nverbindingen verbroken: p50 ${terminations[Math.floor(terminations.length / 2)].toFixed(2)} s, max ${terminations.at(-1)!.toFixed(2)} s`);
console.log(`requests: ${answers.length} in ${(now() / 1000).toFixed(0)} s; acknowledged notes ${ackedNotes.length}, lost ${lostNotes.length}, twice ${doubleNotes.length}; acknowledged prints ${ackedJobs.length}, not printed ${unprinted.length}, printed twice ${printedTwice.length}`);
if (lostNotes.length || doubleNotes.length || unprinted.length || printedTwice.length) process.exitCode = 1;
