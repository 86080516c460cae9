// Issue 22 in Chromium: PostNL and Trunkrs in live mode, against local carriers built from their own published
// OpenAPI files (every request checked against them). A registration through the send screen ends with the label in
// the printer's spool and 'Track:'; a refusal shows the carrier's own words on the form.
import { readdir } from 'node:fs/promises';
import { join } from 'node:path';
import { DateTime } from 'luxon';
import type { Page } from 'playwright-core';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { TIMEZONE } from '../../src/shared/domain/constants.ts';
import { POSTNL_ACCOUNT_ENV } from '../helpers/postnl-account.ts';
import { LABEL, startPostnlContractFake, type PostnlContractFake } from '../helpers/postnl-contract-fake.ts';
import { startSpecTrunkrs, TRUNKRS_KEY, type SpecTrunkrs } from '../helpers/trunkrs-contract-fake.ts';
import { logIn, readApi, writeApi } from './harness/browser.ts';
import { unprocessedOrders, type SendableOrder } from './harness/orders.ts';
import { useBrowserSession } from './harness/session.ts';

let postnl: PostnlContractFake;
let trunkrs: SpecTrunkrs;

async function startCarriers(): Promise<Record<string, string>> {
  [postnl, trunkrs] = await Promise.all([startPostnlContractFake(), startSpecTrunkrs()]);
  return {
    ...POSTNL_ACCOUNT_ENV,
    CARRIER_POSTNL_URL: postnl.url,
    CARRIER_POSTNL_API_KEY: postnl.apiKey,
    CARRIER_TRUNKRS_URL: trunkrs.fake.url,
    CARRIER_TRUNKRS_API_KEY: TRUNKRS_KEY,
    CARRIER_TRUNKRS_FALLBACK_EMAIL: 'winkel@werkplaats.example',
  };
}

/** Dutch orders nobody handed to a carrier yet, delivered tomorrow (the day of the fake Trunkrs's open evening slot). */
async function unsentOrders(page: Page, count: number): Promise<SendableOrder[]> {
  const tomorrow = DateTime.now().setZone(TIMEZONE).plus({ days: 1 }).toISODate()!;
  const unsent = (await unprocessedOrders(page))
    .filter((order) => order.activeTransporter === null && order.recipient.address.countryCode === 'NL')
    .slice(0, count);
  if (unsent.length < count) throw new Error('te weinig orders zonder vervoerder');
  for (const order of unsent) {
    await writeApi(page, 'PUT', `/workbench/order/${order.id}`, { version: order.version, deliveryDate: tomorrow, deliveryDateTime: null });
  }
  return unsent;
}

async function spooledPdfs(dataDir: string, printerId: string): Promise<string[]> {
  const files = await readdir(join(dataDir, 'spool', printerId)).catch(() => []);
  return files.filter((file) => file.endsWith('.pdf'));
}

async function openSendScreen(page: Page, baseUrl: string, order: SendableOrder, key: string, title: string) {
  await page.goto(`${baseUrl}/order/t[unprocessed]/${order.id}`);
  await page.getByRole('heading', { name: new RegExp(order.orderNumber) }).waitFor();
  await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
  await page.keyboard.press('s');
  await page.keyboard.press(key);
  const panel = page.getByRole('region', { name: `Aanmelden bij ${title}` });
  await panel.getByRole('button', { name: 'Aanmelden' }).waitFor();
  return panel;
}

describe('live carriers against their published specifications, in Chromium (issue 22)', () => {
  const session = useBrowserSession({ width: 1366, height: 768 }, { serverEnv: startCarriers });
  afterAll(async () => {
    await postnl?.close();
    await trunkrs?.close();
  });

  const carriers = [
    { carrier: 'postnl', key: 'p', title: 'PostNL' },
    { carrier: 'trunkrs', key: 't', title: 'Trunkrs' },
  ] as const;

  it('registers with Enter, prints the label the carrier made and shows Track:, with every request as the specification says', async () => {
    const { page, server } = session;
    await logIn(page, server.url);
    const orders = await unsentOrders(page, carriers.length);
    const { printers } = await readApi<{ printers: Record<string, string> }>(page, '/workbench/location');

    for (const [index, { carrier, key, title }] of carriers.entries()) {
      const order = orders[index];
      const before = await spooledPdfs(server.dataDir, printers[carrier]);
      await openSendScreen(page, server.url, order, key, title);
      await page.keyboard.press('Enter');
      await page.getByText(`Order ${order.orderNumber} is bij ${title} aangemeld`).waitFor();

      const row = page.getByRole('listitem', { name: title });
      await row.getByText('Track:').waitFor();
      const { transport } = await readApi<{ transport: Record<string, { code: string; url: string }> }>(page, `/workbench/order/${order.id}`);
      expect(await row.getByRole('link', { name: transport[carrier].code }).getAttribute('href')).toBe(transport[carrier].url);
      await vi.waitFor(async () => {
        const now = await spooledPdfs(server.dataDir, printers[carrier]);
        expect(now.filter((file) => !before.includes(file))).toHaveLength(1);
      }, { timeout: 15_000, interval: 200 });
    }
    expect(postnl.announced.map((shipment) => shipment.Barcode)).toEqual([expect.stringMatching(/^3SDEVC\d+$/)]);
    expect(trunkrs.shipments).toHaveLength(1);
    expect(postnl.violations).toEqual([]);
    expect(trunkrs.fake.violations).toEqual([]);
    expect(session.pageErrors).toEqual([]);
  }, 120_000);

  it("shows the carrier's own refusal on the form, on the field it names", async () => {
    const { page, server } = session;
    await logIn(page, server.url);
    const [forPostnl, forTrunkrs] = await unsentOrders(page, 2);
    const parcels = { postnl: postnl.announced.length, trunkrs: trunkrs.shipments.length };

    postnl.failNext(LABEL, { answer: { status: 400, body: { Errors: [{ Code: '6', Description: 'Weight cannot exceed 30000 grams' }] } } });
    const postnlForm = await openSendScreen(page, server.url, forPostnl, 'p', 'PostNL');
    await page.keyboard.press('Enter');
    await postnlForm.getByText('PostNL: Weight cannot exceed 30000 grams').first().waitFor();
    expect(await postnlForm.getByLabel(/Gewicht/).getAttribute('aria-invalid')).toBe('true');
    await page.screenshot({ path: '/tmp/live-postnl-refusal-1366.png' });

    const trunkrsForm = await openSendScreen(page, server.url, forTrunkrs, 't', 'Trunkrs');
    trunkrs.answerNext(() => ({ status: 422, body: { code: 'INVALID_ADDRESS', reason: 'Address could not be found' } }));
    await page.keyboard.press('Enter');
    await trunkrsForm.getByText('Trunkrs: Address could not be found').first().waitFor();
    expect(await trunkrsForm.getByLabel(/Postcode/).getAttribute('aria-invalid')).toBe('true');
    await page.screenshot({ path: '/tmp/live-trunkrs-refusal-1366.png' });

    expect({ postnl: postnl.announced.length, trunkrs: trunkrs.shipments.length }).toEqual(parcels);
    expect(postnl.violations).toEqual([]);
    expect(trunkrs.fake.violations).toEqual([]);
  }, 120_000);
});
