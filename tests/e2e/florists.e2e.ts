import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { readApi } from './harness/browser.ts';
import { useBrowserSession } from './harness/session.ts';

interface OrderView {
  id: number;
  orderNumber: string;
  treatment: string;
  activeTransporter: string | null;
  recipient: { address: { city: string; countryCode: string; zipcode: string } };
}
interface FloristMatch {
  id: number;
  name: string;
  emailAddress: string;
}

/** A new Dutch order, not handed to anyone, whose recipient's town has colleague florists. */
async function orderWithFlorists(page: Page): Promise<{ order: OrderView; florists: FloristMatch[] }> {
  const list = await readApi<{ data: { id: number }[] }>(page, '/workbench/order?tags[]=unprocessed&pageSize=200');
  for (const { id } of list.data) {
    const order = await readApi<OrderView>(page, `/workbench/order/${id}`);
    if (order.activeTransporter !== null || order.recipient.address.countryCode !== 'NL') continue;
    const florists = await readApi<FloristMatch[]>(page, `/workbench/order/${id}/florist`);
    if (florists.length > 0) return { order, florists };
  }
  throw new Error('geen nieuwe order in een plaats met een collega bloemist');
}

async function outboxMails(dataDir: string): Promise<string[]> {
  const folder = join(dataDir, 'outbox');
  const files = (await readdir(folder).catch(() => [] as string[])).filter((file) => file.endsWith('.eml'));
  return Promise.all(files.map((file) => readFile(join(folder, file), 'utf8')));
}

/** 'Getoond 1 - 50 van 123' → 123. */
async function listTotal(page: Page): Promise<number> {
  const text = await page.getByText(/^Getoond \d+ - \d+ van \d+$/).textContent();
  return Number(/van (\d+)$/.exec(text ?? '')?.[1]);
}

/** Quoted-printable soft line breaks undone, so a long line of the mail reads as one. */
const unfolded = (mail: string) => mail.replace(/=\r?\n/g, '');

describe('handing an order to a colleague florist in Chromium', () => {
  const session = useBrowserSession({ width: 1366, height: 768 });

  it('keyboard only: B S lists the florists best first, Enter sends the mail, the order leaves the list, B V shows it as the florist sees it', async () => {
    const { page, server } = session;
    await page.goto(`${server.url}/auth/login`);
    await page.getByLabel('Gebruikersnaam').fill('medewerker');
    await page.getByLabel('Wachtwoord').fill('welkom01');
    await page.keyboard.press('Enter');
    await page.waitForURL(/\/order\//);

    const { order, florists } = await orderWithFlorists(page);
    const mailsBefore = await outboxMails(server.dataDir);
    await page.goto(`${server.url}/order/t[unprocessed]/${order.id}`);
    await page.getByRole('heading', { name: new RegExp(order.orderNumber) }).waitFor();
    const totalBefore = await listTotal(page);
    await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());

    await page.keyboard.press('b');
    await page.keyboard.press('s');
    const panel = page.getByRole('region', { name: 'Naar collega bloemist' });
    const best = panel.getByRole('radio').first();
    await best.waitFor();
    expect(new URL(page.url()).pathname).toBe(`/order/t[unprocessed]/${order.id}/sendToColleague`);
    expect(await panel.getByRole('radio').count()).toBe(florists.length);
    expect(await best.isChecked()).toBe(true);
    expect(await best.evaluate((element) => element === document.activeElement)).toBe(true);
    await page.screenshot({ path: '/tmp/colleague-form-1366.png' });

    await page.keyboard.press('Enter');
    await page.getByText(`Order ${order.orderNumber} naar collega bloemist`).waitFor();
    await page.waitForURL((url) => url.pathname === '/order/t[unprocessed]');
    await page.getByRole('row', { name: new RegExp(order.orderNumber) }).waitFor({ state: 'detached' });
    expect(await listTotal(page)).toBe(totalBefore - 1);

    const mails = (await outboxMails(server.dataDir)).filter((mail) => !mailsBefore.includes(mail)).map(unfolded);
    expect(mails).toHaveLength(1);
    expect(mails[0]).toContain(`To: ${florists[0].emailAddress}`);
    expect(mails[0]).toContain(order.orderNumber.replace(/^BLB/, ''));

    const stored = await readApi<OrderView>(page, `/workbench/order/${order.id}`);
    expect(stored.treatment).toBe('Collega bloemist');

    await page.goto(`${server.url}/order/t[processed]/${order.id}`);
    await page.getByRole('heading', { name: new RegExp(order.orderNumber) }).waitFor();
    await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
    await page.keyboard.press('b');
    await page.keyboard.press('v');
    const view = page.getByRole('region', { name: 'Collega bloemist' });
    await view.getByText(florists[0].name).first().waitFor();
    await page.screenshot({ path: '/tmp/florist-view-after-handoff-1366.png' });
    expect(session.pageErrors).toEqual([]);
  });
});
