import { describe, expect, it } from 'vitest';
import { logIn, readApi } from './harness/browser.ts';
import { useBrowserSession } from './harness/session.ts';

const ORDER_PATH = /\/order\/t\[unprocessed\]\/(\d+)$/;

// The keyboard paths of the workbench at the smallest screen staff use (1366×768).
describe('the workbench by keyboard in Chromium', () => {
  const session = useBrowserSession();

  const path = () => decodeURI(new URL(session.page.url()).pathname);
  const openOrderId = () => Number(ORDER_PATH.exec(path())?.[1]);
  const rowIds = () =>
    readApi<{ data: { id: number }[] }>(session.page, '/workbench/order?tags[]=unprocessed&page=1').then(({ data }) => data.map((item) => item.id));

  /** Keys go to the page itself, not to a field or link that has the focus. */
  const keysToThePage = () => session.page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());

  /** Logged in on the unprocessed list, the keyboard outside any field, ↓ pressed `steps` times. */
  async function stepInto(steps: number) {
    await logIn(session.page, session.server.url);
    await session.page.getByRole('row').filter({ hasText: /BLB\d{7}/ }).first().waitFor();
    await keysToThePage();
    for (let step = 0; step < steps; step++) {
      const before = openOrderId();
      await session.page.keyboard.press('ArrowDown');
      await expect.poll(openOrderId).not.toBe(before);
    }
    await session.page.getByRole('article').waitFor();
  }

  it("Z then K sends 'Klant in Beeld' and the order shows it as sent", async () => {
    await stepInto(1);
    const mails = session.page.getByRole('region', { name: 'Mails' });
    const sentBefore = await mails.getByText(/^Verstuurd /).count();
    await session.page.keyboard.press('z');
    await session.page.keyboard.press('k');
    await session.page.getByText('Klant in Beeld mail is verstuurd').waitFor();
    await expect.poll(() => mails.getByText(/^Verstuurd /).count()).toBe(sentBefore + 1);
    expect(session.pageErrors).toEqual([]);
  });

  it('Ctrl+Enter saves the block being typed in', async () => {
    await stepInto(1);
    await session.page.keyboard.press('e');
    await session.page.keyboard.press('o');
    const field = session.page.getByRole('textbox', { name: 'Opmerking klant' });
    await field.waitFor();
    await field.fill('Graag aanbellen bij de buren');
    await session.page.keyboard.press('Control+Enter');
    await session.page.getByText('Wijziging opgeslagen').waitFor();
    await session.page.getByRole('region', { name: 'Opmerking klant' }).getByText('Graag aanbellen bij de buren').waitFor();
    await field.waitFor({ state: 'detached' });
  });

  it('after M (move to a folder) ↓ opens the order that came after the moved one', async () => {
    await stepInto(2);
    const ids = await rowIds();
    const moved = openOrderId();
    const after = ids[ids.indexOf(moved) + 1];
    await session.page.keyboard.press('m');
    await session.page.getByPlaceholder('Typ een mapnaam…').fill('Bellen met klant');
    await session.page.keyboard.press('Enter');
    await session.page.getByText(/is verplaatst naar Bellen met klant/).waitFor();
    await session.page.keyboard.press('ArrowDown');
    await expect.poll(openOrderId).toBe(after);
  });

  it('after Shift+V (processed, back to the list) focus sits where the order was and ↓ opens the next one', async () => {
    await stepInto(3);
    const ids = await rowIds();
    const processed = openOrderId();
    const after = ids[ids.indexOf(processed) + 1];
    await session.page.keyboard.press('Shift+V');
    await session.page.getByText('Order is verwerkt').waitFor();
    await expect.poll(path).toBe('/order/t[unprocessed]');
    await expect.poll(() => session.page.evaluate(() => document.activeElement?.getAttribute('role'))).toBe('row');
    await session.page.keyboard.press('ArrowDown');
    await expect.poll(openOrderId).toBe(after);
    expect(session.pageErrors).toEqual([]);
  });

  it('adds a card to an order without one, from the keyboard', async () => {
    await logIn(session.page, session.server.url);
    const list = await readApi<{ data: { id: number }[] }>(session.page, '/workbench/order?tags[]=processed&pageSize=200');
    let withoutCard: number | null = null;
    for (const item of list.data) {
      const order = await readApi<{ id: number; card: unknown; isMourning: boolean }>(session.page, `/workbench/order/${item.id}`);
      if (order.card === null && !order.isMourning) {
        withoutCard = order.id;
        break;
      }
    }
    expect(withoutCard).not.toBeNull();
    await session.page.goto(`${session.server.url}/order/t[processed]/${withoutCard}`);
    const card = session.page.getByRole('region', { name: 'Kaart' });
    await card.getByText('Geen kaart').waitFor();
    await keysToThePage();
    await session.page.keyboard.press('e');
    await session.page.keyboard.press('k');
    const text = card.getByLabel('Kaarttekst');
    await expect.poll(() => text.evaluate((element) => element === document.activeElement)).toBe(true);
    await session.page.keyboard.type('Van harte gefeliciteerd!');
    await session.page.keyboard.press('Control+Enter');
    await card.getByText('Van harte gefeliciteerd!').waitFor();
    await card.getByText('Kaartje · 20012775').waitFor();
  });
});
