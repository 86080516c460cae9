import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import type { Order, OrderList } from '../../src/shared/schema/order.ts';
import { launchBrowser, logIn, readApi, workbenchShown } from './harness/browser.ts';
import { startServer, type RunningServer } from './harness/server.ts';

// Issue 21: with the demo's 2,000 orders, '254' also ends BLB0001254 and sits in postcodes and e-mail addresses; the
// palette's Enter opened BLB0001135 and the search listed BLB0000254 17th of 29.
describe('a short order number in the palette and the search box', () => {
  let server: RunningServer;
  let browser: Browser;
  let page: Page;
  let pageErrors: string[] = [];

  beforeAll(async () => {
    [server, browser] = await Promise.all([startServer({ SEED_ORDERS: '2000' }), launchBrowser()]);
  });
  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });
  beforeEach(async () => {
    page = await (await browser.newContext({ viewport: { width: 1366, height: 768 } })).newPage();
    page.setDefaultTimeout(10_000);
    pageErrors = [];
    page.on('pageerror', (error) => pageErrors.push(error.message));
    // A failed request is named by its address below rather than by the console's 'Failed to load resource'.
    page.on('console', (message) => {
      if (message.type() === 'error' && !message.text().startsWith('Failed to load resource')) pageErrors.push(message.text());
    });
    page.on('response', (response) => response.status() >= 400 && pageErrors.push(`${response.status()} ${response.url()}`));
    await logIn(page, server.url);
    await workbenchShown(page);
  });

  it('Ctrl+K, 254, Enter opens BLB0000254', async () => {
    await page.keyboard.press('Control+k');
    await page.getByPlaceholder('Typ een ordernummer, map of opdracht…').fill('254');
    const best = page.getByRole('option', { name: /^BLB0000254/ });
    await best.and(page.locator('[aria-selected="true"]')).waitFor();
    expect(await page.getByRole('option').first().textContent()).toMatch(/^BLB0000254/);
    await page.keyboard.press('Enter');
    await page.getByRole('heading', { name: /BLB0000254/ }).waitFor();
    expect(decodeURI(new URL(page.url()).pathname)).toMatch(/\/10000254$/);
    expect(pageErrors).toEqual([]);
  });

  it('/ 254 Enter lists BLB0000254 first, then BLB0001254', async () => {
    await page.locator('body').click({ position: { x: 5, y: 300 } });
    await page.keyboard.press('/');
    await page.keyboard.type('254');
    await page.keyboard.press('Enter');
    await page.waitForURL(/q%5B254%5D|q\[254\]/);
    const numbers = page.locator('[role="row"][aria-rowindex] .order-cell--number');
    await expect.poll(() => numbers.first().textContent()).toBe('BLB0000254');
    expect(await numbers.nth(1).textContent()).toBe('BLB0001254');

    // '/' again selects the last search: what is typed replaces it.
    await page.locator('body').click({ position: { x: 5, y: 300 } });
    await page.keyboard.press('/');
    await page.keyboard.type('1254');
    await page.keyboard.press('Enter');
    await page.waitForURL(/q%5B1254%5D|q\[1254\]/);
    await expect.poll(() => numbers.first().textContent()).toBe('BLB0001254');
    expect(pageErrors).toEqual([]);
  });

  // Found clicking through: after '/ 254 Enter' the focus stayed in the box, so ↓ did nothing, and Chromium's search
  // field emptied itself on the Esc needed to leave it.
  it('after / and Enter the keys step through the results; ↓ in the box searches or steps; Esc keeps the text', async () => {
    const searchBox = page.getByRole('searchbox', { name: /Zoeken/ });
    const heading = (orderNumber: string) => page.getByRole('heading', { name: new RegExp(orderNumber) });
    await page.locator('body').click({ position: { x: 5, y: 300 } });
    await page.keyboard.press('/');
    await page.keyboard.type('254');
    await page.keyboard.press('Enter');
    await page.waitForURL(/q%5B254%5D|q\[254\]/);
    await page.getByText(/^Getoond 1 - \d+ van \d+$/).waitFor();
    expect(await searchBox.evaluate((input) => input === document.activeElement)).toBe(false);
    await page.keyboard.press('ArrowDown');
    await heading('BLB0000254').waitFor();
    await page.keyboard.press('ArrowDown');
    await heading('BLB0001254').waitFor();

    await page.keyboard.press('/');
    await page.keyboard.press('Escape');
    expect(await searchBox.inputValue()).toBe('254');
    const third = await page.locator('[role="row"][aria-rowindex] .order-cell--number').nth(2).textContent();
    await page.keyboard.press('/');
    await page.keyboard.press('ArrowDown');
    await heading(third!).waitFor();

    await page.keyboard.press('/');
    await page.keyboard.type('1254');
    await page.keyboard.press('ArrowDown');
    await page.waitForURL(/q%5B1254%5D|q\[1254\]/);
    await page.getByText('Getoond 1 - 1 van 1', { exact: true }).waitFor();
    await page.keyboard.press('ArrowDown');
    await heading('BLB0001254').waitFor();
    expect(pageErrors).toEqual([]);
  });

  it("/ and a customer's e-mail address, whole or cut anywhere, list exactly the orders holding it", async () => {
    const order = await readApi<Order>(page, '/workbench/order/10000254');
    const address = order.customer.emailAddress.toLowerCase();
    const numbers = page.locator('[role="row"][aria-rowindex] .order-cell--number');
    for (const text of [address, address.slice(2, -3)]) {
      const holding = await readApi<OrderList>(page, `/workbench/order?q=${encodeURIComponent(text)}&pageSize=200`);
      expect(holding.meta.total, `orders holding '${text}'`).toBeGreaterThan(0);
      await page.locator('body').click({ position: { x: 5, y: 300 } });
      await page.keyboard.press('/');
      await page.keyboard.type(text);
      await page.keyboard.press('Enter');
      const count = Math.min(holding.meta.total, 50);
      await page.getByText(`Getoond 1 - ${count} van ${holding.meta.total}`, { exact: true }).waitFor();
      expect(await numbers.allTextContents()).toContain('BLB0000254');
    }
    expect(pageErrors).toEqual([]);
  });
});
