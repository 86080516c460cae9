import type { Browser, Page } from 'playwright-core';

/** A workstation: its own browser context, signed in with `auth` (put in localStorage), showing `path`'s order. */
export async function openWorkstation(browser: Browser, base: string, path: string, auth: unknown): Promise<Page> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  await context.addInitScript((record) => localStorage.setItem('werkplaats.auth', JSON.stringify(record)), auth);
  const page = await context.newPage();
  await page.goto(`${base}${path}`);
  await page.locator('.detail-header__number').waitFor();
  return page;
}
