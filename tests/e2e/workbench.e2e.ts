import { describe, expect, it } from 'vitest';
import { logIn, readApi } from './harness/browser.ts';
import { useBrowserSession } from './harness/session.ts';

const ORDER_PATH = /\/order\/t\[unprocessed\]\/(\d+)$/;

describe('the workbench in Chromium', () => {
  const session = useBrowserSession({ width: 1440, height: 900 });

  const openOrderId = () => Number(ORDER_PATH.exec(new URL(session.page.url()).pathname.replace(/%5B/g, '[').replace(/%5D/g, ']'))?.[1]);

  it('logs in and shows the unprocessed orders', async () => {
    await session.page.goto(`${session.server.url}/`);
    await session.page.waitForURL(/\/auth\/login/);
    await logIn(session.page, session.server.url);
    await expect.poll(() => decodeURI(new URL(session.page.url()).pathname)).toBe('/order/t[unprocessed]');
    await session.page.getByText(/^Pagina 1 van \d+$/).waitFor();
    await session.page.getByText(/^Getoond 1 - \d+ van \d+$/).waitFor();
    expect(await session.page.getByRole('row').filter({ hasText: /BLB\d{7}/ }).count()).toBeGreaterThan(5);
  });

  it('walks through the orders with ArrowDown and ArrowUp', async () => {
    await logIn(session.page, session.server.url);
    await session.page.getByRole('row').filter({ hasText: /BLB\d{7}/ }).first().waitFor();
    await session.page.locator('body').click({ position: { x: 5, y: 300 } });
    await session.page.keyboard.press('ArrowDown');
    await session.page.waitForURL(ORDER_PATH);
    const first = openOrderId();
    const firstNumber = await session.page.getByRole('row', { selected: true }).textContent();
    await session.page.getByRole('heading', { name: new RegExp(`BLB${String(first % 10_000_000).padStart(7, '0')}`) }).waitFor();

    await session.page.keyboard.press('ArrowDown');
    await expect.poll(openOrderId).not.toBe(first);
    const second = openOrderId();
    await session.page.getByRole('heading', { name: new RegExp(`BLB${String(second % 10_000_000).padStart(7, '0')}`) }).waitFor();
    expect(await session.page.getByRole('row', { selected: true }).textContent()).not.toBe(firstNumber);

    await session.page.keyboard.press('ArrowUp');
    await expect.poll(openOrderId).toBe(first);
  });

  it('opens an order from the palette: Ctrl+K, its number, Enter', async () => {
    await logIn(session.page, session.server.url);
    const { data } = await readApi<{ data: { id: number; orderNumber: string }[] }>(session.page, '/workbench/order?tags[]=processed&page=2');
    const target = data[3];
    await session.page.keyboard.press('Control+k');
    await session.page.getByPlaceholder('Typ een ordernummer, map of opdracht…').fill(target.orderNumber);
    await session.page.keyboard.press('Enter');
    await session.page.waitForURL(new RegExp(`/${target.id}$`));
    await session.page.getByRole('heading', { name: new RegExp(target.orderNumber) }).waitFor();
    await session.page.getByText(`Order ${target.orderNumber} is gevonden`).waitFor();
  });

  it("shows every shortcut with '?'", async () => {
    await logIn(session.page, session.server.url);
    await session.page.locator('body').click({ position: { x: 5, y: 300 } });
    await session.page.keyboard.press('Shift+Slash');
    const overview = session.page.getByRole('dialog', { name: 'Sneltoetsen' });
    await overview.waitFor();
    for (const text of ['Opdrachtenpalet openen', 'Volgende order', 'Vorige order', 'Lijst verversen']) {
      await overview.getByText(text).waitFor();
    }
    await session.page.keyboard.press('Escape');
    await overview.waitFor({ state: 'detached' });
  });

  it('logs out', async () => {
    await logIn(session.page, session.server.url);
    await session.page.getByRole('link', { name: 'Uitloggen' }).click();
    await session.page.waitForURL(/\/auth\/login/);
    await session.page.getByText('U bent uitgelogd').waitFor();
    await session.page.goto(`${session.server.url}/order/t[processed]`);
    await session.page.waitForURL(/\/auth\/login/);
  });

  it("returns to the login with 'Uw sessie is verlopen' when the server ends the session", async () => {
    await logIn(session.page, session.server.url);
    await session.page.getByRole('row').filter({ hasText: /BLB\d{7}/ }).first().waitFor();
    // The session ends on the server (as an expiry would); the next call gets 401. Ended from outside the page: the
    // server also closes the page's live socket, and the page may leave for the login while a call of its own runs.
    const token = await session.page.evaluate(() => JSON.parse(localStorage.getItem('werkplaats.auth')!).token as string);
    await fetch(`${session.server.url}/gateway/api/auth/logout`, { headers: { authorization: `Bearer ${token}` } });
    await session.page.locator('body').click({ position: { x: 5, y: 300 } });
    await session.page.keyboard.press('r');
    await session.page.waitForURL(/\/auth\/login\?next=/);
    await session.page.getByText('Uw sessie is verlopen').waitFor();
    await logIn(session.page, session.server.url);
    expect(decodeURI(new URL(session.page.url()).pathname)).toBe('/order/t[unprocessed]');
  });
});
