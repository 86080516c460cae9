import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { launchBrowser, logIn } from './harness/browser.ts';
import { startServer, type RunningServer } from './harness/server.ts';

// Closing an action panel once blanked the whole app in Chromium (an effect returned scrollTo's Promise, which
// React then called as its cleanup); jsdom's scrollTo returns undefined, so only a real browser shows it.
describe('action panels in Chromium', () => {
  let server: RunningServer;
  let browser: Browser;
  let context: BrowserContext;
  let page: Page;
  let pageErrors: string[];

  beforeAll(async () => {
    [server, browser] = await Promise.all([startServer(), launchBrowser()]);
  });
  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });
  beforeEach(async () => {
    await context?.close();
    context = await browser.newContext({ viewport: { width: 1366, height: 768 } });
    page = await context.newPage();
    page.setDefaultTimeout(10_000);
    pageErrors = [];
    page.on('pageerror', (error) => pageErrors.push(error.message));
    page.on('console', (message) => {
      if (message.type() === 'error') pageErrors.push(message.text());
    });
  });

  async function openActionPanel(): Promise<number> {
    await logIn(page, server.url);
    const row = page.getByRole('row').filter({ hasText: /BLB\d{7}/ }).first();
    await row.click();
    await page.waitForURL(/\/order\/t\[unprocessed\]\/\d+$/);
    const id = Number(/\/(\d+)$/.exec(page.url())![1]);
    await page.goto(`${server.url}/order/t[unprocessed]/${id}/addPhoto`);
    await page.getByRole('heading', { name: "Foto's toevoegen" }).waitFor();
    // The keys act on the list once it is there.
    await page.getByRole('row').filter({ hasText: /BLB\d{7}/ }).first().waitFor();
    return id;
  }

  async function expectWorkbenchStillThere(id: number) {
    await expect.poll(() => decodeURI(new URL(page.url()).pathname)).toMatch(/^\/order\/t\[unprocessed\]\/\d+$/);
    await page.getByRole('heading', { name: "Foto's toevoegen" }).waitFor({ state: 'detached' });
    await page.getByRole('grid', { name: 'Orders' }).waitFor();
    await page.getByRole('region', { name: 'Orderdetails' }).waitFor();
    expect(await page.getByRole('article').count()).toBe(1);
    expect(pageErrors).toEqual([]);
    return id;
  }

  it('closes by its ✕ and the workbench stays', async () => {
    const id = await openActionPanel();
    await page.getByRole('button', { name: 'Sluiten' }).click();
    await expectWorkbenchStillThere(id);
    expect(decodeURI(new URL(page.url()).pathname)).toBe(`/order/t[unprocessed]/${id}`);
  });

  it('closes with Escape and the workbench stays', async () => {
    const id = await openActionPanel();
    await page.locator('.action-panel__body').click();
    await page.keyboard.press('Escape');
    await expectWorkbenchStillThere(id);
    expect(decodeURI(new URL(page.url()).pathname)).toBe(`/order/t[unprocessed]/${id}`);
  });

  it('ArrowDown on an action route opens the next order and the workbench stays', async () => {
    const id = await openActionPanel();
    await page.locator('.action-panel__body').click();
    await page.keyboard.press('ArrowDown');
    await expectWorkbenchStillThere(id);
    expect(decodeURI(new URL(page.url()).pathname)).not.toBe(`/order/t[unprocessed]/${id}`);
  });
});
