import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { launchBrowser, logIn } from './harness/browser.ts';
import { startServer, type RunningServer } from './harness/server.ts';

const path = (page: Page) => decodeURI(new URL(page.url()).pathname);

describe('the keyboard beyond the order list, in Chromium', () => {
  let server: RunningServer;
  let browser: Browser;
  let context: BrowserContext;
  let page: Page;

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
  });

  it("on /admin, Ctrl+K opens the palette and 'g n' goes to the new orders", async () => {
    await logIn(page, server.url, 'beheerder');
    await page.getByRole('link', { name: 'Beheer' }).click();
    await page.getByRole('heading', { name: 'Dashboard' }).waitFor();

    await page.keyboard.press('Control+k');
    // (cmdk's dialog element itself has no size: its visible box is the input and the list.)
    const input = page.getByPlaceholder('Typ een ordernummer, map of opdracht…');
    await input.waitFor();
    await expect.poll(() => page.evaluate(() => document.activeElement?.getAttribute('placeholder'))).toMatch(/^Typ een ordernummer/);
    // Commands that need an open order are not offered here.
    await page.keyboard.type('Order verwerken');
    await page.getByText('Niets gevonden').waitFor();
    await page.keyboard.press('Escape');
    await input.waitFor({ state: 'detached' });

    await page.keyboard.press('g');
    await page.keyboard.press('n');
    await expect.poll(() => path(page)).toBe('/order/t[unprocessed]');
    await page.getByRole('row').filter({ hasText: /BLB\d{7}/ }).first().waitFor();
  });

  it("'?' on /admin lists the Beheer key for an administrator; staff never see it", async () => {
    await logIn(page, server.url, 'beheerder');
    await page.goto(`${server.url}/admin`);
    await page.getByRole('heading', { name: 'Dashboard' }).waitFor();
    await page.keyboard.press('?');
    await page.getByRole('dialog', { name: 'Sneltoetsen' }).getByText('Beheer', { exact: true }).waitFor();

    await context.close();
    context = await browser.newContext({ viewport: { width: 1366, height: 768 } });
    page = await context.newPage();
    await logIn(page, server.url);
    await page.keyboard.press('?');
    const sheet = page.getByRole('dialog', { name: 'Sneltoetsen' });
    await sheet.getByText('Nieuwe orders', { exact: true }).waitFor();
    expect(await sheet.getByText('Beheer', { exact: true }).count()).toBe(0);
  });

  it("opens Vandaag, Morgen and Overig from the sidebar and with 'g t', 'g m', 'g o'", async () => {
    await logIn(page, server.url);
    await page.getByRole('row').filter({ hasText: /BLB\d{7}/ }).first().waitFor();
    for (const [key, folder, title] of [['t', 'today', 'Vandaag'], ['m', 'tomorrow', 'Morgen'], ['o', 'other', 'Overig']]) {
      await page.locator('body').click({ position: { x: 5, y: 600 } });
      await page.keyboard.press('g');
      await page.keyboard.press(key);
      await expect.poll(() => path(page)).toBe(`/order/t[${folder}]`);
      await expect.poll(() => page.getByRole('link', { name: new RegExp(`^${title} \\d*$`) }).getAttribute('aria-current')).toBe('page');
      await page.getByText(/^Getoond \d+ - \d+ van \d+$/).waitFor();
      expect(await page.getByText('Controleer uw gegevens').count()).toBe(0);
    }
    // The seed has orders for the coming days: the sidebar counts add up to the unprocessed total.
    const counts = await Promise.all(
      ['Vandaag', 'Morgen', 'Overig'].map(async (title) =>
        Number((await page.getByRole('link', { name: new RegExp(`^${title} \\d*$`) }).textContent())!.replace(/\D/g, '')),
      ),
    );
    await page.getByRole('link', { name: 'Nieuwe orders' }).first().click();
    const shownTotal = async () => Number((await page.getByText(/^Getoond \d+ - \d+ van \d+$/).textContent())!.split(' van ')[1]);
    await expect.poll(shownTotal).toBe(counts.reduce((a, b) => a + b, 0));
  });
});
