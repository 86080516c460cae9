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
    if (width === 1920) expect(givenUp).toEqual([]);
  });

  it('shows a toast where it covers neither the folder tabs nor the paging bar', async () => {
    await openList('/order/t[unprocessed]');
    await page.getByRole('row').filter({ hasText: /BLB\d{7}/ }).first().click();
    await page.waitForURL(/\/order\/t%5Bunprocessed%5D\/\d+$|\/order\/t\[unprocessed\]\/\d+$/);
    await page.getByRole('heading', { name: /BLB\d{7}/ }).waitFor();
    await page.keyboard.press('Shift+V');
    const toast = page.locator('[data-sonner-toast]').filter({ hasText: 'Order is verwerkt' });
    await toast.waitFor();
    // Where the toast comes to rest, after its entrance animation.
    await toast.and(page.locator('[data-mounted="true"]')).waitFor();
    // At rest once two looks in a row find it in the same place.
    let lastBox = '';
    await expect.poll(async () => {
      const box = JSON.stringify(await toast.boundingBox());
      const resting = box === lastBox;
      lastBox = box;
      return resting;
    }, { interval: 100 }).toBe(true);
    const toastBox = (await toast.boundingBox())!;
    const asBox = (b: { x: number; y: number; width: number; height: number }): Box => ({
      left: b.x, right: b.x + b.width, top: b.y, bottom: b.y + b.height,
    });
    const tabs = asBox((await page.getByRole('navigation', { name: 'Mappen' }).boundingBox())!);
    const paging = asBox((await page.locator('.pagination').boundingBox())!);
    expect(overlaps(asBox(toastBox), tabs)).toBe(false);
    expect(overlaps(asBox(toastBox), paging)).toBe(false);
  });
});
