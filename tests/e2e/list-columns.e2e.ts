import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { logIn, workbenchShown } from './harness/browser.ts';
import { useBrowserSession } from './harness/session.ts';

interface ListCells {
  headers: string[];
  /** Cells and headers in view whose text is cut, or that stick out of the list pane (but see cutWithTooltip). */
  cut: string[];
  checked: number;
  tableScrolls: boolean;
}

/** Every header and every cell of the rows in view, as the user sees them. */
function readCells(page: Page): Promise<ListCells> {
  return page.evaluate(() => {
    const pane = document.querySelector('[aria-label="Orderlijst"]')!.getBoundingClientRect();
    const cells = [...document.querySelectorAll<HTMLElement>('[role="columnheader"], [role="gridcell"]')].filter(
      (cell) => cell.getBoundingClientRect().bottom <= window.innerHeight,
    );
    const whole = (cell: HTMLElement) => {
      const { left, right } = cell.getBoundingClientRect();
      return cell.scrollWidth <= cell.clientWidth && left >= pane.left - 0.5 && right <= pane.right + 0.5;
    };
    const table = document.querySelector('[role="grid"]')!.parentElement!;
    const headers = [...document.querySelectorAll('[role="columnheader"]')].map((header) => header.textContent!.trim());
    // A name longer than the pane holds once Besteldatum, Bedrag and Status are all given up (a company with its
    // contact: 'Restaurant De Gouden Leeuw (A. van den Heuvel)') is cut, its whole text in the cell's tooltip.
    const nothingLeftToGiveUp = !['Besteldatum', 'Bedrag', 'Status'].some((header) => headers.includes(header));
    const cutWithTooltip = (cell: HTMLElement) =>
      nothingLeftToGiveUp && cell.classList.contains('order-cell--customer') && cell.title === cell.textContent;
    return {
      headers,
      cut: cells.filter((cell) => !whole(cell) && !cutWithTooltip(cell)).map((cell) => cell.textContent!),
      checked: cells.length,
      tableScrolls: table.scrollWidth > table.clientWidth,
    };
  });
}

// Issue 21: at 1366 px an open action panel narrowed the list until Besteldatum read '25-11-2026 12:5' and names
// were cut. The list now leaves out Besteldatum, then Bedrag, then Status, and every value it shows is whole.
describe('the order list beside an action panel at 1366×768', () => {
  const session = useBrowserSession({ width: 1366, height: 768 });

  const openPanel = async (folder: string, keys: string[], title: string) => {
    const { page, server } = session;
    await logIn(page, server.url);
    await page.goto(`${server.url}/order/t[${folder}]`);
    await workbenchShown(page);
    // An order already with a colleague florist or the relay has no send screen for them ('b s' says so instead). Its
    // status is in the row, or in the row's tooltip where a narrow pane gave the Status column up.
    const handedOff = ['Collega bloemist', 'Euroflorist'];
    await page.locator(`[role="row"]${handedOff.map((status) => `:not([title*="${status}"])`).join('')}`)
      .filter({ hasText: /BLB\d{7}/ }).filter({ hasNotText: new RegExp(handedOff.join('|')) }).first().click();
    await page.getByRole('heading', { name: /BLB\d{7}/ }).waitFor();
    for (const key of keys) await page.keyboard.press(key);
    await page.getByRole('heading', { name: title }).waitFor();
  };

  it.each([
    ['unprocessed', ['s', 'r'], 'Aanmelden bij Red je Pakketje'],
    ['processed', ['s', 'r'], 'Aanmelden bij Red je Pakketje'],
    ['processed', ['b', 's'], 'Naar collega bloemist'],
  ])('shows every value of the %s list whole with %j open', async (folder, keys, title) => {
    await openPanel(folder, keys, title);
    const { page } = session;
    await expect.poll(async () => (await readCells(page)).cut, { timeout: 10_000 }).toEqual([]);
    const cells = await readCells(page);
    expect(cells.checked).toBeGreaterThan(100);
    expect(cells.tableScrolls).toBe(false);
    expect(cells.headers).toEqual(expect.arrayContaining(['OrderNr', 'Leverdatum', 'Opdrachtgever']));
    expect(session.pageErrors).toEqual([]);
  });

  it('gives up Besteldatum first and shows it in the row tooltip; closing the panel takes no column away', async () => {
    await openPanel('processed', ['s', 'r'], 'Aanmelden bij Red je Pakketje');
    const { page } = session;
    await expect.poll(async () => (await readCells(page)).headers, { timeout: 10_000 }).not.toContain('Besteldatum');
    const narrow = (await readCells(page)).headers;
    const row = page.getByRole('row').filter({ hasText: /BLB\d{7}/ }).first();
    expect(await row.getAttribute('title')).toMatch(/Besteldatum: \d{2}-\d{2}-\d{4} \d{2}:\d{2}:\d{2}/);
    await page.keyboard.press('Escape');
    await page.getByRole('heading', { name: 'Aanmelden bij Red je Pakketje' }).waitFor({ state: 'detached' });
    // The list gets the panel's room back: never fewer columns, still nothing cut. Whether a column returns depends on
    // the widest name on the page (the seed's processed orders of the hour), so the number may also stay the same.
    await expect.poll(async () => (await readCells(page)).headers.length, { timeout: 10_000 }).toBeGreaterThanOrEqual(narrow.length);
    await expect.poll(async () => (await readCells(page)).cut, { timeout: 10_000 }).toEqual([]);
  });
});
