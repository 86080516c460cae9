// The /print popup page and the 'Print EF kaart' modal in Chromium (spec §2, §9): the PDF in a frame, the print
// dialog about a second after it loaded, the error text for an unknown order, and the modal opening the popup.
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { logIn } from './harness/browser.ts';
import { useBrowserSession } from './harness/session.ts';

/** Records every print() call, from the page or its frame, on the top window instead of opening the dialog. */
const RECORD_PRINTS = () => {
  window.print = () => {
    const top = window.top as Window & { prints?: number[] };
    (top.prints ??= []).push(performance.timeOrigin + performance.now());
  };
};

const prints = (page: Page) => page.evaluate(() => (window as Window & { prints?: number[] }).prints ?? []);

describe('the print popup in Chromium', () => {
  const session = useBrowserSession();

  const someOrderId = () =>
    session.page.evaluate(async () => {
      const auth = JSON.parse(localStorage.getItem('werkplaats.auth')!);
      const response = await fetch('/gateway/api/workbench/order?tags[]=unprocessed', { headers: { authorization: `Bearer ${auth.token}` } });
      return (await response.json()).data[0].id as number;
    });

  it('shows the order sheet in a frame and prints about a second after it loaded', async () => {
    await logIn(session.page, session.server.url);
    const orderId = await someOrderId();
    await session.page.context().addInitScript(RECORD_PRINTS);
    await session.page.goto(`${session.server.url}/print/${orderId}/order/_popup`);
    const frame = session.page.getByTitle('Printvoorbeeld');
    await frame.waitFor();
    const shownAt = await session.page.evaluate(() => performance.timeOrigin + performance.now());
    expect(await frame.getAttribute('src')).toMatch(/^blob:/);
    await expect.poll(() => prints(session.page), { timeout: 5000 }).toHaveLength(1);
    const [printedAt] = await prints(session.page);
    expect(printedAt - shownAt).toBeGreaterThan(700);
    expect(printedAt - shownAt).toBeLessThan(3000);
    expect(session.pageErrors).toEqual([]);
  });

  it('says why it cannot print an unknown order', async () => {
    await logIn(session.page, session.server.url);
    await session.page.goto(`${session.server.url}/print/999999999/order/_popup`);
    await session.page.getByRole('alert').getByText('Kan de Order niet printen!').waitFor();
    expect(await session.page.getByRole('alert').textContent()).toContain('Order 999999999 is niet gevonden');
    expect(await session.page.getByTitle('Printvoorbeeld').count()).toBe(0);
  });

  it("prints an EF card from the keyboard: p e, the text, '_popup', Ctrl+Enter opens the popup page", async () => {
    await logIn(session.page, session.server.url);
    await session.page.getByRole('row').first().waitFor();
    await session.page.locator('body').click({ position: { x: 5, y: 300 } });
    await session.page.keyboard.press('p');
    await session.page.keyboard.press('e');
    const dialog = session.page.getByRole('dialog', { name: 'Print EF kaart' });
    await dialog.waitFor();
    await session.page.keyboard.type('Lieve Noël,\nvan harte gefeliciteerd!');
    await dialog.getByLabel('Printer').selectOption('_popup');
    await dialog.getByLabel('Tekst').focus();
    await session.page.screenshot({ path: '/tmp/efcard-1366.png' });

    const popupOpened = session.page.waitForEvent('popup');
    await session.page.keyboard.press('Control+Enter');
    const popup = await popupOpened;
    await popup.waitForURL(/\/print\/ef[0-9a-f]{16}\/card2\/_popup$/);
    expect(await popup.evaluate(() => [window.innerWidth, window.innerHeight])).toEqual([500, 500]);
    await popup.getByTitle('Printvoorbeeld').waitFor();
    await dialog.waitFor({ state: 'detached' });
    expect(session.pageErrors).toEqual([]);
  });
});
