// npm run bench:pages — what 20 concurrent 10,000-row list pages cost everyone else: the latency
// of GET /env (which touches no database) while they run, against idle. BIG_PAGE_ORDERS (default 30000).
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { logInByApi, startBenchServer } from './harness/server.ts';

const ORDERS = Number(process.env.BIG_PAGE_ORDERS ?? 30_000);
const CONCURRENT = 20;
const PAGE_SIZE = 10_000;

const percentile = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return Math.round(sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] * 10) / 10;
};
const timed = async (url: string, init?: RequestInit) => {
  const started = performance.now();
  const response = await fetch(url, init);
  await response.arrayBuffer();
  return { ms: performance.now() - started, status: response.status };
};

const dataDir = await mkdtemp(join(tmpdir(), 'werkplaats-big-pages-'));
const server = await startBenchServer(8400 + Math.floor(Math.random() * 500), { DATA_DIR: dataDir, SEED_ORDERS: String(ORDERS) });
try {
  const { token } = await logInByApi(server.url);
  const headers = { authorization: `Bearer ${token}` };
  const bigPage = `${server.url}/gateway/api/workbench/order?pageSize=${PAGE_SIZE}`;
  const env = `${server.url}/gateway/api/env`;
  await timed(bigPage, { headers });

  const idle: number[] = [];
  for (let i = 0; i < 50; i++) idle.push((await timed(env)).ms);

  const during: number[] = [];
  let running = true;
  const poll = (async () => {
    while (running) {
      during.push((await timed(env)).ms);
      await new Promise((resolve) => setTimeout(resolve, 10));
    }
  })();
  const started = performance.now();
  const pages = await Promise.all(Array.from({ length: CONCURRENT }, () => timed(bigPage, { headers })));
  const wall = performance.now() - started;
  running = false;
  await poll;

  const pageMs = pages.map((page) => page.ms);
  console.log(`${ORDERS} orders; ${CONCURRENT} concurrent pages of ${PAGE_SIZE} rows (statuses ${[...new Set(pages.map((p) => p.status))].join(',')})`);
  console.log(`  all pages done in ${Math.round(wall)} ms; one page p50 ${percentile(pageMs, 50)} ms, max ${percentile(pageMs, 100)} ms`);
  console.log(`  GET /env idle:   p50 ${percentile(idle, 50)} ms, p95 ${percentile(idle, 95)} ms, max ${percentile(idle, 100)} ms`);
  console.log(`  GET /env during: p50 ${percentile(during, 50)} ms, p95 ${percentile(during, 95)} ms, max ${percentile(during, 100)} ms (${during.length} requests)`);
} finally {
  await server.stop();
  await rm(dataDir, { recursive: true, force: true });
}
