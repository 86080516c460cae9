import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { launchBrowser, logIn, readApi } from './harness/browser.ts';
import { startServer, type RunningServer } from './harness/server.ts';

const CONFLICT = 'De kaarttekst is intussen door iemand anders gewijzigd.';

// Two workstations change the card text of one order at once: the second sees both texts and takes either.
describe('two colleagues change the same card text', () => {
  let server: RunningServer;
  let browser: Browser;
  let colleague: Page;
  let me: Page;
  let orderPath: string;
  const pageErrors: string[] = [];

  const cardBlock = (page: Page) => page.getByRole('region', { name: 'Kaart', exact: true });
  const cardForm = (page: Page) => page.getByRole('form', { name: 'Kaart bewerken' });
  const storedCardText = async () =>
    (await readApi<{ card: { text: string } }>(me, `/workbench/order/${orderPath.split('/').pop()}`)).card.text;

  /** The colleague opens an order with a card text (not a ribbon, not without card); this workstation opens it too. */
  async function openOrderWithCardText() {
    const rows = colleague.getByRole('row').filter({ hasText: /BLB\d{7}/ });
    for (let row = 0; ; row += 1) {
      await rows.nth(row).click();
      await colleague.waitForURL(/\/\d+$/);
      const number = (await colleague.locator('.detail-header__number').textContent())!;
      await colleague.locator('.detail-header__number', { hasText: number }).waitFor();
      const hasCardText = (await cardBlock(colleague).count()) === 1 && (await cardBlock(colleague).getByText('Geen kaart').count()) === 0;
      if (hasCardText) break;
    }
    orderPath = new URL(colleague.url()).pathname;
    await me.goto(`${server.url}${orderPath}`);
    await cardBlock(me).waitFor();
  }

  /** Both open the card with E K and type; the colleague saves first with Ctrl+Enter, then this workstation. */
  async function bothChangeTheCard(theirs: string, mine: string) {
    for (const [page, text] of [[colleague, theirs], [me, mine]] as const) {
      await cardBlock(page).click({ position: { x: 2, y: 2 } }); // the detail, not a field, has the focus
      await page.keyboard.press('e');
      await page.keyboard.press('k');
      await cardForm(page).getByLabel('Kaarttekst').fill(text);
    }
    await colleague.keyboard.press('Control+Enter');
    await cardForm(colleague).waitFor({ state: 'detached' });
    await me.keyboard.press('Control+Enter');
    await cardForm(me).getByRole('alert').filter({ hasText: CONFLICT }).waitFor();
  }

  beforeAll(async () => {
    [server, browser] = await Promise.all([startServer(), launchBrowser()]);
    const viewport = { width: 1366, height: 768 };
    [colleague, me] = await Promise.all([1, 2].map(async () => (await browser.newContext({ viewport })).newPage()));
    for (const page of [colleague, me]) {
      page.setDefaultTimeout(10_000);
      page.on('pageerror', (error) => pageErrors.push(error.message));
      // A refused request is logged by Chromium itself ('Failed to load resource'); the app's own errors are not.
      page.on('console', (message) => {
        if (message.type() === 'error' && !message.text().startsWith('Failed to load resource')) pageErrors.push(message.text());
      });
    }
    await Promise.all([logIn(colleague, server.url, 'beheerder'), logIn(me, server.url)]);
    await openOrderWithCardText();
  });
  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });

  it("shows the colleague's text beside mine, and 'Mijn versie opslaan' stores mine over it", async () => {
    await bothChangeTheCard('Hartelijk gefeliciteerd, van de collega', 'Veel liefs, Oma');
    const form = cardForm(me);
    await form.getByRole('region', { name: 'Versie van collega' }).getByText('Hartelijk gefeliciteerd, van de collega').waitFor();
    expect(await form.getByRole('region', { name: 'Uw versie' }).getByLabel('Kaarttekst').inputValue()).toBe('Veel liefs, Oma');
    await me.screenshot({ path: '/tmp/block-conflict.png' });

    await form.getByRole('button', { name: 'Mijn versie opslaan' }).click();
    await form.waitFor({ state: 'detached' });
    await cardBlock(me).getByText('Veel liefs, Oma').waitFor();
    expect(await storedCardText()).toBe('Veel liefs, Oma');
    await cardBlock(colleague).getByText('Veel liefs, Oma').waitFor(); // the colleague sees it live
    expect(pageErrors).toEqual([]);
  });

  it("keeps the colleague's text with 'Versie van collega houden', reached from the keyboard", async () => {
    await bothChangeTheCard('Sterkte, van ons allen', 'Van harte beterschap');
    await me.keyboard.press('Tab');
    await me.keyboard.press('Tab');
    expect(await me.evaluate(() => document.activeElement?.textContent)).toBe('Versie van collega houden');
    await me.keyboard.press('Enter');

    await cardForm(me).waitFor({ state: 'detached' });
    await cardBlock(me).getByText('Sterkte, van ons allen').waitFor();
    expect(await storedCardText()).toBe('Sterkte, van ons allen');
    expect(pageErrors).toEqual([]);
  });
});
