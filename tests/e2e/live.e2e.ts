import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { launchBrowser, liveConnected, logIn } from './harness/browser.ts';
import { startServer, type RunningServer } from './harness/server.ts';

const CONFLICT = 'De opmerking van de klant is intussen door iemand anders gewijzigd.';

describe('two workstations on the same order', () => {
  let server: RunningServer;
  let browser: Browser;
  let a: Page;
  let b: Page;

  beforeAll(async () => {
    [server, browser] = await Promise.all([startServer(), launchBrowser()]);
    [a, b] = await Promise.all([browser.newPage({ viewport: { width: 1440, height: 900 } }), browser.newPage({ viewport: { width: 1440, height: 900 } })]);
    a.setDefaultTimeout(10_000);
    b.setDefaultTimeout(10_000);
    await logIn(a, server.url);
    await logIn(b, server.url, 'beheerder');
  });
  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });

  async function openSameOrder(): Promise<string> {
    await a.getByRole('row').filter({ hasText: /BLB\d{7}/ }).nth(4).click();
    await a.waitForURL(/\/\d+$/);
    const path = new URL(a.url()).pathname;
    await b.goto(`${server.url}${path}`);
    const number = (await a.locator('.detail-header__number').textContent())!;
    await b.locator('.detail-header__number', { hasText: number }).waitFor();
    await liveConnected(b);
    return path;
  }

  const commentBlock = (page: Page) => page.getByRole('form', { name: 'Opmerking klant bewerken' });

  it('shows an edit made on one workstation on the other within a second, without reloading', async () => {
    await openSameOrder();
    await a.getByRole('button', { name: 'Bewerken: Opmerking klant' }).click();
    await commentBlock(a).getByLabel('Opmerking klant').fill('Graag voor 10:00 bezorgen');
    const saved = Date.now();
    await commentBlock(a).getByRole('button', { name: 'Opslaan' }).click();
    await commentBlock(a).waitFor({ state: 'detached' }); // saved: the block is back in view
    await b.getByText('Graag voor 10:00 bezorgen').waitFor({ timeout: 1000 });
    expect(Date.now() - saved).toBeLessThan(1000);
  });

  it('refuses the second of two concurrent edits with a Dutch message, keeps its text, and saves it on request', async () => {
    await openSameOrder();
    await a.getByRole('button', { name: 'Bewerken: Opmerking klant' }).click();
    await b.getByRole('button', { name: 'Bewerken: Opmerking klant' }).click();
    await commentBlock(a).getByLabel('Opmerking klant').fill('Tekst van werkplek A');
    await commentBlock(b).getByLabel('Opmerking klant').fill('Tekst van werkplek B');

    await commentBlock(a).getByRole('button', { name: 'Opslaan' }).click();
    await commentBlock(a).waitFor({ state: 'detached' });
    await commentBlock(b).getByRole('button', { name: 'Opslaan' }).click();
    await commentBlock(b).getByRole('alert').filter({ hasText: CONFLICT }).waitFor();
    await expect.poll(() => commentBlock(b).getByLabel('Opmerking klant').inputValue()).toBe('Tekst van werkplek B');

    // B has seen the conflict and saves again on top of A's version: nothing was lost silently.
    await commentBlock(b).getByRole('button', { name: 'Opslaan' }).click();
    await commentBlock(b).waitFor({ state: 'detached' });
    await a.getByText('Tekst van werkplek B').waitFor({ timeout: 1000 });
  });
});
