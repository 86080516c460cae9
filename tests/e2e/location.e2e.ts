import { describe, expect, it } from 'vitest';
import { logIn } from './harness/browser.ts';
import { useBrowserSession } from './harness/session.ts';

describe('the location configuration, in Chromium', () => {
  const session = useBrowserSession();

  it('an administrator changes a printer with the keyboard, it stays after a reload, and an empty one is refused', async () => {
    const { page } = session;
    await logIn(page, session.server.url, 'beheerder');
    await page.goto(`${session.server.url}/admin/location`);
    await page.getByRole('heading', { name: 'Locatie configuratie' }).waitFor();
    await expect.poll(() => page.getByRole('textbox', { name: 'Naam' }).inputValue()).toBe('Amsterdam');

    const card1 = page.getByRole('combobox', { name: 'Kaart 1' });
    const before = await card1.inputValue();
    await card1.focus();
    await page.keyboard.press('ArrowDown');
    const chosen = await card1.inputValue();
    expect(chosen).not.toBe(before);
    await page.getByRole('button', { name: 'Opslaan' }).focus();
    await page.keyboard.press('Enter');
    await page.getByText('Locatie is opgeslagen').waitFor();

    await page.reload();
    await page.getByRole('heading', { name: 'Locatie configuratie' }).waitFor();
    await expect.poll(() => page.getByRole('combobox', { name: 'Kaart 1' }).inputValue()).toBe(chosen);

    const order = page.getByRole('combobox', { name: 'Order' });
    await order.focus();
    await page.keyboard.press('Home');
    expect(await order.inputValue()).toBe('');
    await page.keyboard.press('Tab');
    await page.getByText('Dit veld is vereist').waitFor();
    await page.screenshot({ path: '/tmp/location-1366.png' });
    expect(session.pageErrors).toEqual([]);
  });
});
