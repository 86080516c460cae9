// Issue 24 in Chromium: a phone order from the empty form (N O) by keyboard to the order open, while a second
// workstation (the administrator) sees it appear in its list without reloading.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { DateTime } from 'luxon';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TIMEZONE } from '../../src/shared/domain/constants.ts';
import type { Order, OrderList } from '../../src/shared/schema/order.ts';
import { launchBrowser, liveConnected, logIn, readApi, workbenchShown } from './harness/browser.ts';
import { startServer, type RunningServer } from './harness/server.ts';

// Evaluated rather than added as a script tag: the app's Content-Security-Policy refuses inline scripts.
const AXE_SOURCE = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');
// Later than every demo order, so the new one is the last row of the last page of 'Nieuwe orders'.
const DELIVERY = DateTime.now().setZone(TIMEZONE).plus({ days: 400 });
const NOTE = 'Telefonisch aangenomen, klant belt terug bij vragen';
// Orders per list page: the server's default (PAGE_SIZE), which the e2e server keeps.
const PAGE_SIZE = 50;

describe('a phone order by keyboard, seen on a second workstation', () => {
  let server: RunningServer;
  let browser: Browser;
  let acting: Page;
  let watching: Page;

  async function workstation(user: string) {
    const page = await (await browser.newContext({ viewport: { width: 1366, height: 768 } })).newPage();
    page.setDefaultTimeout(10_000);
    await logIn(page, server.url, user);
    await workbenchShown(page);
    await liveConnected(page);
    return page;
  }

  beforeAll(async () => {
    [server, browser] = await Promise.all([startServer(), launchBrowser()]);
    [acting, watching] = [await workstation('medewerker'), await workstation('beheerder')];
  }, 120_000);
  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });

  /** The label of the focused field (or its accessible name for the search boxes). */
  const focusedLabel = (page: Page) =>
    page.evaluate(() => {
      const element = document.activeElement as HTMLInputElement | null;
      return element?.labels?.[0]?.textContent ?? element?.getAttribute('aria-label') ?? '';
    });

  /** Tab (never the mouse) until the field labelled `label` has the focus. */
  async function tabTo(page: Page, label: string) {
    for (let step = 0; step < 40; step++) {
      if ((await focusedLabel(page)) === label) return;
      await page.keyboard.press('Tab');
    }
    throw new Error(`Tab never reached '${label}'`);
  }

  /** A new order delivered in the Netherlands (the postcode look-up knows Dutch postcodes only) whose customer has a phone. */
  async function dutchOrderWithPhone(page: Page): Promise<Order> {
    const list = await readApi<OrderList>(page, '/workbench/order?tags[]=unprocessed&pageSize=50');
    for (const { id } of list.data) {
      const order = await readApi<Order>(page, `/workbench/order/${id}`);
      if (order.recipient.address.countryCode === 'NL' && order.customer.phoneNumber && order.orderItems.length > 0) return order;
    }
    throw new Error('no new order delivered in the Netherlands with a customer phone number');
  }

  it('goes from N O to the order open, and the other workstation lists it at once', async () => {
    const known = await dutchOrderWithPhone(acting);
    const { zipcode, streetNumber, street, city } = known.recipient.address;

    // The other workstation looks at the last page of the new orders.
    await watching.keyboard.press('Shift+End');
    const shown = watching.getByText(/^Getoond \d+ - \d+ van \d+$/);
    await expect.poll(async () => watching.url()).toMatch(/p\[\d+\]/);
    const totalBefore = Number(/van (\d+)$/.exec((await shown.textContent())!)![1]);

    await acting.keyboard.press('n');
    await acting.keyboard.press('o');
    await acting.getByRole('heading', { name: 'Nieuwe order (telefoon/winkel)' }).waitFor();
    expect(acting.url()).toMatch(/\/order\/t\[unprocessed\]\/create$/);
    expect(await focusedLabel(acting)).toBe('Klant zoeken');

    await acting.evaluate(AXE_SOURCE);
    const violations = await acting.evaluate(async () => {
      const axe = (window as unknown as { axe: { run(context: Element): Promise<{ violations: { id: string }[] }> } }).axe;
      return (await axe.run(document.querySelector('form.phone-order')!)).violations.map((violation) => violation.id);
    });
    expect(violations, 'axe on the form').toEqual([]);

    // A known customer, found by the phone number of an earlier order, picked with Enter.
    await acting.keyboard.type(known.customer.phoneNumber);
    await acting.getByRole('listbox', { name: 'Resultaten: Klant zoeken' }).getByRole('option').first().waitFor();
    await acting.keyboard.press('Enter');
    await expect.poll(() => acting.getByLabel('Achternaam').inputValue()).toBe(known.customer.name.lastName);

    await tabTo(acting, 'Naam');
    await acting.keyboard.type('Anna Bos');
    // The customer's own address came before the recipient's name: this is the delivery address's postcode.
    await tabTo(acting, 'Postcode');
    await acting.keyboard.type(zipcode.replace(' ', '').toLowerCase());
    await acting.keyboard.press('Tab');
    await acting.keyboard.type(streetNumber);
    const recipient = acting.getByRole('group', { name: 'Ontvanger en bezorging' });
    await expect.poll(() => recipient.getByLabel('Straat').inputValue()).toBe(street);
    expect(await recipient.getByLabel('Plaats').inputValue()).toBe(city);

    await tabTo(acting, 'Bezorgdatum');
    await acting.keyboard.press('Control+A');
    await acting.keyboard.type(DELIVERY.toFormat('dd-MM-yyyy'));

    await tabTo(acting, 'Product zoeken');
    await acting.keyboard.type(known.orderItems[0].title);
    await acting.getByRole('listbox', { name: 'Resultaten: Product zoeken' }).getByRole('option').first().waitFor();
    await acting.keyboard.press('Enter');
    expect(await focusedLabel(acting)).toBe('Aantal');
    await acting.keyboard.press('Control+A');
    await acting.keyboard.type('2');

    await tabTo(acting, 'Kaarttekst');
    await acting.keyboard.type('Van harte gefeliciteerd!');
    await tabTo(acting, 'Interne notitie');
    await acting.keyboard.type(NOTE);
    await acting.keyboard.press('Control+Enter');

    await acting.waitForURL(/\/order\/t\[unprocessed\]\/\d+$/);
    const toast = acting.getByText(/^Order BLB\d{7} is aangemaakt$/);
    await toast.waitFor();
    const orderNumber = /BLB\d{7}/.exec((await toast.textContent())!)![0];
    await acting.getByRole('heading', { name: new RegExp(orderNumber) }).waitFor();
    await acting.getByText(NOTE).waitFor();
    const id = Number(/(\d+)$/.exec(acting.url())![1]);
    const created = await readApi<Order>(acting, `/workbench/order/${id}`);
    expect(created).toMatchObject({
      orderNumber, treatment: 'Nieuw', deliveryDate: DELIVERY.toISODate(),
      customer: { name: { lastName: known.customer.name.lastName }, phoneNumber: known.customer.phoneNumber },
      recipient: { name: 'Anna Bos', address: { street, city, streetNumber } },
      orderItems: [{ productId: known.orderItems[0].productId, quantity: 2 }],
      card: { text: 'Van harte gefeliciteerd!' },
      internalLog: [{ content: NOTE, createUserName: expect.any(String) }],
    });

    // The other workstation: the total goes up and the row arrives on its last page, without a reload. A last page
    // that was full stays as it was, and the new order opens a page of its own after it. The list draws only the rows
    // in view, so it is scrolled to its end, where the new order is.
    await expect.poll(async () => Number(/van (\d+)$/.exec((await shown.textContent())!)![1])).toBe(totalBefore + 1);
    if (totalBefore % PAGE_SIZE === 0) await watching.keyboard.press('Shift+End');
    await watching.locator('.order-table').evaluate((list) => list.scrollTo({ top: list.scrollHeight }));
    await watching.getByRole('row').filter({ hasText: orderNumber }).waitFor();
  });
});
