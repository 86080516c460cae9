// npm run bench:fuzz — many more fuzzed requests than npm test runs: counts the cases, the 5xx answers and the
// refused requests that still changed data, and lists a few of each. FUZZ_RUNS (default 20000) and FUZZ_SEED.
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import fc from 'fast-check';
import { buildApp } from '../../src/server/app.ts';
import { loadConfig } from '../../src/server/config.ts';
import { openDatabase } from '../../src/server/db/database.ts';
import { migrate } from '../../src/server/db/migrate.ts';
import { createMailer } from '../../src/server/mail/mailer.ts';
import { loadFixture, TEST_PASSWORD_COST } from '../helpers/fixture.ts';
import { anyRequest, databaseFingerprint, installWriteCounter, knownIds, runCase } from '../helpers/fuzz/route-fuzz.ts';

const runs = Number(process.env.FUZZ_RUNS ?? 20_000);
const seed = Number(process.env.FUZZ_SEED ?? Date.now() % 1_000_000);

const dataDir = await mkdtemp(join(tmpdir(), 'werkplaats-fuzz-'));
const database = await openDatabase({ databaseUrl: process.env.DATABASE_URL, schema: process.env.DATABASE_URL ? `fuzz_${seed}` : undefined });
await migrate(database.pool);
await loadFixture(database.pool);
const config = { ...loadConfig({ DATA_DIR: dataDir, CLIENT_DIR: join(dataDir, 'no-client') }), passwordCost: TEST_PASSWORD_COST };
const mailer = createMailer({ smtpUrl: undefined, from: config.mailFrom, dataDir });
const app = await buildApp({ config, database, mailer, logger: false });
await app.ready();

const login = async (name: string) =>
  (await app.inject({ method: 'POST', url: '/gateway/api/auth/login', payload: { login: name, password: 'welkom01' } })).json().token as string;
const target = { app, pool: database.pool, staff: await login('medewerker'), admin: await login('beheerder') };
const known = await knownIds(database.pool);
await installWriteCounter(database.pool);

const state = { fingerprint: await databaseFingerprint(database.pool) };
const serverErrors: string[] = [];
const changedOnRefusal: string[] = [];
const statuses = new Map<number, number>();
const perRoute = new Map<string, Map<number, number>>();
const started = performance.now();
for (const request of fc.sample(anyRequest(target, known, { hostile: 0.3 }), { numRuns: runs, seed })) {
  const outcome = await runCase(target, request, state);
  statuses.set(outcome.status, (statuses.get(outcome.status) ?? 0) + 1);
  const route = `${request.inject.method} ${String(request.inject.url).split('?')[0].replace(/\/[^/]*\d[^/]*/g, '/:n')}`;
  const counts = perRoute.get(route) ?? perRoute.set(route, new Map()).get(route)!;
  counts.set(outcome.status, (counts.get(outcome.status) ?? 0) + 1);
  const { method, url, payload } = request.inject;
  const line = `${method} ${String(url).slice(0, 160)} ${String(payload ?? '').slice(0, 160)} → ${outcome.status}`;
  if (outcome.status >= 500) serverErrors.push(line);
  if (outcome.changedOnRefusal) changedOnRefusal.push(line);
}
const seconds = (performance.now() - started) / 1000;

console.log(`fuzz: ${runs} cases in ${seconds.toFixed(1)} s (seed ${seed}, ${database.kind})`);
console.log(`5xx: ${serverErrors.length} (${((100 * serverErrors.length) / runs).toFixed(2)} %)`);
console.log(`refused but changed data: ${changedOnRefusal.length}`);
console.log(`statuses: ${[...statuses].sort(([a], [b]) => a - b).map(([status, n]) => `${status}×${n}`).join(' ')}`);
const show = (counts: Map<number, number>) => [...counts].sort(([a], [b]) => a - b).map(([status, n]) => `${status}×${n}`).join(' ');
if (process.env.FUZZ_ROUTES) for (const [route, counts] of perRoute) console.log(`  ${route}: ${show(counts)}`);
for (const line of serverErrors.slice(0, 15)) console.log(`  5xx  ${line}`);
for (const line of changedOnRefusal.slice(0, 15)) console.log(`  changed  ${line}`);

await app.close();
mailer.close();
await database.close();
await rm(dataDir, { recursive: true, force: true });
