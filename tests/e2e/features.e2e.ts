import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import type { Feature } from '../../src/shared/schema/workbench.ts';
import { launchBrowser, liveConnected, logIn, readApi } from './harness/browser.ts';
import { startServer, type RunningServer } from './harness/server.ts';

describe('an administrator switches a feature for the location', () => {
  let server: RunningServer;
  let browser: Browser;
  let admin: Page;
  let staff: Page;
  const pageErrors: string[] = [];

  beforeAll(async () => {
    [server, browser] = await Promise.all([startServer(), launchBrowser()]);
    // Two browser contexts: two workstations that share nothing but the server.
    const viewport = { width: 1366, height: 768 };
    [admin, staff] = await Promise.all([1, 2].map(async () => (await browser.newContext({ viewport })).newPage()));
    for (const page of [admin, staff]) {
      page.setDefaultTimeout(10_000);
      page.on('pageerror', (error) => pageErrors.push(error.message));
    }
    await Promise.all([logIn(admin, server.url, 'beheerder'), logIn(staff, server.url)]);
  });
  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });

  it("takes the photo service icon off a staff workbench's order list without reloading, and brings it back", async () => {
    // The hour's demo seed decides which orders the first rows show, so the staff member searches for one with the
    // photo service rather than hoping one is among them.
    const list = await readApi<{ data: { orderNumber: string; hasPhotoService: boolean }[] }>(
      staff, '/workbench/order?tags[]=unprocessed&pageSize=200');
    const photoOrder = list.data.find((item) => item.hasPhotoService);
    expect(photoOrder).toBeDefined();
    await staff.keyboard.press('/');
    await staff.keyboard.type(photoOrder!.orderNumber);
    await staff.keyboard.press('Enter');
    // The folder's rows stay until the search answers: counted before that, their icons were the ones counted.
    await staff.getByText(/^Getoond 1 - 1 van 1$/).waitFor();
    const photoIcons = staff.getByRole('img', { name: 'Fotoservice' });
    await photoIcons.first().waitFor();
    const shown = await photoIcons.count();
    await liveConnected(staff);
    let reloaded = false;
    staff.on('framenavigated', (frame) => {
      if (frame === staff.mainFrame()) reloaded = true;
    });

    await admin.goto(`${server.url}/admin/features`);
    const listGroup = admin.getByRole('group', { name: 'Order overzicht' });
    const photoService = listGroup.getByRole('checkbox', { name: 'Fotoservice' });
    expect(await photoService.isChecked()).toBe(true);
    await admin.screenshot({ path: '/tmp/features-admin.png' });

    await photoService.uncheck();
    await expect.poll(() => photoIcons.count()).toBe(0);
    await staff.screenshot({ path: '/tmp/features-staff-without-photo.png' });

    await photoService.check();
    await expect.poll(() => photoIcons.count()).toBe(shown);
    expect(reloaded).toBe(false);

    // What the administrator switched is stored: a fresh visit shows it as left.
    await admin.reload();
    expect(await admin.getByRole('checkbox', { name: 'Fotoservice' }).isChecked()).toBe(true);
    expect(pageErrors).toEqual([]);
  });

  it("switches each dashboard chart by a feature named as the chart, 'Op tijd bezorgd' included", async () => {
    const charts = ['Orders per dag', 'Omzet per dag', 'Orders per vervoerder', 'Orders per map', 'Op tijd bezorgd'];
    /** The dashboard's charts, once its list of them has come. */
    const chartTitles = async () => {
      await admin.goto(`${server.url}/admin`);
      await admin.getByRole('region', { name: 'Orders per dag' }).waitFor();
      return admin.locator('.graph-widget h2').allTextContents();
    };
    const storedOnTimeSwitch = async () => (await readApi<Feature[]>(admin, '/workbench/feature'))
      .find((feature) => feature.extraAttribute_28090100 === 'Op tijd bezorgd')?.extraAttribute_28088961;
    expect(await chartTitles()).toEqual(charts);
    const onTimeChart = admin.getByRole('region', { name: 'Op tijd bezorgd' });
    await onTimeChart.locator('svg, .graph-widget__empty').first().waitFor();
    await onTimeChart.screenshot({ path: '/tmp/dashboard-on-time.png' });

    await admin.goto(`${server.url}/admin/features`);
    const chartGroup = admin.getByRole('group', { name: 'Grafiek/statistiek' });
    const onTime = chartGroup.getByRole('checkbox', { name: 'Op tijd bezorgd' });
    await onTime.waitFor();
    expect(await chartGroup.locator('label').allTextContents()).toEqual(charts.map((title) => ` ${title}`));
    await onTime.uncheck();
    await expect.poll(storedOnTimeSwitch, { timeout: 10_000 }).toBe(false);

    expect(await chartTitles()).toEqual(charts.slice(0, 4));
    expect(await admin.getByText('Op tijd bezorgd').count()).toBe(0);

    await admin.goto(`${server.url}/admin/features`);
    await onTime.check();
    await expect.poll(storedOnTimeSwitch, { timeout: 10_000 }).toBe(true);
    expect(await chartTitles()).toEqual(charts);
    expect(pageErrors).toEqual([]);
  });

  it('shows the features of the workstation\'s own location: Utrecht has no Reviva contract, so it cannot be ticked', async () => {
    const reviva = admin.getByRole('group', { name: 'Vervoerder' }).getByRole('checkbox', { name: /^Reviva/ });
    await admin.goto(`${server.url}/admin/features`);
    expect(await reviva.isEnabled()).toBe(true);

    await admin.evaluate(() => localStorage.setItem('werkplaats.location', JSON.stringify('Utrecht')));
    await admin.reload();
    await admin.getByText('Locatie Utrecht').waitFor();
    expect(await reviva.isDisabled()).toBe(true);
    expect(await admin.getByRole('checkbox', { name: 'Reviva (niet beschikbaar op deze locatie)' }).isChecked()).toBe(false);
    expect(await admin.getByRole('checkbox', { name: 'Avondbezorging' }).isChecked()).toBe(false);
    await admin.screenshot({ path: '/tmp/features-admin-utrecht.png', fullPage: true });
    expect(pageErrors).toEqual([]);
  });
});
