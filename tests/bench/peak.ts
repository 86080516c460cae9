// npm run bench:peak — a peak hour: simulated workstations (each signed in as its own user, its live socket open)
// work the day's list in the peak mix (list, open, edit, print, register, mail) against two server instances
// (tests/bench/peak-server.ts, each its own process) on one PostgreSQL schema, at BENCH_SPEEDUP times the real
// pace for BENCH_PEAK_SECONDS per level of BENCH_WORKSTATIONS. Reports per action p50/p95/p99 and errors, per
// instance event-loop lag and CPU, PostgreSQL's CPU, the live-update delay between the instances, and what runs out
// first. Then, with BENCH_BULK_LISTENERS workstations listening, bulk jobs on BENCH_BULK_ORDERS orders (print, process,
// move; tests/bench/peak-bulk.ts), key press → summary against their budgets. Figures, not a test: Markdown on stdout
// and tests/bench/results/peak.json; a bulk job over its budget sets the exit code.
import { execFileSync } from 'node:child_process';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { dropSchema } from '../../src/server/db/database.ts';
import { CARRIERS, type Carrier } from '../../src/shared/domain/constants.ts';
import { API_PREFIX } from '../../src/shared/protocol/endpoint.ts';
import { bulkTable, runBulkJobs, type BulkResult } from './peak-bulk.ts';
import { startInstance, type PeakInstance } from './peak-instances.ts';
import { PEAK_PASSWORD, workstationUser } from './peak-protocol.ts';
import { PeakRecorder } from './peak-recorder.ts';
import { actionTable, analysis, instanceTable, levelTable, type LevelResult } from './peak-report.ts';
import { sampleSystemCpu } from './peak-system-cpu.ts';
import { ACTIONS_PER_MINUTE, Workstation, type LocationSetup } from './peak-workstation.ts';

const SECONDS = Number(process.env.BENCH_PEAK_SECONDS ?? 60);
const SPEEDUP = Number(process.env.BENCH_SPEEDUP ?? 10);
// BENCH_WORKSTATIONS=0: the bulk jobs only.
const LEVELS = (process.env.BENCH_WORKSTATIONS ?? '20,50').split(',').map(Number).filter((count) => count > 0);
const BULK_ORDERS = Number(process.env.BENCH_BULK_ORDERS ?? 500);
const BULK_LISTENERS = Number(process.env.BENCH_BULK_LISTENERS ?? 20);
const ORDERS = Number(process.env.BENCH_ORDERS ?? 100_000);
const POSTGRES_URL = process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
const SCHEMA = 'bench_peak';
/** The demo shop's two locations; workstations alternate between them in pairs. */
const LOCATIONS = ['Amsterdam', 'Utrecht'];
const ms = (nanoseconds: number) => Math.round((nanoseconds / 1e6) * 10) / 10;
const uptime = () => execFileSync('uptime', { encoding: 'utf8' }).trim();

async function json(url: string, init: RequestInit = {}) {
  const response = await fetch(url, init);
  if (!response.ok) throw new Error(`${url}: ${response.status} ${await response.text()}`);
  return response.json();
}

