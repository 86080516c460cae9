import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { launchBrowser } from './harness/browser.ts';
import { startServer, type RunningServer } from './harness/server.ts';

describe('password reset and the security policy in Chromium', () => {
  let server: RunningServer;
  let browser: Browser;
  let context: BrowserContext;
  let page: Page;
  /** Console errors, page errors and CSP violations: the app must run without any. */
  let problems: string[];

  beforeAll(async () => {
    [server, browser] = await Promise.all([startServer(), launchBrowser()]);
  });
  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });
  beforeEach(async () => {
    await context?.close();
    context = await browser.newContext({ viewport: { width: 1440, height: 900 } });
    page = await context.newPage();
    page.setDefaultTimeout(10_000);
    problems = [];
    page.on('console', (message) => {
      if (message.type() === 'error') problems.push(`console: ${message.text()}`);
    });
    page.on('pageerror', (error) => problems.push(`page: ${error.message}`));
  });

  /** The path of the link in the newest reset mail in the outbox. */
  async function newestResetLink(): Promise<string> {
    const outbox = join(server.dataDir, 'outbox');
    const files = (await readdir(outbox)).sort();
    const mail = (await readFile(join(outbox, files.at(-1)!), 'utf8')).replace(/=\r?\n/g, '');
    expect(mail).toContain('To: beheerder@werkplaats.example');
    return new URL(/https?:\/\/\S+\/auth\/reset\/[\w-]{43}/.exec(mail)![0]).pathname;
  }

  async function requestResetFor(login: string) {
    await page.goto(`${server.url}/auth/reset`);
    await page.getByLabel('Gebruikersnaam').fill(login);
    await page.getByRole('button', { name: 'Verstuur' }).click();
    await page.getByText('Één mail met verdere instructies is verstuurd.').waitFor();
  }

  it('sets a new password through the mailed link, logs in with it, and the link then no longer works', async () => {
    await requestResetFor('beheerder');
    const firstLink = await newestResetLink();
    await requestResetFor('beheerder');
    const link = await newestResetLink();
    expect(link).not.toBe(firstLink);

    await page.goto(`${server.url}${link}`);
    await page.getByText('beheerder', { exact: true }).waitFor();
    await page.getByLabel('Nieuw wachtwoord', { exact: true }).fill('zomer-bloemen-2026');
    await page.getByLabel('Herhaal wachtwoord').fill('zomer-bloemen-2027');
    await page.getByRole('button', { name: 'Wachtwoord opslaan' }).click();
    await page.getByText('De wachtwoorden zijn niet gelijk').waitFor();
    await page.getByLabel('Herhaal wachtwoord').fill('zomer-bloemen-2026');
    await page.getByRole('button', { name: 'Wachtwoord opslaan' }).click();

    await page.waitForURL(/\/auth\/login$/);
    await page.getByText('Uw wachtwoord is gewijzigd. U kunt nu inloggen met het nieuwe wachtwoord.').waitFor();
    expect(await page.getByLabel('Gebruikersnaam').inputValue()).toBe('beheerder');
    await page.getByLabel('Wachtwoord', { exact: true }).fill('zomer-bloemen-2026');
    await page.getByRole('button', { name: 'Inloggen' }).click();
    await page.waitForURL(/\/order\//);

    for (const used of [link, firstLink]) {
      await page.goto(`${server.url}${used}`);
      await page.getByText('Deze link is ongeldig of verlopen. Vraag een nieuwe aan.').waitFor();
    }
    // A refused link answers 400 on purpose; that failed request is the only console message allowed.
    expect(problems.filter((problem) => !/status of 400/.test(problem))).toEqual([]);
  });

  it('runs the workbench under its Content-Security-Policy: no violations, and the live socket connects', async () => {
    const response = await page.goto(`${server.url}/auth/login`);
    expect(response!.headers()['content-security-policy']).toContain("script-src 'self'");
    const socket = page.waitForEvent('websocket');
    await page.getByLabel('Gebruikersnaam').fill('medewerker');
    await page.getByLabel('Wachtwoord', { exact: true }).fill('welkom01');
    await page.getByRole('button', { name: 'Inloggen' }).click();
    await page.waitForURL(/\/order\//);
    expect((await socket).url()).toContain('/gateway/ws');
    await page.getByRole('row').filter({ hasText: /BLB\d{7}/ }).first().click();
    await page.waitForURL(/\/order\/t\[unprocessed\]\/\d+$|\/order\/t%5Bunprocessed%5D\/\d+$/);
    await page.getByRole('heading', { name: /BLB\d{7}/ }).waitFor();
    await page.waitForTimeout(500);
    expect(problems).toEqual([]);
  });
});
