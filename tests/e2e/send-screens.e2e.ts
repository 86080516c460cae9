// Issue 21 in Chromium: every send screen registers an order without recipient e-mail, phone or company on its own
// defaults with Enter; it opens on the registration of an order the carrier has already ('opnieuw aanmelden' turns it
// into the form); own delivery says at once that it does not come to an address outside its routes.
import { DateTime } from 'luxon';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { routeFor } from '../../src/server/carriers/regio/routes.ts';
import { TIMEZONE, type Carrier } from '../../src/shared/domain/constants.ts';
import { logIn, readApi, writeApi } from './harness/browser.ts';
import { unprocessedOrders, type SendableOrder } from './harness/orders.ts';
import { useBrowserSession } from './harness/session.ts';

/** The second key after S of each carrier's send screen (keymaps/default.json). */
const SEND_KEYS: Readonly<Record<Carrier, string>> = {
  postnl: 'p', dynalogic: 'd', zorgeloosbezorgd: 'z', redjepakketje: 'r', trunkrs: 't', reviva: 'v', regio: 'g',
};

/**
 * A delivery day every carrier serves whatever the hour the test runs: not today (past a cut-off Red je Pakketje's
 * pick-up points and Trunkrs's slots rightly refuse today's parcels) and not a Sunday (Reviva and Trunkrs say at once
 * that they do not deliver then).
 */
function servedDay(): DateTime {
  let day = DateTime.now().setZone(TIMEZONE).startOf('day').plus({ days: 2 });
  while (day.weekday === 7) day = day.plus({ days: 1 });
  return day;
}

/** An order the carrier's screen can take on its defaults, no longer with a recipient e-mail, phone or company. */
async function orderFor(page: Page, carrier: Carrier, orders: readonly SendableOrder[], taken: Set<number>): Promise<SendableOrder> {
  const fits = ({ recipient: { address } }: SendableOrder) => {
    if (carrier === 'regio') return routeFor(address.zipcode) !== null;
    // The PostNL sandbox does not deliver postcodes ending in 99.
    if (carrier === 'postnl') return !/^\d\d99/.test(address.zipcode);
    return true;
  };
  const order = orders.find(
    (candidate) => !taken.has(candidate.id) && candidate.activeTransporter === null && candidate.recipient.address.countryCode === 'NL' && fits(candidate),
  );
  if (!order) throw new Error(`geen order voor ${carrier}`);
  taken.add(order.id);
  const day = servedDay();
  await writeApi(page, 'PUT', `/workbench/order/${order.id}`, {
    version: order.version,
    deliveryDate: day.toISODate(),
    // Dynalogic asks which kind of order an ordinary one is; a timed piece has its kind.
    deliveryDateTime: carrier === 'dynalogic' ? day.set({ hour: 14 }).toUnixInteger() : null,
    recipient: { emailAddress: '', phoneNumber: '', companyName: '' },
  });
  return order;
}

async function openOrder(page: Page, baseUrl: string, order: SendableOrder) {
  await page.goto(`${baseUrl}/order/t[unprocessed]/${order.id}`);
  await page.getByRole('heading', { name: new RegExp(order.orderNumber) }).waitFor();
}

async function pressSend(page: Page, carrier: Carrier) {
  await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
  await page.keyboard.press('s');
  await page.keyboard.press(SEND_KEYS[carrier]);
  return page.getByRole('region', { name: /^Aanmelden bij / });
}

describe('the send screens in Chromium (issue 21)', () => {
  const session = useBrowserSession({ width: 1366, height: 768 });

  it("every carrier registers an order without recipient e-mail, phone or company on its defaults, then opens on that registration", async () => {
    const { page, server } = session;
    await logIn(page, server.url);
    const orders = await unprocessedOrders(page);
    const taken = new Set<number>();

    for (const carrier of Object.keys(SEND_KEYS) as Carrier[]) {
      const order = await orderFor(page, carrier, orders, taken);
      await openOrder(page, server.url, order);
      const panel = await pressSend(page, carrier);
      await panel.getByRole('button', { name: 'Aanmelden' }).waitFor();
      await page.keyboard.press('Enter');
      await page.getByText(new RegExp(`^Order ${order.orderNumber} is bij .+ aangemeld$`)).first().waitFor();
      await page.waitForURL((url) => url.pathname === `/order/t[unprocessed]/${order.id}`);

      // Opened again, the screen shows what the order has with the carrier instead of a form it would refuse.
      const again = await pressSend(page, carrier);
      await again.getByText(/^Deze order is al bij .+ aangemeld$/).waitFor();
      const { transport } = await readApi<{ transport: Record<string, { code: string; url: string | null }> }>(page, `/workbench/order/${order.id}`);
      const { code, url } = transport[carrier];
      await again.getByText(code, { exact: false }).first().waitFor();
      if (url) {
        await again.getByText('Track:').waitFor();
        expect(await again.getByRole('link', { name: code }).getAttribute('href')).toBe(url);
      }
      expect(await again.getByRole('button', { name: 'Aanmelden' }).count()).toBe(0);
      if (carrier === 'reviva') await page.screenshot({ path: '/tmp/send-registered-1366.png' });

      // Space ticks the focused 'opnieuw aanmelden': the form for another parcel.
      const checkbox = again.getByRole('checkbox', { name: 'opnieuw aanmelden' });
      expect(await checkbox.evaluate((element) => element === document.activeElement)).toBe(true);
      await page.keyboard.press(' ');
      await again.getByRole('button', { name: 'Aanmelden' }).waitFor();
    }
    expect(session.pageErrors).toEqual([]);
  }, 180_000);

  it('own delivery says at once that it does not come to an address outside its routes, and is not suggested there', async () => {
    const { page, server } = session;
    await logIn(page, server.url);
    const orders = await unprocessedOrders(page);
    const outside = orders.find((order) => order.orderNumber === 'BLB0000033') ??
      orders.find((order) => order.activeTransporter === null && order.recipient.address.countryCode === 'NL' && !routeFor(order.recipient.address.zipcode))!;
    const { zipcode } = outside.recipient.address;
    expect(routeFor(zipcode)).toBeNull();
    await openOrder(page, server.url, outside);

    const panel = await pressSend(page, 'regio');
    await panel.getByRole('alert').filter({ hasText: `Eigen bezorging komt niet in ${zipcode}` }).waitFor();
    const route = panel.getByLabel(/Route/);
    expect(await route.inputValue()).toBe('');
    expect(await route.evaluate((select: HTMLSelectElement) => select.selectedOptions[0]?.textContent)).toBe('Kies…');
    expect(await panel.getByRole('button', { name: 'Aanmelden' }).isDisabled()).toBe(true);
    await page.screenshot({ path: '/tmp/send-regio-outside-1366.png' });

    await page.keyboard.press('Escape');
    await page.waitForURL((url) => url.pathname === `/order/t[unprocessed]/${outside.id}`);
    await page.keyboard.press('Control+k');
    await page.keyboard.type('voorgestelde vervoerder');
    const suggestion = page.getByRole('option', { name: /^Aanmelden bij voorgestelde vervoerder/ });
    await suggestion.waitFor();
    expect(await suggestion.textContent()).not.toContain('Eigen bezorging');
    expect(session.pageErrors).toEqual([]);
  });
});
