// The /print popup page and the 'Print EF kaart' modal in Chromium (spec §2, §9): the PDF in a frame, the print
// dialog about a second after it loaded, the error text for an unknown order, and the modal opening the popup.
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { logIn, readApi } from './harness/browser.ts';
import { useBrowserSession } from './harness/session.ts';

type Recorder = Window & { prints?: number[]; frameLoadedAt?: number };

/**
 * Records every print() call, from the page or its frame, on the top window instead of opening the dialog, and
 * when a frame finished loading: both clocks are the page's own, so a slow test machine does not skew the delay.
 */
const RECORD_PRINTS = () => {
  const now = () => performance.timeOrigin + performance.now();
  window.print = () => {
    const top = window.top as Recorder;
    (top.prints ??= []).push(now());
  };
  document.addEventListener('load', (event) => {
    if (event.target instanceof HTMLIFrameElement) (window as Recorder).frameLoadedAt ??= now();
  }, true);
};

const recorded = (page: Page) => page.evaluate(() => ({ prints: (window as Recorder).prints ?? [], frameLoadedAt: (window as Recorder).frameLoadedAt }));

describe('the print popup in Chromium', () => {
  const session = useBrowserSession();

  const someOrderId = () =>
    readApi<{ data: { id: number }[] }>(session.page, '/workbench/order?tags[]=unprocessed').then(({ data }) => data[0].id);

  it('shows the order sheet in a frame and prints about a second after it loaded', async () => {
    await logIn(session.page, session.server.url);
    const orderId = await someOrderId();
    await session.page.context().addInitScript(RECORD_PRINTS);
    await session.page.goto(`${session.server.url}/print/${orderId}/order/_popup`);
    const frame = session.page.getByTitle('Printvoorbeeld');
    await frame.waitFor();
    expect(await frame.getAttribute('src')).toMatch(/^blob:/);
    await expect.poll(async () => (await recorded(session.page)).prints, { timeout: 5000 }).toHaveLength(1);
    const { prints: [printedAt], frameLoadedAt } = await recorded(session.page);
    expect(printedAt - frameLoadedAt!).toBeGreaterThanOrEqual(950);
    expect(printedAt - frameLoadedAt!).toBeLessThan(2000);
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
