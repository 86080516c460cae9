// One server instance for `npm run bench:peak`, in its own process so the workstations' work does not count as its
// event-loop lag or CPU. With BENCH_SEED_ORDERS it first seeds the shared schema (demo data, that many orders and
// BENCH_USERS workstation users) and has the carriers tracked once; the other instance starts on the seeded schema.
// Answers metric questions over IPC.
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { buildApp } from '../../src/server/app.ts';
import { hashPassword } from '../../src/server/auth/passwords.ts';
import { loadConfig } from '../../src/server/config.ts';
import { openDatabase, type Db } from '../../src/server/db/database.ts';
import { migrate } from '../../src/server/db/migrate.ts';
import { createUser } from '../../src/server/db/users.ts';
import { createMailer } from '../../src/server/mail/mailer.ts';
import { seedBaseData } from '../../src/demo/base.ts';
import { seedOrders } from '../../src/demo/orders.ts';
import { PEAK_PASSWORD, workstationUser, type InstanceMetrics } from './peak-protocol.ts';

const seedCount = Number(process.env.BENCH_SEED_ORDERS ?? 0);
const config = { ...loadConfig(), passwordCost: 12 };
const database = await openDatabase({ databaseUrl: config.databaseUrl, schema: config.databaseSchema });
await migrate(database.pool);
let seedMs = 0;
if (seedCount > 0) {
  const passwordHash = (plain: string) => hashPassword(plain, config.passwordCost);
  await seedBaseData(database.pool, { passwordHash });
  seedMs = (await seedOrders(database.pool, { count: seedCount })).ms;
  await createWorkstationUsers(database.pool, Number(process.env.BENCH_USERS ?? 0), await passwordHash(PEAK_PASSWORD));
  await database.pool.query('ANALYZE');
}

const mailer = createMailer({ from: config.mailFrom, dataDir: config.dataDir });
const app = await buildApp({ config, database, mailer, logger: false });
// The seeded parcels were never asked after: the first sweep would ask after thousands at once, a catch-up of a
// fresh seed that no shop has at its peak. It runs now, before any workstation listens; later sweeps are the usual.
const trackingCatchUp = seedCount > 0 ? await timedSweep() : undefined;
await app.listen({ port: 0, host: '127.0.0.1' });
const address = app.server.address();

async function timedSweep() {
  const started = performance.now();
  const { checked } = await app.tracking.sweep();
  return { parcels: checked, ms: Math.round(performance.now() - started) };
}

/** One user per workstation, as a shop gives each member of staff their own login. */
async function createWorkstationUsers(db: Db, count: number, passwordHash: string) {
  for (let index = 0; index < count; index++) {
    await createUser(db, { name: workstationUser(index), passwordHash, isAdministrator: false });
  }
}

const lag = monitorEventLoopDelay({ resolution: 1 });
lag.enable();
const ms = (nanoseconds: number) => Math.round((nanoseconds / 1e6) * 100) / 100;
let cpuSince = process.cpuUsage();
let wallSince = performance.now();
// How often a query had to wait for one of the pool's connections: the pool is a resource that can run out.
const poolSamples = { count: 0, waiting: 0, maxWaiting: 0, busy: 0 };
const poolTimer = setInterval(() => {
  const { waitingCount, totalCount, idleCount } = database.pool;
  poolSamples.count++;
  poolSamples.waiting += waitingCount;
  poolSamples.maxWaiting = Math.max(poolSamples.maxWaiting, waitingCount);
  poolSamples.busy += totalCount - idleCount;
}, 100);

function readMetrics(): InstanceMetrics {
  const cpu = process.cpuUsage(cpuSince);
  const wallMs = performance.now() - wallSince;
  const percentOfCore = (microseconds: number) => Math.round((microseconds / 1000 / wallMs) * 1000) / 10;
  const samples = Math.max(1, poolSamples.count);
  return {
    lagP50: ms(lag.percentile(50)),
    lagP99: ms(lag.percentile(99)),
    lagMax: ms(lag.max),
    cpuUser: percentOfCore(cpu.user),
    cpuSystem: percentOfCore(cpu.system),
    rssMb: Math.round(process.memoryUsage().rss / 1048576),
    poolBusyMean: Math.round((poolSamples.busy / samples) * 10) / 10,
    poolWaitingMean: Math.round((poolSamples.waiting / samples) * 10) / 10,
    poolWaitingMax: poolSamples.maxWaiting,
    sockets: app.websocketServer.clients.size,
  };
}

function resetMetrics() {
  lag.reset();
  cpuSince = process.cpuUsage();
  wallSince = performance.now();
  Object.assign(poolSamples, { count: 0, waiting: 0, maxWaiting: 0, busy: 0 });
}

process.on('message', async (message: { type: string }) => {
  if (message.type === 'metrics-reset') {
    resetMetrics();
    process.send!({ type: 'metrics-reset' });
  } else if (message.type === 'metrics-read') {
    process.send!({ type: 'metrics', metrics: readMetrics() });
  } else if (message.type === 'stop') {
    clearInterval(poolTimer);
    await app.close();
    mailer.close();
    await database.close();
    process.exit(0);
  }
});
process.send!({ type: 'ready', port: typeof address === 'object' && address ? address.port : 0, seedMs, trackingCatchUp });
