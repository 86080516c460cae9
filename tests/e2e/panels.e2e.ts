import { describe, expect, it } from 'vitest';
import { logIn } from './harness/browser.ts';
import { useBrowserSession } from './harness/session.ts';

// Closing an action panel once blanked the whole app in Chromium (an effect returned scrollTo's Promise, which
// React then called as its cleanup); jsdom's scrollTo returns undefined, so only a real browser shows it.
describe('action panels in Chromium', () => {
  const session = useBrowserSession();

  async function openActionPanel(): Promise<number> {
    await logIn(session.page, session.server.url);
    const row = session.page.getByRole('row').filter({ hasText: /BLB\d{7}/ }).first();
    await row.click();
    await session.page.waitForURL(/\/order\/t\[unprocessed\]\/\d+$/);
    const id = Number(/\/(\d+)$/.exec(session.page.url())![1]);
    await session.page.goto(`${session.server.url}/order/t[unprocessed]/${id}/addPhoto`);
    await session.page.getByRole('heading', { name: "Foto's toevoegen" }).waitFor();
    // The keys act on the list once it is there.
    await session.page.getByRole('row').filter({ hasText: /BLB\d{7}/ }).first().waitFor();
    return id;
  }

  async function expectWorkbenchStillThere(id: number) {
    await expect.poll(() => decodeURI(new URL(session.page.url()).pathname)).toMatch(/^\/order\/t\[unprocessed\]\/\d+$/);
    await session.page.getByRole('heading', { name: "Foto's toevoegen" }).waitFor({ state: 'detached' });
    await session.page.getByRole('grid', { name: 'Orders' }).waitFor();
    await session.page.getByRole('region', { name: 'Orderdetails' }).waitFor();
    // The next order's detail may still be on its way after ArrowDown: wait for it, then there is exactly one.
    await session.page.getByRole('article').first().waitFor();
    expect(await session.page.getByRole('article').count()).toBe(1);
    expect(session.pageErrors).toEqual([]);
    return id;
  }

  it('closes by its ✕ and the workbench stays', async () => {
    const id = await openActionPanel();
    await session.page.getByRole('button', { name: 'Sluiten' }).click();
    await expectWorkbenchStillThere(id);
    expect(decodeURI(new URL(session.page.url()).pathname)).toBe(`/order/t[unprocessed]/${id}`);
  });

  it('closes with Escape and the workbench stays', async () => {
    const id = await openActionPanel();
    await session.page.locator('.action-panel__body').click();
    await session.page.keyboard.press('Escape');
    await expectWorkbenchStillThere(id);
    expect(decodeURI(new URL(session.page.url()).pathname)).toBe(`/order/t[unprocessed]/${id}`);
  });

  it('ArrowDown on an action route opens the next order and the workbench stays', async () => {
    const id = await openActionPanel();
    await session.page.locator('.action-panel__body').click();
    await session.page.keyboard.press('ArrowDown');
    await expectWorkbenchStillThere(id);
    expect(decodeURI(new URL(session.page.url()).pathname)).not.toBe(`/order/t[unprocessed]/${id}`);
  });

  it('closes an edit form with one mouse click on Annuleren, also while its field holds an error', async () => {
    await logIn(session.page, session.server.url);
    await session.page.getByRole('row').filter({ hasText: /BLB\d{7}/ }).first().click();
    await session.page.getByRole('button', { name: 'Bewerken: Leverdatum' }).click();
    const form = session.page.getByRole('form', { name: 'Leverdatum bewerken' });
    await form.getByLabel('Leverdatum').fill('01-01-2020');
    // Pressing the button blurs the field, whose error then appears above the button; the click must still land.
    await form.getByRole('button', { name: 'Annuleren' }).click();
    await expect.poll(() => form.count(), { timeout: 2000 }).toBe(0);
    expect(session.pageErrors).toEqual([]);
  });
});
