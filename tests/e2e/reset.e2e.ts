import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { liveConnected } from './harness/browser.ts';
import { useBrowserSession } from './harness/session.ts';

describe('password reset and the security policy in Chromium', () => {
  const session = useBrowserSession({ width: 1440, height: 900 });

  /** The path of the link in the newest reset mail in the outbox. */
  async function newestResetLink(): Promise<string> {
    const outbox = join(session.server.dataDir, 'outbox');
    const files = (await readdir(outbox)).sort();
    const mail = (await readFile(join(outbox, files.at(-1)!), 'utf8')).replace(/=\r?\n/g, '');
    expect(mail).toContain('To: beheerder@werkplaats.example');
    return new URL(/https?:\/\/\S+\/auth\/reset\/[\w-]{43}/.exec(mail)![0]).pathname;
  }

  async function requestResetFor(login: string) {
    await session.page.goto(`${session.server.url}/auth/reset`);
    await session.page.getByLabel('Gebruikersnaam').fill(login);
    await session.page.getByRole('button', { name: 'Verstuur' }).click();
    await session.page.getByText('Één mail met verdere instructies is verstuurd.').waitFor();
  }

  it('sets a new password through the mailed link, logs in with it, and the link then no longer works', async () => {
    await requestResetFor('beheerder');
    const firstLink = await newestResetLink();
    await requestResetFor('beheerder');
    const link = await newestResetLink();
    expect(link).not.toBe(firstLink);

    await session.page.goto(`${session.server.url}${link}`);
    await session.page.getByText('beheerder', { exact: true }).waitFor();
    await session.page.getByLabel('Nieuw wachtwoord', { exact: true }).fill('zomer-bloemen-2026');
    await session.page.getByLabel('Herhaal wachtwoord').fill('zomer-bloemen-2027');
    await session.page.getByRole('button', { name: 'Wachtwoord opslaan' }).click();
    await session.page.getByText('De wachtwoorden zijn niet gelijk').waitFor();
    await session.page.getByLabel('Herhaal wachtwoord').fill('zomer-bloemen-2026');
    await session.page.getByRole('button', { name: 'Wachtwoord opslaan' }).click();

    await session.page.waitForURL(/\/auth\/login$/);
    await session.page.getByText('Uw wachtwoord is gewijzigd. U kunt nu inloggen met het nieuwe wachtwoord.').waitFor();
    expect(await session.page.getByLabel('Gebruikersnaam').inputValue()).toBe('beheerder');
    await session.page.getByLabel('Wachtwoord', { exact: true }).fill('zomer-bloemen-2026');
    await session.page.getByRole('button', { name: 'Inloggen' }).click();
    await session.page.waitForURL(/\/order\//);

    for (const used of [link, firstLink]) {
      await session.page.goto(`${session.server.url}${used}`);
      await session.page.getByText('Deze link is ongeldig of verlopen. Vraag een nieuwe aan.').waitFor();
    }
    // A refused link answers 400 on purpose; that failed request is the only console message allowed.
    expect(session.pageErrors.filter((problem) => !/status of 400/.test(problem))).toEqual([]);
  });

  it('runs the workbench under its Content-Security-Policy: no violations, and the live socket connects', async () => {
    const response = await session.page.goto(`${session.server.url}/auth/login`);
    expect(response!.headers()['content-security-policy']).toContain("script-src 'self'");
    const socket = session.page.waitForEvent('websocket');
    await session.page.getByLabel('Gebruikersnaam').fill('medewerker');
    await session.page.getByLabel('Wachtwoord', { exact: true }).fill('welkom01');
    await session.page.getByRole('button', { name: 'Inloggen' }).click();
    await session.page.waitForURL(/\/order\//);
    expect((await socket).url()).toContain('/gateway/ws');
    await session.page.getByRole('row').filter({ hasText: /BLB\d{7}/ }).first().click();
    await session.page.waitForURL(/\/order\/t\[unprocessed\]\/\d+$|\/order\/t%5Bunprocessed%5D\/\d+$/);
    await session.page.getByRole('heading', { name: /BLB\d{7}/ }).waitFor();
    await liveConnected(session.page);
    expect(session.pageErrors).toEqual([]);
  });

  it("opens 'Wachtwoord vergeten' with one mouse click from the login page", async () => {
    await session.page.goto(`${session.server.url}/auth/login`);
    await session.page.getByLabel('Gebruikersnaam').waitFor();
    await session.page.getByRole('link', { name: 'Wachtwoord vergeten?' }).click();
    await session.page.waitForURL(/\/auth\/reset$/, { timeout: 2000 });
  });
});
