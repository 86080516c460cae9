// Issue 24, undo of single actions in Chromium at 1366×768: a move with M taken back with Ctrl+Z, and a block edit
// taken back with its toast's 'Ongedaan maken' — each puts back what was there, on the server too.
import { describe, expect, it } from 'vitest';
import { logIn, readApi } from './harness/browser.ts';
import { useBrowserSession } from './harness/session.ts';

const ORDER_PATH = /\/order\/t\[unprocessed\]\/(\d+)$/;

interface StoredOrder {
  version: number;
  orderNumber: string;
  comment: string;
  tag: { id: number; title: string } | null;
}

describe('undo of a single action in Chromium', () => {
  const session = useBrowserSession();

  const openOrderId = () => Number(ORDER_PATH.exec(decodeURI(new URL(session.page.url()).pathname))?.[1]);
  const stored = (id: number) => readApi<StoredOrder>(session.page, `/workbench/order/${id}`);
  const toast = (text: string | RegExp) => session.page.locator('[data-sonner-toast]').filter({ hasText: text });

  /** Logged in on the unprocessed list with the `steps`-th order open, the keyboard outside any field. */
  async function openOrder(steps: number) {
    await logIn(session.page, session.server.url);
    await session.page.getByRole('row').filter({ hasText: /BLB\d{7}/ }).first().waitFor();
    await session.page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
    for (let step = 0; step < steps; step++) {
      const before = openOrderId();
      await session.page.keyboard.press('ArrowDown');
      await expect.poll(openOrderId).not.toBe(before);
    }
    await session.page.getByRole('article').waitFor();
    return openOrderId();
  }

  it('Ctrl+Z takes back a move with M: the order is in no folder again and back in the list', async () => {
    const id = await openOrder(2);
    const before = await stored(id);
    expect(before.tag).toBeNull();
    await session.page.keyboard.press('m');
    await session.page.getByPlaceholder('Typ een mapnaam…').fill('Bellen met klant');
    await session.page.keyboard.press('Enter');
    await toast(/is verplaatst naar Bellen met klant/).getByRole('button', { name: 'Ongedaan maken' }).waitFor();
    expect((await stored(id)).tag?.title).toBe('Bellen met klant');

    await session.page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
    await session.page.keyboard.press('Control+z');
    await toast(/is teruggezet/).waitFor();
    const after = await stored(id);
    expect(after.tag).toBeNull();
    expect(after.version).toBe(before.version + 2);
    await session.page.getByRole('row').filter({ hasText: before.orderNumber }).waitFor();
    expect(session.pageErrors).toEqual([]);
  });

  it("the toast's 'Ongedaan maken' takes back a block edit", async () => {
    const id = await openOrder(1);
    const before = await stored(id);
    await session.page.keyboard.press('e');
    await session.page.keyboard.press('o');
    const field = session.page.getByRole('textbox', { name: 'Opmerking klant' });
    await field.fill('Graag aanbellen bij de buren');
    await session.page.keyboard.press('Control+Enter');
    const comment = session.page.getByRole('region', { name: 'Opmerking klant' });
    await comment.getByText('Graag aanbellen bij de buren').waitFor();

    await toast('Wijziging opgeslagen').getByRole('button', { name: 'Ongedaan maken' }).click();
    await toast(/is teruggezet/).waitFor();
    await comment.getByText('Graag aanbellen bij de buren').waitFor({ state: 'detached' });
    expect(await stored(id)).toMatchObject({ comment: before.comment, version: before.version + 2 });
    expect(session.pageErrors).toEqual([]);
  });
});
