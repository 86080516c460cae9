import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { launchBrowser, logIn } from './harness/browser.ts';
import { startServer, type RunningServer } from './harness/server.ts';

const ORDER_PATH = /\/order\/t\[unprocessed\]\/(\d+)$/;

describe('the workbench in Chromium', () => {
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
    context = await browser.newContext({ viewport: { width: 1440, height: 900 } });
    page = await context.newPage();
    // Shorter than the test's own timeout, so a step that hangs names itself.
    page.setDefaultTimeout(10_000);
  });

  const openOrderId = () => Number(ORDER_PATH.exec(new URL(page.url()).pathname.replace(/%5B/g, '[').replace(/%5D/g, ']'))?.[1]);

  it('logs in and shows the unprocessed orders', async () => {
    await page.goto(`${server.url}/`);
    await page.waitForURL(/\/auth\/login/);
    await logIn(page, server.url);
    await expect.poll(() => decodeURI(new URL(page.url()).pathname)).toBe('/order/t[unprocessed]');
    await page.getByText(/^Pagina 1 van \d+$/).waitFor();
    await page.getByText(/^Getoond 1 - \d+ van \d+$/).waitFor();
    expect(await page.getByRole('row').filter({ hasText: /BLB\d{7}/ }).count()).toBeGreaterThan(5);
  });

  it('walks through the orders with ArrowDown and ArrowUp', async () => {
    await logIn(page, server.url);
    await page.getByRole('row').filter({ hasText: /BLB\d{7}/ }).first().waitFor();
    await page.locator('body').click({ position: { x: 5, y: 300 } });
    await page.keyboard.press('ArrowDown');
    await page.waitForURL(ORDER_PATH);
    const first = openOrderId();
    const firstNumber = await page.getByRole('row', { selected: true }).textContent();
    await page.getByRole('heading', { name: new RegExp(`BLB${String(first % 10_000_000).padStart(7, '0')}`) }).waitFor();

    await page.keyboard.press('ArrowDown');
    await expect.poll(openOrderId).not.toBe(first);
    const second = openOrderId();
    await page.getByRole('heading', { name: new RegExp(`BLB${String(second % 10_000_000).padStart(7, '0')}`) }).waitFor();
    expect(await page.getByRole('row', { selected: true }).textContent()).not.toBe(firstNumber);

    await page.keyboard.press('ArrowUp');
    await expect.poll(openOrderId).toBe(first);
  });

  it('opens an order from the palette: Ctrl+K, its number, Enter', async () => {
    await logIn(page, server.url);
    const target = await page.evaluate(async () => {
      const auth = JSON.parse(localStorage.getItem('werkplaats.auth')!);
      const response = await fetch('/gateway/api/workbench/order?tags[]=processed&page=2', {
        headers: { authorization: `Bearer ${auth.token}` },
      });
      return (await response.json()).data[3] as { id: number; orderNumber: string };
    });
    await page.keyboard.press('Control+k');
    await page.getByPlaceholder('Typ een ordernummer, map of opdracht…').fill(target.orderNumber);
    await page.keyboard.press('Enter');
    await page.waitForURL(new RegExp(`/${target.id}$`));
    await page.getByRole('heading', { name: new RegExp(target.orderNumber) }).waitFor();
    await page.getByText(`Order ${target.orderNumber} is gevonden`).waitFor();
  });

  it("shows every shortcut with '?'", async () => {
    await logIn(page, server.url);
    await page.locator('body').click({ position: { x: 5, y: 300 } });
    await page.keyboard.press('Shift+Slash');
    const overview = page.getByRole('dialog', { name: 'Sneltoetsen' });
    await overview.waitFor();
    for (const text of ['Opdrachtenpalet openen', 'Volgende order', 'Vorige order', 'Lijst verversen']) {
      await overview.getByText(text).waitFor();
    }
    await page.keyboard.press('Escape');
    await overview.waitFor({ state: 'detached' });
  });

  it('logs out', async () => {
    await logIn(page, server.url);
    await page.getByRole('link', { name: 'Uitloggen' }).click();
    await page.waitForURL(/\/auth\/login/);
    await page.getByText('U bent uitgelogd').waitFor();
    await page.goto(`${server.url}/order/t[processed]`);
    await page.waitForURL(/\/auth\/login/);
  });

  it("returns to the login with 'Uw sessie is verlopen' when the server ends the session", async () => {
    await logIn(page, server.url);
    await page.getByRole('row').filter({ hasText: /BLB\d{7}/ }).first().waitFor();
    // The session ends on the server (as an expiry would); the next call gets 401.
    await page.evaluate(async () => {
      const auth = JSON.parse(localStorage.getItem('werkplaats.auth')!);
      await fetch('/gateway/api/auth/logout', { headers: { authorization: `Bearer ${auth.token}` } });
    });
    await page.locator('body').click({ position: { x: 5, y: 300 } });
    await page.keyboard.press('r');
    await page.waitForURL(/\/auth\/login\?next=/);
    await page.getByText('Uw sessie is verlopen').waitFor();
    await logIn(page, server.url);
    expect(decodeURI(new URL(page.url()).pathname)).toBe('/order/t[unprocessed]');
  });
});
