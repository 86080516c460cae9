import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { launchBrowser, liveConnected, logIn } from './harness/browser.ts';
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
