import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { launchBrowser, logIn } from './harness/browser.ts';
import { startServer, type RunningServer } from './harness/server.ts';

interface Box {
  left: number;
  right: number;
  top: number;
  bottom: number;
}

interface ListLayout {
  pane: Box;
  tableScrolls: boolean;
  /** Headers whose text is cut or that stick out of the list pane. */
  cutHeaders: string[];
  headers: string[];
  /** Order number, date and amount cells whose text is cut or that stick out of the pane. */
  cutCells: string[];
  checkedCells: number;
  /** The most characters of a customer name in the list. */
  longestCustomer: number;
}

/** Reads the list as the user sees it: every header, and every order-number, date and amount cell in view. */
function readListLayout(page: Page): Promise<ListLayout> {
  return page.evaluate(() => {
    const box = (element: Element) => {
      const { left, right, top, bottom } = element.getBoundingClientRect();
      return { left, right, top, bottom };
    };
    const pane = box(document.querySelector('[aria-label="Orderlijst"]')!);
    const inPane = (element: Element) => {
      const { left, right } = box(element);
      return left >= pane.left - 0.5 && right <= pane.right + 0.5;
    };
    const whole = (element: Element) => element.scrollWidth <= element.clientWidth && inPane(element);
    const headerCells = [...document.querySelectorAll('[role="columnheader"]')];
    const headers = headerCells.map((cell) => cell.textContent!.trim());
    const cutHeaders = headerCells.filter((cell) => !whole(cell)).map((cell) => cell.textContent!.trim());
    // Which columns hold numbers and dates, by their header.
    const numeric = new Set(['OrderNr', 'Leverdatum', 'Bedrag', 'Besteldatum']);
    const numericIndexes = headers.flatMap((header, index) => (numeric.has(header) ? [index] : []));
    const rows = [...document.querySelectorAll('[role="row"][aria-rowindex]')].filter((row) => row.querySelector('[role="gridcell"]'));
    const cells = rows.flatMap((row) => {
      const rowCells = [...row.querySelectorAll('[role="gridcell"]')];
      return numericIndexes.map((index) => rowCells[index]);
    });
    const visible = cells.filter((cell) => box(cell).bottom <= window.innerHeight);
    const table = document.querySelector('[role="grid"]')!.parentElement!;
    return {
      pane,
      tableScrolls: table.scrollWidth > table.clientWidth,
      cutHeaders,
      headers,
      cutCells: visible.filter((cell) => !whole(cell)).map((cell) => cell.textContent!),
      longestCustomer: Math.max(0, ...[...document.querySelectorAll('.order-cell--customer')].map((cell) => cell.textContent!.length)),
      checkedCells: visible.length,
    };
  });
}

const overlaps = (a: Box, b: Box) => a.left < b.right && b.left < a.right && a.top < b.bottom && b.top < a.bottom;

