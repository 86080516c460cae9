// Key press → job spooled: the real server (as the browser tests start it: a fresh data folder, a small seed) and
// the built client in headless Chromium; on each of 20 orders P then O is pressed, and the time from the O until
// the order sheet's PDF is in the order printer's spool folder is measured from here, watching the folder.
import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { buildClient, launchChromium, logInByApi, startBenchServer } from './harness/server.ts';

const PORT = 8098;
const ORDERS = 20;
/** How often the spool folder is looked at: the resolution of the figure. */
const WATCH_MS = 2;

const api = async <T>(url: string, token: string, path: string): Promise<T> =>
  (await fetch(`${url}/gateway/api${path}`, { headers: { authorization: `Bearer ${token}` } })).json() as Promise<T>;

const pdfCount = async (folder: string) => (await readdir(folder).catch(() => [])).filter((file) => file.endsWith('.pdf')).length;

async function waitForPdf(folder: string, count: number, started: number): Promise<number> {
  while ((await pdfCount(folder)) < count) {
    if (performance.now() - started > 10_000) throw new Error('geen PDF in de spoolmap binnen 10 s');
    await new Promise((resolve) => setTimeout(resolve, WATCH_MS));
  }
  return performance.now() - started;
}

async function openOrder(page: Page, url: string, order: { id: number; orderNumber: string }) {
  await page.goto(`${url}/order/t[unprocessed]/${order.id}`);
  await page.getByRole('heading', { name: new RegExp(order.orderNumber) }).waitFor();
  await page.getByRole('button', { name: 'Order printen' }).waitFor();
}

/** Milliseconds from the key press to the PDF in the spool folder, one per order. */
export async function measureKeyToSpool(): Promise<number[]> {
  const dataDir = await mkdtemp(join(tmpdir(), 'werkplaats-bench-print-'));
  const clientDir = join(dataDir, 'client');
  await buildClient(clientDir);
  const server = await startBenchServer(PORT, { DATA_DIR: dataDir, CLIENT_DIR: clientDir, SEED_ORDERS: '240', DATABASE_URL: '' });
  const browser = await launchChromium();
  try {
    const auth = await logInByApi(server.url);
    const { printers } = await api<{ printers: { order: string } }>(server.url, auth.token, '/workbench/location');
    const spool = join(dataDir, 'spool', printers.order);
    const list = await api<{ data: { id: number; orderNumber: string }[] }>(server.url, auth.token, '/workbench/order?tags[]=unprocessed&pageSize=100');
    const page = await browser.newPage({ viewport: { width: 1366, height: 768 } });
    await page.addInitScript((record) => localStorage.setItem('werkplaats.auth', JSON.stringify(record)), auth);

    const times: number[] = [];
    for (const order of list.data.slice(0, ORDERS)) {
      await openOrder(page, server.url, order);
      const before = await pdfCount(spool);
      await page.keyboard.press('p');
      const started = performance.now();
      await page.keyboard.press('o');
      times.push(await waitForPdf(spool, before + 1, started));
    }
    return times;
  } finally {
    await browser.close();
    await server.stop();
    await rm(dataDir, { recursive: true, force: true });
  }
}