/** Logs each workstation's user in on its instance, one after the other (the login limits count per address). */
async function logIn(instances: PeakInstance[], count: number): Promise<string[]> {
  const tokens: string[] = [];
  for (let index = 0; index < count; index++) {
    const record = await json(`${instances[index % 2].url}${API_PREFIX}/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: `login=${workstationUser(index)}&password=${PEAK_PASSWORD}`,
    });
    tokens.push(record.token);
  }
  return tokens;
}

/** The location's order printer and the carriers it has switched on, as the workstation reads them at start. */
async function locationSetup(url: string, token: string, name: string): Promise<LocationSetup> {
  const headers = { authorization: `Bearer ${token}`, 'x-location': name };
  const location = await json(`${url}${API_PREFIX}/workbench/location`, { headers });
  const features: { title: string; extraAttribute_28088961: boolean }[] = await json(`${url}${API_PREFIX}/workbench/feature`, { headers });
  const enabledCarriers = features
    .filter((feature) => feature.extraAttribute_28088961 && (CARRIERS as readonly string[]).includes(feature.title))
    .map((feature) => feature.title as Carrier);
  return { name, orderPrinter: location.printers.order, enabledCarriers };
}

async function runLevel(count: number, instances: PeakInstance[], tokens: string[], locations: LocationSetup[]): Promise<LevelResult> {
  const recorder = new PeakRecorder();
  const stations = Array.from({ length: count }, (_, index) => new Workstation({
    index,
    instance: instances[index % 2],
    token: tokens[index],
    location: locations[Math.floor(index / 2) % locations.length],
    recorder,
  }));
  await Promise.all(stations.map((station) => station.connect()));
  await Promise.all(stations.map((station) => station.warmUp()));
  recorder.start();

  await Promise.all(instances.map((instance) => instance.resetMetrics()));
  const system = sampleSystemCpu(POSTGRES_URL);
  await system.start();
  const generatorLag = monitorEventLoopDelay({ resolution: 1 });
  generatorLag.enable();
  const generatorCpu = process.cpuUsage();
  const started = performance.now();
  await Promise.all(stations.map((station) => station.run(started + SECONDS * 1000, ACTIONS_PER_MINUTE * SPEEDUP)));
  const seconds = (performance.now() - started) / 1000;
  const metrics = await Promise.all(instances.map((instance) => instance.readMetrics()));
  const systemCpu = await system.stop();
  const cpu = process.cpuUsage(generatorCpu);
  generatorLag.disable();
  for (const station of stations) station.close();
  recorder.close();

  const done = stations.reduce((sum, station) => sum + station.actionsDone, 0);
  return {
    workstations: count,
    seconds: Math.round(seconds * 10) / 10,
    speedup: SPEEDUP,
    plannedActionsPerMinute: count * ACTIONS_PER_MINUTE * SPEEDUP,
    doneActionsPerMinute: (done / seconds) * 60,
    actions: recorder.actions(),
    instances: instances.map((instance, index) => ({
      name: instance.name,
      workstations: stations.filter((_, station) => station % 2 === index).length,
      metrics: metrics[index],
    })),
    system: systemCpu,
    generator: { cpu: Math.round(((cpu.user + cpu.system) / 1000 / (seconds * 1000)) * 1000) / 10, lagP99: ms(generatorLag.percentile(99)) },
    live: recorder.liveDelay(),
    socketMessagesPerWorkstation: Object.fromEntries(
      Object.entries(recorder.socketMessages()).map(([type, messages]) => [type, Math.round(messages / count)]),
    ),
  };
}

const uptimeBefore = uptime();
const dataDir = await mkdtemp(join(tmpdir(), 'werkplaats-bench-peak-'));
const env = { DATABASE_URL: POSTGRES_URL, DATABASE_SCHEMA: SCHEMA, CLIENT_DIR: join(dataDir, 'no-client') };
await dropSchema(POSTGRES_URL, SCHEMA);
const instances: PeakInstance[] = [];
const levels: LevelResult[] = [];
let bulk: BulkResult[] = [];
let dayOrders = 0;
const users = Math.max(...LEVELS, BULK_LISTENERS);
try {
  instances.push(await startInstance('A', {
    ...env, DATA_DIR: join(dataDir, 'a'), BENCH_SEED_ORDERS: String(ORDERS), BENCH_USERS: String(users),
  }));
  const catchUp = instances[0].trackingCatchUp;
  console.log(`${ORDERS} orders geschreven in ${(instances[0].seedMs / 1000).toFixed(1)} s;`
    + ` ${catchUp?.parcels} pakketten eerst één keer gevolgd in ${((catchUp?.ms ?? 0) / 1000).toFixed(1)} s`);
  instances.push(await startInstance('B', { ...env, DATA_DIR: join(dataDir, 'b') }));
  const tokens = await logIn(instances, users);
  const locations = await Promise.all(LOCATIONS.map((name) => locationSetup(instances[0].url, tokens[0], name)));
  const headers = { authorization: `Bearer ${tokens[0]}` };
  dayOrders = (await json(`${instances[0].url}${API_PREFIX}/workbench/order?tags[]=today&pageSize=1`, { headers })).meta.total;
  for (const count of LEVELS) {
    levels.push(await runLevel(count, instances, tokens, locations));
    console.log(`${count} werkplekken klaar:`, levels.at(-1)!.actions.map((a) => `${a.action} p95 ${a.p95} ms`).join(', '));
  }
  if (BULK_ORDERS > 0) {
    const urls = instances.map((instance) => instance.url);
    bulk = await runBulkJobs({ urls, tokens: tokens.slice(0, BULK_LISTENERS), location: locations[0], orders: BULK_ORDERS });
  }
} finally {
  for (const instance of instances) await instance.stop();
  await rm(dataDir, { recursive: true, force: true });
  await dropSchema(POSTGRES_URL, SCHEMA);
}

const uptimeAfter = uptime();
console.log(`\nPeak hour: ${ORDERS.toLocaleString('en')} orders (${dayOrders.toLocaleString('en')} unprocessed in the working day's`
  + ` folder), 2 instances on one PostgreSQL, ${SECONDS} s per level at ${SPEEDUP}× the real pace`
  + ` (${ACTIONS_PER_MINUTE} actions per workstation per minute at real speed), Node ${process.version}`);
console.log(`uptime before: ${uptimeBefore}\nuptime after:  ${uptimeAfter}\n`);
if (levels.length > 0) console.log(`${actionTable(levels)}\n\n${instanceTable(levels)}\n\n${levelTable(levels)}\n`);
if (bulk.length > 0) console.log(`${bulkTable(bulk, BULK_LISTENERS)}\n`);
if (bulk.some((result) => result.ms > result.budgetMs)) process.exitCode = 1;
for (const level of levels) for (const action of level.actions) {
  if (action.errorSamples.length > 0) console.log(`errors (${level.workstations}, ${action.action}): ${action.errorSamples.join(' | ')}`);
}
const conclusions = levels.length > 0 ? analysis(levels) : '';
if (conclusions) console.log(`\nAnalysis\n\n${conclusions}`);
await mkdir(new URL('./results/', import.meta.url), { recursive: true });
await writeFile(
  new URL('./results/peak.json', import.meta.url),
  JSON.stringify({
    orders: ORDERS, dayOrders, seconds: SECONDS, speedup: SPEEDUP, uptimeBefore, uptimeAfter, node: process.version, levels, bulk,
    analysis: conclusions,
  }, null, 2),
);
