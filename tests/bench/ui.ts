// npm run bench:ui — the workbench in headless Chromium with 100,000 orders and a page of 10,000 rows:
// ArrowDown to the next order's detail painted, palette open to first paint, long tasks while scrolling
// fast through the list, and the initial JavaScript size. Figures, not a test; see the README.
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { INITIAL_SCRIPT_BUDGET_KB, initialScriptGzipKb } from '../helpers/initial-script.ts';
import { buildClient, launchChromium, logInByApi, startBenchServer } from './harness/server.ts';

const ORDERS = Number(process.env.BENCH_ORDERS ?? 100_000);
const PAGE_SIZE = 10_000;
const PRESSES = 100;
const PORT = 8099;

const percentile = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return Math.round(sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] * 10) / 10;
};

/**
 * In-page probe, as plain JavaScript (tsx would wrap TypeScript functions in helpers the page lacks):
 * time from a key press to the frame after the DOM shows what `changed` (a JS expression) waits for.
 */
const PROBE_SCRIPT = `
window.__armProbe = (key, changed) => new Promise((resolve) => {
  const done = new Function('return (' + changed + ')');
  let start = 0;
  const onKey = (event) => {
    if (event.key !== key) return;
    start = performance.now();
    window.__pressedAt = start;
    window.removeEventListener('keydown', onKey, { capture: true });
  };
  window.addEventListener('keydown', onKey, { capture: true });
  const observer = new MutationObserver(() => {
    if (!start || !done()) return;
    observer.disconnect();
    // The task after the next animation frame runs once that frame is painted.
    requestAnimationFrame(() => setTimeout(() => resolve(performance.now() - start)));
  });
  observer.observe(document.body, { subtree: true, childList: true, characterData: true });
});`;

/** Presses `press` and returns the milliseconds until the frame after `changed` holds. */
async function timeToPaint(page: Page, key: string, press: string, changed: string): Promise<number> {
  // Braces: returning the promise would make Playwright wait for it before the key is pressed.
  await page.evaluate(([k, c]) => {
    (window as any).__probe = (window as any).__armProbe(k, c);
  }, [key, changed]);
  await page.keyboard.press(press);
  const timeout = new Promise<never>((_, reject) => setTimeout(() => reject(new Error(`${press}: nothing painted within 10 s`)), 10_000));
  return Promise.race([page.evaluate(() => (window as any).__probe as Promise<number>), timeout]);
}

