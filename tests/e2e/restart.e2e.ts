import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { launchBrowser, logIn } from './harness/browser.ts';
import { startServer, type RunningServer } from './harness/server.ts';

describe('a server restart in Chromium', () => {
  let dataDir: string;
  let server: RunningServer | undefined;
  let browser: Browser;
  let page: Page;

  beforeAll(async () => {
    dataDir = await mkdtemp(join(tmpdir(), 'werkplaats-e2e-restart-'));
    [server, browser] = await Promise.all([startServer({}, { dataDir }), launchBrowser()]);
    page = await browser.newPage({ viewport: { width: 1366, height: 768 } });
    page.setDefaultTimeout(15_000);
  });
  afterAll(async () => {
    await browser?.close();
    await server?.stop();
    await rm(dataDir, { recursive: true, force: true });
  });

  it('waits in Dutch while the server is down, and reloads into the workbench once it is back', { timeout: 60_000 }, async () => {
    await logIn(page, server!.url);
    await page.getByRole('row').filter({ hasText: /BLB\d{7}/ }).first().waitFor();
    const visited: string[] = [];
    page.on('framenavigated', (frame) => frame === page.mainFrame() && visited.push(frame.url()));
    const port = Number(new URL(server!.url).port);

    await server!.stop();
    server = undefined;
    const overlay = page.getByRole('alertdialog');
    await overlay.getByText('De applicatie is bijgewerkt. Wachten tot de server weer bereikbaar is…').waitFor();
    // Down while the page asks three times whether it is back: it must keep waiting, not reload into the browser's
    // error page.
    for (let attempt = 0; attempt < 3; attempt++) {
      await page.waitForEvent('requestfailed', { predicate: (request) => request.url().endsWith('/gateway/api/env'), timeout: 15_000 });
    }
    expect(visited).toEqual([]);
    expect(await overlay.isVisible()).toBe(true);

    server = await startServer({}, { dataDir, port });
    // The page polls with a doubling wait of at most 3 s; the margin is for a loaded CI machine.
    await page.waitForEvent('framenavigated', { timeout: 30_000 });
    await page.getByRole('row').filter({ hasText: /BLB\d{7}/ }).first().waitFor();
    expect(visited.some((url) => url.startsWith('chrome-error:'))).toBe(false);
    expect(decodeURI(new URL(page.url()).pathname)).toBe('/order/t[unprocessed]');
  });
});