describe.each([
  [1366, 768],
  [1920, 1080],
])('the order list at %i×%i', (width, height) => {
  let server: RunningServer;
  let browser: Browser;
  let page: Page;

  beforeAll(async () => {
    [server, browser] = await Promise.all([startServer(), launchBrowser()]);
    page = await (await browser.newContext({ viewport: { width, height } })).newPage();
    page.setDefaultTimeout(10_000);
    await logIn(page, server.url);
  });
  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });

  const openList = async (path: string) => {
    await page.goto(`${server.url}${path}`);
    await page.getByRole('row').filter({ hasText: /BLB\d{7}/ }).first().waitFor();
  };

  it.each([
    ['unprocessed', ['Selectie', 'Betaling', 'OrderNr', 'Kenmerken', 'Leverdatum', 'Opdrachtgever', 'Bedrag', 'Besteldatum']],
    ['processed', ['Selectie', 'Betaling', 'OrderNr', 'Kenmerken', 'Leverdatum', 'Opdrachtgever', 'Bedrag', 'Status', 'Besteldatum']],
  ])('shows every column of the %s list whole, inside the list pane', async (folder, expectedHeaders) => {
    await openList(`/order/t[${folder}]`);
    const layout = await readListLayout(page);
    expect(layout.checkedCells).toBeGreaterThan(40);
    expect(layout.cutCells).toEqual([]);
    expect(layout.cutHeaders).toEqual([]);
    expect(layout.tableScrolls).toBe(false);
    // A pane too narrow for every name and status whole gives up Besteldatum, then Bedrag, then Status (issue 21).
    const givenUp = expectedHeaders.filter((header) => !layout.headers.includes(header));
    expect(['Besteldatum', 'Bedrag', 'Status'].slice(0, givenUp.length)).toEqual(expect.arrayContaining(givenUp));
    expect(layout.headers).toEqual(expectedHeaders.filter((header) => !givenUp.includes(header)));
    // At 1920 px nothing is given up for names of ordinary length; a company with its contact ('Restaurant De Gouden
    // Leeuw (A. van den Heuvel)', 46 characters) may take Besteldatum's room.
    if (width === 1920 && layout.longestCustomer <= 40) expect(givenUp).toEqual([]);
  });

  /** Where each toast on screen comes to rest: two looks in a row find every one in the same place. */
  const restingToasts = async (count: number) => {
    const toasts = page.locator('[data-sonner-toast][data-mounted="true"]');
    await expect.poll(() => toasts.count()).toBe(count);
    let last = '';
    await expect.poll(async () => {
      const boxes = JSON.stringify(await Promise.all((await toasts.all()).map((toast) => toast.boundingBox())));
      const resting = boxes === last;
      last = boxes;
      return resting;
    }, { interval: 100 }).toBe(true);
    return (await Promise.all((await toasts.all()).map((toast) => toast.boundingBox()))).map((b) => asBox(b!));
  };
  const asBox = (b: { x: number; y: number; width: number; height: number }): Box => ({
    left: b.x, right: b.x + b.width, top: b.y, bottom: b.y + b.height,
  });
  const boxOf = async (locator: ReturnType<Page['locator']>) => asBox((await locator.boundingBox())!);
  /** What the user works with while toasts are up, by name. */
  const needed = async () => ({
    'top bar': await boxOf(page.locator('.topbar')),
    'fold button': await boxOf(page.locator('.sidebar__toggle')),
    'folder tabs': await boxOf(page.getByRole('navigation', { name: 'Mappen' })),
    'paging bar': await boxOf(page.locator('.pagination')),
    'order': await boxOf(page.getByRole('region', { name: 'Orderdetails' })),
  });
  const covered = (toasts: Box[], parts: Record<string, Box>) =>
    Object.entries(parts).filter(([, part]) => toasts.some((toast) => overlaps(toast, part))).map(([name]) => name);
  /** A P and A V with nothing selected: each says why in an error toast, which stays until dismissed. */
  const twoErrorToasts = async () => {
    for (const key of ['v', 'p']) {
      await page.keyboard.press('a');
      await page.keyboard.press(key);
    }
  };

  it('stacks toasts top-left over the sidebar, where they cover nothing else, until Escape closes them', async () => {
    await openList('/order/t[unprocessed]');
    await page.getByRole('row').filter({ hasText: /BLB\d{7}/ }).first().click();
    await page.getByRole('heading', { name: /BLB\d{7}/ }).waitFor();
    await twoErrorToasts();
    const toasts = await restingToasts(2);
    const sidebar = await boxOf(page.getByRole('complementary', { name: 'Mappen' }));
    const list = await boxOf(page.getByRole('grid', { name: 'Orders' }));
    expect(covered(toasts, { ...(await needed()), list })).toEqual([]);
    expect(toasts.every((toast) => toast.left >= sidebar.left && toast.right <= sidebar.right)).toBe(true);
    // Stacked, newest on top, one under the other.
    expect(overlaps(toasts[0], toasts[1])).toBe(false);
    expect(toasts[0].bottom).toBeLessThanOrEqual(toasts[1].top);
    // Errors stay past the 5 s a message has; Escape closes the newest first, then the other.
    await page.waitForTimeout(5500);
    await restingToasts(2);
    await page.keyboard.press('Escape');
    await restingToasts(1);
    await page.keyboard.press('Escape');
    await restingToasts(0);
  });

  it('with the sidebar folded, keeps the top bar, its fold button, the paging bar and the order clear', async () => {
    await page.keyboard.press('Control+b');
    try {
      await twoErrorToasts();
      // Folded, the sidebar's room went to the list: the toasts lie over its first columns (and at 1366 the second
      // row of folder tabs) while they are up.
      const { 'folder tabs': _tabs, ...rest } = await needed();
      expect(covered(await restingToasts(2), rest)).toEqual([]);
    } finally {
      await page.keyboard.press('Control+b');
    }
  });
});
