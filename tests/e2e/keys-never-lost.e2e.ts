import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import type { Order, OrderList } from '../../src/shared/schema/order.ts';
import { logIn, readApi } from './harness/browser.ts';
import { useBrowserSession } from './harness/session.ts';

// Issue 21 "A busy day, round two": no key is lost, and none lands where it was not meant to go.

async function chord(page: Page, keys: string) {
  for (const key of keys.split(' ')) await page.keyboard.press(key);
}

const toast = (page: Page, text: string | RegExp) => page.locator('[data-sonner-toast]').filter({ hasText: text }).first();
const selectionBar = (page: Page) => page.getByRole('region', { name: 'Selectie' });
const listedNumbers = (page: Page) => page.getByRole('row').filter({ hasText: /BLB\d{7}/ }).locator('.order-cell--number').allTextContents();

describe('keys that never get lost or land in the wrong place, in Chromium', () => {
  const session = useBrowserSession();

  it("G M, Ctrl+A, A P: the printed orders leave 'Morgen' but stay selected, and A S and A Z then act on them", { timeout: 90_000 }, async () => {
    const { page, server } = session;
    await logIn(page, server.url);
    await page.getByRole('row').filter({ hasText: /BLB\d{7}/ }).first().waitFor();
    await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());

    await chord(page, 'g m');
    await page.waitForURL((url) => decodeURI(url.pathname) === '/order/t[tomorrow]');
    const tomorrow = await readApi<OrderList>(page, '/workbench/order?tags[]=tomorrow&pageSize=200');
    const count = tomorrow.data.length;
    expect(count).toBeGreaterThan(1);
    // The list draws only the rows in view: its count line says what it holds.
    await page.getByText(`Getoond 1 - ${Math.min(count, 50)} van ${count}`, { exact: true }).waitFor();

    await page.keyboard.press('Control+a');
    await selectionBar(page).getByText(`${count} orders geselecteerd`).waitFor();

    await chord(page, 'a p');
    await toast(page, new RegExp(`${count} orders geprint|van ${count} geprint`)).waitFor({ timeout: 30_000 });
    // Printed, they leave 'Morgen'; the selection keeps them until Esc.
    await expect.poll(async () => (await listedNumbers(page)).filter((n) => tomorrow.data.some((o) => o.orderNumber === n)).length, { timeout: 15_000 }).toBe(0);
    await selectionBar(page).getByText(`${count} orders geselecteerd`).waitFor();
    await selectionBar(page).getByText(`${count} niet in deze lijst`).waitFor();
    await page.screenshot({ path: '/tmp/selection-kept-1366.png' });

    await chord(page, 'a s');
    await toast(page, new RegExp(`${count} orders aangemeld|van ${count} aangemeld`)).waitFor({ timeout: 60_000 });

    await chord(page, 'a z');
    await page.getByPlaceholder('Typ een mail…').waitFor();
    await page.keyboard.type('Bevestiging');
    await page.keyboard.press('Enter');
    await toast(page, new RegExp(`${count} orders gemaild|van ${count} gemaild`)).waitFor({ timeout: 30_000 });
    await selectionBar(page).getByText(`${count} orders geselecteerd`).waitFor();

    await page.keyboard.press('Escape');
    await selectionBar(page).waitFor({ state: 'detached' });
    expect(session.pageErrors).toEqual([]);
  });

  it("A Z with nothing selected says why and takes its keys: the 'E S' typed next edits the status without them", async () => {
    const { page, server } = session;
    await logIn(page, server.url);
    await page.getByRole('row').filter({ hasText: /BLB\d{7}/ }).first().click();
    await page.getByRole('article').waitFor();
    const orderId = Number(/\/(\d+)$/.exec(new URL(page.url()).pathname)![1]);
    await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());

    await chord(page, 'a z');
    await toast(page, 'Selecteer eerst orders (X of Ctrl+A)').waitFor();
    expect(await page.getByRole('dialog', { name: 'Mail aan de selectie' }).count()).toBe(0);

    // Typed in one go, as a person who knows the keys types them.
    await page.keyboard.type('esBezorgd');
    const field = page.getByRole('textbox', { name: 'Bezorgstatus' });
    await field.waitFor();
    await page.keyboard.press('Control+Enter');
    await toast(page, 'Wijziging opgeslagen').waitFor();
    const saved = await readApi<Order>(page, `/workbench/order/${orderId}`);
    // The keys typed while the field was opening may be lost; the chord's own never end up in it.
    expect(saved.deliveryStatus).toMatch(/^(B?e)?zorgd$/);
    expect(session.pageErrors).toEqual([]);
  });

  it('↓ ↓ Shift+V pressed faster than the order arrives marks the order chosen, not a refusal', async () => {
    const { page, server } = session;
    // Each order takes 600 ms to arrive, so the second is still on its way when Shift+V is pressed.
    await page.route(/\/workbench\/order\/\d+$/, async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 600));
      await route.continue();
    });
    await logIn(page, server.url);
    await page.getByRole('row').filter({ hasText: /BLB\d{7}/ }).first().waitFor();
    await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
    const second = (await listedNumbers(page))[1];

    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('Shift+V');

    await toast(page, 'Order is verwerkt').waitFor();
    await expect.poll(() => listedNumbers(page)).not.toContain(second);
    expect(await toast(page, 'dat kan nu niet').count()).toBe(0);
    await page.unroute(/\/workbench\/order\/\d+$/);
    expect(session.pageErrors).toEqual([]);
  });

  it('keys pressed the moment the workbench shows after login work, on a machine four times slower', async () => {
    const { page, server } = session;
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
    await page.goto(`${server.url}/auth/login`);
    await page.getByLabel('Gebruikersnaam').fill('medewerker');
    await page.getByLabel('Wachtwoord').fill('welkom01');
    await page.getByRole('button', { name: 'Inloggen' }).click();
    // The first thing of the workbench a person sees, before its list has loaded.
    await page.getByRole('complementary', { name: 'Mappen' }).waitFor();
    await chord(page, 'g v');
    await page.waitForURL((url) => decodeURI(url.pathname) === '/order/t[processed]', { timeout: 20_000 });
    await page.keyboard.press('?');
    await page.getByRole('dialog', { name: /Sneltoetsen/ }).waitFor({ timeout: 20_000 });
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });
    expect(session.pageErrors).toEqual([]);
  });
});
