import { readdir } from 'node:fs/promises';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { describe, expect, it, vi } from 'vitest';
import { logIn, readApi } from './harness/browser.ts';
import { useBrowserSession } from './harness/session.ts';

interface OrderView {
  id: number;
  orderNumber: string;
  treatment: string;
  activeTransporter: string | null;
  recipient: { address: { zipcode: string; countryCode: string } };
}

/** A new Dutch order nobody handed to a carrier yet (the PostNL sandbox does not deliver postcodes ending in 99). */
async function unsentOrder(page: Page): Promise<OrderView> {
  const list = await readApi<{ data: { id: number }[] }>(page, '/workbench/order?tags[]=unprocessed&pageSize=200');
  for (const { id } of list.data) {
    const order = await readApi<OrderView>(page, `/workbench/order/${id}`);
    const { zipcode, countryCode } = order.recipient.address;
    if (order.activeTransporter === null && countryCode === 'NL' && !/^\d\d99/.test(zipcode)) return order;
  }
  throw new Error('geen order zonder vervoerder gevonden');
}

async function spooledPdfs(dataDir: string, printerId: string): Promise<string[]> {
  const files = await readdir(join(dataDir, 'spool', printerId)).catch(() => []);
  return files.filter((file) => file.endsWith('.pdf'));
}

/** What the probe finds once it finds something: the spool folder is not a page to wait on. */
const waitFor = <T>(probe: () => Promise<T | undefined>, what: string, timeout = 15_000): Promise<T> =>
  vi.waitFor(async () => {
    const found = await probe();
    if (found === undefined) throw new Error(`niet op tijd: ${what}`);
    return found;
  }, { timeout, interval: 200 });

describe('handing an order to a carrier in Chromium', () => {
  const session = useBrowserSession({ width: 1366, height: 768 });

  it("keyboard only: S P opens PostNL's form with its defaults, Enter registers, the label lands in the spool, Track: shows", async () => {
    const { page, server } = session;
    await logIn(page, server.url);
    const order = await unsentOrder(page);
    const { printers } = await readApi<{ printers: Record<string, string> }>(page, '/workbench/location');
    const before = await spooledPdfs(server.dataDir, printers.postnl);

    await page.goto(`${server.url}/order/t[unprocessed]/${order.id}`);
    await page.getByRole('heading', { name: new RegExp(order.orderNumber) }).waitFor();
    await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
    await page.keyboard.press('s');
    await page.keyboard.press('p');

    const panel = page.getByRole('region', { name: 'Aanmelden bij PostNL' });
    await panel.getByRole('button', { name: 'Aanmelden' }).waitFor();
    expect(new URL(page.url()).pathname).toBe(`/order/t[unprocessed]/${order.id}/sendToPostnl`);
    expect(await panel.getByLabel(/Ordernummer/).inputValue()).toBe(order.orderNumber);
    expect(await panel.getByLabel(/Opmerking/).inputValue()).toBe(`Order: ${order.id}`);
    await page.screenshot({ path: '/tmp/carrier-form-1366.png' });

    await page.keyboard.press('Enter');
    await page.getByText(`Order ${order.orderNumber} is bij PostNL aangemeld`).waitFor();
    await page.waitForURL((url) => url.pathname === `/order/t[unprocessed]/${order.id}`);
    expect(await panel.count()).toBe(0);

    const label = await waitFor(async () => {
      const now = await spooledPdfs(server.dataDir, printers.postnl);
      return now.find((file) => !before.includes(file));
    }, 'het PostNL label in de spoolmap');
    expect(label).toMatch(/\.pdf$/);

    const row = page.getByRole('listitem', { name: 'PostNL' });
    await row.getByText('Track:').waitFor();
    expect(await row.getByRole('link').first().getAttribute('href')).toMatch(/^https:\/\//);
    await row.getByRole('button', { name: 'Print PostNL label' }).waitFor();
    await row.scrollIntoViewIfNeeded();
    await page.screenshot({ path: '/tmp/carrier-1366.png' });
    expect(session.pageErrors).toEqual([]);
  });
});
