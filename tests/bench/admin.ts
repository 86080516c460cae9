// npm run bench:admin — the administrator's dashboard at 100,000 orders: every statistic over the default range
// (the last 30 days) and over a full year, on PGlite and on PostgreSQL (DATABASE_URL or the local default); and
// the admin pages' lazy chunks with the initial JavaScript, which the admin pages must not make bigger.
// Figures, not a test; see the README.
import { fork } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import type { Rolldown } from 'vite';
import { dropSchema } from '../../src/server/db/database.ts';
import { amsterdamToday } from '../../src/shared/domain/dates.ts';
import { STATISTIC_IDS } from '../../src/shared/schema/stats.ts';
import { eagerScripts } from './harness/initial-js.ts';
import { buildClient, logInByApi } from './harness/server.ts';

const CALLS = Number(process.env.BENCH_CALLS ?? 50);
const POSTGRES_URL = process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
const SCHEMA = 'bench_admin';
/** The initial JavaScript before issue 13 (README, bench:photos): the admin pages may not add to it. */
const INITIAL_KB_BEFORE = Number(process.env.INITIAL_KB_BEFORE ?? 228.5);

const percentile = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return Math.round(sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] * 10) / 10;
};

/** tests/bench/admin-server.ts in its own process: it seeds the orders, delivers their parcels and listens. */
async function startSeededServer(env: Record<string, string>) {
  const child = fork(new URL('./admin-server.ts', import.meta.url), {
    env: { ...process.env, ...env, LOG_LEVEL: 'warn' }, execArgv: ['--import', 'tsx'],
  });
  const ready = await new Promise<{ port: number; seedMs: number }>((resolve, reject) => {
    child.on('message', (message: { type: string; port: number; seedMs: number }) => {
      if (message.type === 'ready') resolve(message);
    });
    child.once('exit', (code) => reject(new Error(`bench server stopped with code ${code}`)));
  });
  return {
    ...ready,
    url: `http://127.0.0.1:${ready.port}`,
    async stop() {
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.send({ type: 'stop' });
      await exited;
    },
  };
}

async function measure(kind: 'pglite' | 'postgres'): Promise<string[][]> {
  const dataDir = await mkdtemp(join(tmpdir(), 'werkplaats-bench-admin-'));
  const env: Record<string, string> = { DATA_DIR: dataDir, DATABASE_URL: '' };
  if (kind === 'postgres') Object.assign(env, { DATABASE_URL: POSTGRES_URL, DATABASE_SCHEMA: SCHEMA });
  if (kind === 'postgres') await dropSchema(POSTGRES_URL, SCHEMA);
  const server = await startSeededServer(env);
  console.log(`${kind}: 100.000 orders geschreven in ${(server.seedMs / 1000).toFixed(1)} s`);
  try {
    const { token } = await logInByApi(server.url, 'beheerder');
    const headers = { authorization: `Bearer ${token}` };
    const today = amsterdamToday();
    const yearAgo = new Date(Date.parse(today) - 365 * 86_400_000).toISOString().slice(0, 10);
    const rows: string[][] = [];
    const ranges = [['30 dagen', ''], ['366 dagen', `?from=${yearAgo}&to=${today}`]];
    for (const id of STATISTIC_IDS) for (const [range, query] of ranges) {
      const url = `${server.url}/gateway/api/workbench/stats/${id}${query}`;
      const times: number[] = [];
      let points = 0;
      for (let call = 0; call <= CALLS; call++) {
        const started = performance.now();
        const response = await fetch(url, { headers });
        if (!response.ok) throw new Error(`${url}: ${response.status} ${await response.text()}`);
        const statistic = await response.json();
        if (call > 0) times.push(performance.now() - started); // the first call warms up
        points = statistic.series.reduce((sum: number, series: { data: unknown[] }) => sum + series.data.length, 0);
      }
      rows.push([kind, id, range, String(points), String(percentile(times, 50)), String(percentile(times, 95))]);
      console.log(rows.at(-1)!.join(' '));
    }
    return rows;
  } finally {
    await server.stop();
    await rm(dataDir, { recursive: true, force: true });
    if (kind === 'postgres') await dropSchema(POSTGRES_URL, SCHEMA);
  }
}

/** Every chunk with a module of the admin pages, gzipped, and whether index.html loads it before the app runs. */
async function adminChunks() {
  const clientDir = await mkdtemp(join(tmpdir(), 'werkplaats-bench-admin-client-'));
  try {
    const build = (await buildClient(clientDir)) as Rolldown.RolldownOutput;
    const eager = await eagerScripts(clientDir);
    const eagerFiles = new Set(eager.map((script) => script.file));
    const chunks = build.output
      .filter((item): item is Rolldown.OutputChunk => item.type === 'chunk')
      .filter((chunk) => chunk.moduleIds.some((id) => id.includes('/src/client/admin/')))
      .map((chunk) => ({
        file: chunk.fileName,
        gzipKb: Math.round(gzipSync(chunk.code).length / 102.4) / 10,
        lazy: !eagerFiles.has(chunk.fileName),
      }));
    const initialKb = Math.round(eager.reduce((sum, script) => sum + script.gzipKb, 0) * 10) / 10;
    return { chunks, initialKb, scripts: eager.length };
  } finally {
    await rm(clientDir, { recursive: true, force: true });
  }
}

const stats = [...(await measure('pglite')), ...(await measure('postgres'))];
const client = await adminChunks();
console.log(`\nStatistieken bij 100.000 orders, ${CALLS} aanroepen na elkaar per regel (budget p95 ≤ 100 ms)\n`);
console.log(['| database | statistiek | bereik | punten | p50 ms | p95 ms |', '|---|---|---|---|---|---|',
  ...stats.map((row) => `| ${row.join(' | ')} |`)].join('\n'));
console.log('\n| chunk (admin pages) | gzip kB | loads |\n|---|---|---|');
for (const chunk of client.chunks) {
  console.log(`| ${chunk.file} | ${chunk.gzipKb} | ${chunk.lazy ? 'lazy' : 'EAGER (the admin shell)'} |`);
}
const grown = Math.round((client.initialKb - INITIAL_KB_BEFORE) * 10) / 10;
const change = `${grown >= 0 ? '+' : ''}${grown} kB`;
console.log(`\nInitial JavaScript, gzip (${client.scripts} scripts): ${client.initialKb} kB`
  + ` (${INITIAL_KB_BEFORE} kB before issue 13: ${change})`);
