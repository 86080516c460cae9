// Issue 21 in Chromium: two workstations tick 'opnieuw aanmelden' on the same Trunkrs registration; the first makes
// the new parcel, the second is told 'Deze order is intussen al opnieuw bij Trunkrs aangemeld' and makes none. Opened
// again, its screen shows the new registration, and replacing that one works.
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { liveConnected, logIn, readApi } from './harness/browser.ts';
import { useBrowserSession } from './harness/session.ts';

interface OrderView {
  id: number;
  orderNumber: string;
  activeTransporter: string | null;
  recipient: { address: { countryCode: string } };
}

const sendPanel = (page: Page) => page.getByRole('region', { name: 'Aanmelden bij Trunkrs' });

/** S T: Trunkrs's send screen of the open order. */
async function openTrunkrs(page: Page) {
  await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
  await page.keyboard.press('s');
  await page.keyboard.press('t');
  await sendPanel(page).waitFor();
}

/** Space on the focused 'opnieuw aanmelden' turns the registration into the form. */
async function tickRegisterAgain(page: Page) {
  await sendPanel(page).getByText('Deze order is al bij Trunkrs aangemeld').waitFor();
  await page.keyboard.press(' ');
  await sendPanel(page).getByRole('button', { name: 'Aanmelden' }).waitFor();
}

describe("'opnieuw aanmelden' on two workstations at once", () => {
  const session = useBrowserSession({ width: 1366, height: 768 });

  it('makes one new parcel: the second workstation hears it was registered again meanwhile, and then replaces the new one', async () => {
    const { browser, server, page: colleague } = session;
    const me = await (await browser.newContext({ viewport: { width: 1366, height: 768 } })).newPage();
    me.setDefaultTimeout(10_000);
    me.on('pageerror', (error) => session.pageErrors.push(error.message));
    me.on('console', (message) => message.type() === 'error' && session.pageErrors.push(message.text()));
    await Promise.all([logIn(colleague, server.url), logIn(me, server.url)]);

    const list = await readApi<{ data: { id: number }[] }>(me, '/workbench/order?tags[]=unprocessed&pageSize=50');
    const orders = await Promise.all(list.data.map(({ id }) => readApi<OrderView>(me, `/workbench/order/${id}`)));
    const order = orders.find((candidate) => candidate.activeTransporter === null && candidate.recipient.address.countryCode === 'NL')!;
    const path = `/order/t[unprocessed]/${order.id}`;
    const shipments = async () => (await readApi<{ parcels: { barcode: string }[] }[]>(me, `/workbench/order/${order.id}/shipments`));

    await colleague.goto(`${server.url}${path}`);
    await colleague.getByRole('heading', { name: new RegExp(order.orderNumber) }).waitFor();
    await openTrunkrs(colleague);
    await sendPanel(colleague).getByRole('button', { name: 'Aanmelden' }).waitFor();
    await colleague.keyboard.press('Enter');
    await colleague.getByText(`Order ${order.orderNumber} is bij Trunkrs aangemeld`).first().waitFor();
    expect(await shipments()).toHaveLength(1);

    // Both open the registration and tick 'opnieuw aanmelden'; the colleague registers first.
    await me.goto(`${server.url}${path}`);
    await me.getByRole('heading', { name: new RegExp(order.orderNumber) }).waitFor();
    await liveConnected(me);
    await colleague.goto(`${server.url}${path}`);
    await colleague.getByRole('heading', { name: new RegExp(order.orderNumber) }).waitFor();
    for (const page of [colleague, me]) {
      await openTrunkrs(page);
      await tickRegisterAgain(page);
    }
    await colleague.keyboard.press('Enter');
    await colleague.getByText(`Order ${order.orderNumber} is bij Trunkrs aangemeld`).first().waitFor();
    expect(await shipments()).toHaveLength(2);

    await me.keyboard.press('Enter');
    await me.getByText('Kan niet bij Trunkrs aanmelden!').waitFor();
    await me.getByText('Deze order is intussen al opnieuw bij Trunkrs aangemeld').first().waitFor();
    await me.screenshot({ path: '/tmp/register-again-meanwhile-1366.png' });
    expect(await shipments()).toHaveLength(2);

    // Opened again, my screen shows the colleague's new parcel; replacing that one makes the third.
    const newest = (await shipments())[0].parcels[0].barcode;
    await me.keyboard.press('Escape');
    await sendPanel(me).waitFor({ state: 'detached' });
    await openTrunkrs(me);
    await sendPanel(me).getByText(newest, { exact: false }).first().waitFor();
    await tickRegisterAgain(me);
    await me.keyboard.press('Enter');
    await me.getByText(`Order ${order.orderNumber} is bij Trunkrs aangemeld`).first().waitFor();
    expect(await shipments()).toHaveLength(3);
    // The refused request itself is in the console ('Failed to load resource', 409); nothing else went wrong.
    expect(session.pageErrors.filter((error) => !error.startsWith('Failed to load resource'))).toEqual([]);
    await me.context().close();
  }, 120_000);
});
