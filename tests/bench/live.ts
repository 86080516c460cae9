// npm run bench:live — how fast a save on one workstation shows on another: two Chromium contexts with the same
// order open; A saves the customer comment (the PUT the block's Opslaan sends), B's screen shows it. Measured on
// one server (PGlite) and on two server instances sharing PostgreSQL. Then, on the PGlite server, the requests each
// action of issue 23 costs 20 workstations, and an idle minute with a print under way. Figures, not a test; see the
// README.
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { buildClient, launchChromium, logInByApi, startBenchServer } from './harness/server.ts';
import { addSlowPrinter } from './harness/slow-printer.ts';
import { openWorkstation } from './harness/workstation.ts';
import { formatCosts, measureRequestsPerAction, type ActionCost } from './requests-per-action.ts';
import { dropSchema } from '../../src/server/db/database.ts';

const EDITS = 50;
const POSTGRES_URL = process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
const SCHEMA = 'bench_live';

const percentile = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return Math.round(sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] * 10) / 10;
};

async function openListeningWorkstation(browser: Browser, base: string, orderPath: string): Promise<Page> {
  const page = await openWorkstation(browser, base, orderPath, await logInByApi(base));
  await page.waitForTimeout(500); // let the live socket connect
  return page;
}

/** A saves a new comment; returns the milliseconds until B's page shows it. */
async function saveAndWatch(saver: Page, watcher: Page, orderId: number, text: string): Promise<number> {
  const seen = watcher.evaluate(
    (expected) =>
      new Promise<number>((resolve) => {
        const observer = new MutationObserver(() => {
          if (!document.body.textContent?.includes(expected)) return;
          observer.disconnect();
          requestAnimationFrame(() => setTimeout(() => resolve(Date.now())));
        });
        observer.observe(document.body, { subtree: true, childList: true, characterData: true });
      }),
    text,
  );
  await watcher.waitForTimeout(20);
  const sent = await saver.evaluate(
    async ({ orderId, text }) => {
      const auth = JSON.parse(localStorage.getItem('werkplaats.auth')!);
      const headers = { authorization: `Bearer ${auth.token}`, 'content-type': 'application/json' };
      const current = await (await fetch(`/gateway/api/workbench/order/${orderId}`, { headers })).json();
      const started = Date.now();
      const response = await fetch(`/gateway/api/workbench/order/${orderId}`, {
        method: 'PUT',
        headers,
        body: JSON.stringify({ version: current.version, comment: text }),
      });
      if (!response.ok) throw new Error(`save failed: ${response.status}`);
      return started;
    },
    { orderId, text },
  );
  return (await seen) - sent;
}

async function measure(browser: Browser, baseA: string, baseB: string): Promise<number[]> {
  const list = await logInByApi(baseA, 'beheerder');
  const orders = await (await fetch(`${baseA}/gateway/api/workbench/order?tags[]=unprocessed`, {
    headers: { authorization: `Bearer ${list.token}` },
  })).json();
  const order = orders.data[5];
  const path = `/order/t[unprocessed]/${order.id}`;
  const [a, b] = [await openListeningWorkstation(browser, baseA, path), await openListeningWorkstation(browser, baseB, path)];
  const times: number[] = [];
  for (let edit = 0; edit < EDITS; edit++) times.push(await saveAndWatch(a, b, order.id, `Bench opmerking ${edit} ${Date.now()}`));
  await a.context().close();
  await b.context().close();
  return times;
}

const client = await mkdtemp(join(tmpdir(), 'werkplaats-bench-live-'));
await buildClient(join(client, 'dist'));
const clientEnv = { CLIENT_DIR: join(client, 'dist') };
const browser = await launchChromium();
const rows: string[] = [];
let costs: ActionCost[] = [];
try {
  const serverEnv = { ...clientEnv, SEED_ORDERS: '2000', PASSWORD_COST: '12' };
  // Its jobs outlast the idle minute of measureRequestsPerAction.
  const slowPrinter = await addSlowPrinter(join(client, 'pglite'), 150);
  const single = await startBenchServer(8101, { ...serverEnv, DATA_DIR: join(client, 'pglite'), DATABASE_URL: '' });
  const one = await measure(browser, single.url, single.url);
  costs = await measureRequestsPerAction(browser, single.url).finally(async () => {
    await single.stop();
    await slowPrinter.stop();
  });
  rows.push(`| one server (PGlite) | ${percentile(one, 50)} ms | ${percentile(one, 95)} ms | < 150 ms |`);

  await dropSchema(POSTGRES_URL, SCHEMA);
  const pgEnv = { ...serverEnv, DATABASE_URL: POSTGRES_URL, DATABASE_SCHEMA: SCHEMA };
  const first = await startBenchServer(8102, { ...pgEnv, DATA_DIR: join(client, 'a') });
  const second = await startBenchServer(8103, { ...pgEnv, DATA_DIR: join(client, 'b') });
  const two = await measure(browser, first.url, second.url).finally(async () => {
    await first.stop();
    await second.stop();
  });
  rows.push(`| two servers on PostgreSQL (A saves on one, B watches the other) | ${percentile(two, 50)} ms | ${percentile(two, 95)} ms | < 150 ms |`);
} finally {
  await browser.close();
  await dropSchema(POSTGRES_URL, SCHEMA);
  await rm(client, { recursive: true, force: true });
}
console.log(`\nSave on workstation A → shown on workstation B, ${EDITS} edits each\n`);
console.log(['| setup | p50 | p95 | budget |', '|---|---|---|---|', ...rows].join('\n'));
console.log('\nHTTP requests per action, one server (PGlite)\n');
console.log(formatCosts(costs).join('\n'));