async function main() {
  const dataDir = await mkdtemp(join(tmpdir(), 'werkplaats-bench-ui-'));
  const clientDir = join(dataDir, 'client');
  await buildClient(clientDir);
  const scriptKb = await initialScriptGzipKb(clientDir);

  console.log(`Seeding ${ORDERS} orders…`);
  const server = await startBenchServer(PORT, { DATA_DIR: dataDir, CLIENT_DIR: clientDir, SEED_ORDERS: String(ORDERS), DATABASE_URL: '' });
  const base = server.url;
  console.log('Server ready; measuring in Chromium…');
  const auth = await logInByApi(base);
  const browser = await launchChromium();
  try {
    const page = await browser.newPage({ viewport: { width: 1440, height: 900 } });
    await page.addInitScript((record) => localStorage.setItem('werkplaats.auth', JSON.stringify(record)), auth);
    await page.addInitScript({ content: PROBE_SCRIPT });
    await page.addInitScript(() => {
      // Room for every request of the run (the default keeps 250): the fetch figures below read them all.
      performance.setResourceTimingBufferSize(10_000);
      (window as unknown as { __longTasks: number[] }).__longTasks = [];
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries()) (window as unknown as { __longTasks: number[] }).__longTasks.push(entry.duration);
      }).observe({ type: 'longtask', buffered: true });
    });
    const loadStart = Date.now();
    await page.goto(`${base}/order/t[unprocessed]?pageSize=${PAGE_SIZE}`);
    await page.getByText(/^Getoond 1 - \d+ van \d+$/).waitFor({ timeout: 60_000 });
    await page.locator('.order-table [role="row"][aria-rowindex]').first().waitFor();
    const listLoadMs = Date.now() - loadStart;
    await page.locator('.order-table').focus();

    // ArrowDown → next order's detail painted, and whether that order was fetched ahead (no request after the key).
    const arrowDown: number[] = [];
    let fetchedAfterKey = 0;
    for (let press = 0; press < PRESSES; press++) {
      const before = await page.locator('.detail-header__number').textContent().catch(() => null);
      const changed = `document.querySelector('.detail-header__number')?.textContent ?? null) !== (${JSON.stringify(before)}`;
      arrowDown.push(await timeToPaint(page, 'ArrowDown', 'ArrowDown', `(${changed}) && !!document.querySelector('.detail-header__number')`));
      const waited = await page.evaluate(() => {
        const opened = `/workbench/order/${window.location.pathname.split('/').pop()}`;
        const pressedAt = (window as unknown as { __pressedAt: number }).__pressedAt;
        return performance.getEntriesByType('resource').some((entry) => entry.name.endsWith(opened) && entry.startTime >= pressedAt);
      });
      if (waited) fetchedAfterKey++;
    }

    const detailFetch = await page.evaluate(() =>
      performance
        .getEntriesByType('resource')
        .filter((entry) => /\/workbench\/order\/\d+$/.test(entry.name))
        .map((entry) => entry.duration),
    );

    // Ctrl+K → palette painted.
    const palette: number[] = [];
    for (let open = 0; open < 20; open++) {
      palette.push(await timeToPaint(page, 'k', 'Control+k', `!!document.querySelector('[cmdk-input]')`));
      await page.keyboard.press('Escape');
      await page.locator('[cmdk-input]').waitFor({ state: 'detached' });
    }

    // A fast scroll through the 10,000 rows: 600 px per frame, counting long tasks on the way.
    const scroll = await page.evaluate(async () => {
      const scroller = document.querySelector('.order-table') as HTMLElement;
      const tasks = (window as unknown as { __longTasks: number[] }).__longTasks;
      const before = tasks.length;
      const started = performance.now();
      let frames = 0;
      scroller.scrollTop = 0;
      while (scroller.scrollTop + scroller.clientHeight < scroller.scrollHeight - 1) {
        scroller.scrollTop += 600;
        frames++;
        await new Promise((resolve) => requestAnimationFrame(resolve));
      }
      await new Promise((resolve) => setTimeout(resolve, 200));
      const longTasks = tasks.slice(before);
      return { frames, ms: performance.now() - started, longTasks: longTasks.length, longest: Math.max(0, ...longTasks) };
    });

    const rows = [
      ['Initial JavaScript (gzip)', `${scriptKb} kB`, `≤ ${INITIAL_SCRIPT_BUDGET_KB} kB`],
      ['List of 10,000 rows: navigation to rows shown', `${listLoadMs} ms`, '—'],
      [`ArrowDown → next detail painted (${PRESSES} presses)`, `p50 ${percentile(arrowDown, 50)} ms, p95 ${percentile(arrowDown, 95)} ms`, 'p95 ≤ 33 ms'],
      ['ArrowDown: orders fetched after their key (not ahead)', `${fetchedAfterKey} of ${PRESSES}`, '0'],
      ['Fetching an order (ahead of the key press, from the list neighbours)', `p50 ${percentile(detailFetch, 50)} ms, p95 ${percentile(detailFetch, 95)} ms`, '—'],
      ['Ctrl+K → palette painted (20 opens)', `p50 ${percentile(palette, 50)} ms, p95 ${percentile(palette, 95)} ms`, 'p95 ≤ 33 ms'],
      [`Fast scroll through 10,000 rows (${scroll.frames} frames, ${Math.round(scroll.ms)} ms)`, `${scroll.longTasks} long tasks (longest ${Math.round(scroll.longest)} ms)`, 'none'],
    ];
    console.log(`\n${ORDERS} orders, page of ${PAGE_SIZE} rows, headless Chromium\n`);
    console.log(['| measure | result | budget |', '|---|---|---|', ...rows.map((row) => `| ${row.join(' | ')} |`)].join('\n'));
    if (scriptKb > INITIAL_SCRIPT_BUDGET_KB) {
      console.error(`\nInitial JavaScript ${scriptKb} kB gzip is over its budget of ${INITIAL_SCRIPT_BUDGET_KB} kB.`);
      process.exitCode = 1;
    }
  } finally {
    await browser.close();
    await server.stop();
    await rm(dataDir, { recursive: true, force: true });
  }
}

await main();
