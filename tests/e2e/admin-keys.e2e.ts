import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { logIn } from './harness/browser.ts';
import { useBrowserSession } from './harness/session.ts';

const path = (page: Page) => decodeURI(new URL(page.url()).pathname);

describe('the keyboard beyond the order list, in Chromium', () => {
  const session = useBrowserSession();

  it("on /admin, Ctrl+K opens the palette and 'g n' goes to the new orders", async () => {
    await logIn(session.page, session.server.url, 'beheerder');
    await session.page.getByRole('link', { name: 'Beheer' }).click();
    await session.page.getByRole('heading', { name: 'Dashboard' }).waitFor();

    await session.page.keyboard.press('Control+k');
    // (cmdk's dialog element itself has no size: its visible box is the input and the list.)
    const input = session.page.getByPlaceholder('Typ een ordernummer, map of opdracht…');
    await input.waitFor();
    await expect.poll(() => session.page.evaluate(() => document.activeElement?.getAttribute('placeholder'))).toMatch(/^Typ een ordernummer/);
    // Commands that need an open order are not offered here: typing one's title finds only what fits Beheer
    // (cmdk matches loosely: 'Verwijderde order' with its keywords holds the letters of 'Order verwerken').
    await session.page.keyboard.type('Order verwerken');
    await session.page.getByRole('option', { name: /^Verwijderde order/ }).waitFor();
    expect(await session.page.getByRole('option', { name: /^Order verwerken/ }).count()).toBe(0);
    await session.page.keyboard.press('Escape');
    await input.waitFor({ state: 'detached' });

    await session.page.keyboard.press('g');
    await session.page.keyboard.press('n');
    await expect.poll(() => path(session.page)).toBe('/order/t[unprocessed]');
    await session.page.getByRole('row').filter({ hasText: /BLB\d{7}/ }).first().waitFor();
  });

  it("'?' on /admin lists the Beheer key for an administrator; staff never see it", async () => {
    await logIn(session.page, session.server.url, 'beheerder');
    await session.page.goto(`${session.server.url}/admin`);
    await session.page.getByRole('heading', { name: 'Dashboard' }).waitFor();
    await session.page.keyboard.press('?');
    await session.page.getByRole('dialog', { name: 'Sneltoetsen' }).getByText('Beheer', { exact: true }).waitFor();

    await session.page.goto(`${session.server.url}/auth/logout`);
    await session.page.waitForURL(/\/auth\/login/);
    await logIn(session.page, session.server.url);
    await session.page.keyboard.press('?');
    const sheet = session.page.getByRole('dialog', { name: 'Sneltoetsen' });
    await sheet.getByText('Nieuwe orders', { exact: true }).waitFor();
    expect(await sheet.getByText('Beheer', { exact: true }).count()).toBe(0);
  });

  it("opens Vandaag, Morgen and Overig from the sidebar and with 'g t', 'g m', 'g o'", async () => {
    await logIn(session.page, session.server.url);
    await session.page.getByRole('row').filter({ hasText: /BLB\d{7}/ }).first().waitFor();
    for (const [key, folder, title] of [['t', 'today', 'Vandaag'], ['m', 'tomorrow', 'Morgen'], ['o', 'other', 'Overig']]) {
      await session.page.locator('body').click({ position: { x: 5, y: 600 } });
      await session.page.keyboard.press('g');
      await session.page.keyboard.press(key);
      await expect.poll(() => path(session.page)).toBe(`/order/t[${folder}]`);
      await expect.poll(() => session.page.getByRole('link', { name: new RegExp(`^${title} \\d*$`) }).getAttribute('aria-current')).toBe('page');
      await session.page.getByText(/^Getoond \d+ - \d+ van \d+$/).waitFor();
      expect(await session.page.getByText('Controleer uw gegevens').count()).toBe(0);
    }
    // The seed has orders for the coming days: the sidebar counts add up to the unprocessed total.
    const counts = await Promise.all(
      ['Vandaag', 'Morgen', 'Overig'].map(async (title) =>
        Number((await session.page.getByRole('link', { name: new RegExp(`^${title} \\d*$`) }).textContent())!.replace(/\D/g, '')),
      ),
    );
    await session.page.getByRole('link', { name: 'Nieuwe orders' }).first().click();
    const shownTotal = async () => Number((await session.page.getByText(/^Getoond \d+ - \d+ van \d+$/).textContent())!.split(' van ')[1]);
    await expect.poll(shownTotal).toBe(counts.reduce((a, b) => a + b, 0));
  });
});
