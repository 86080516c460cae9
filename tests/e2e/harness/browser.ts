import { chromium, type Browser, type Page } from 'playwright-core';

/** Debian's Chromium, headless, with the flags this machine needs (design.md §7) and any a test adds. */
export function launchBrowser(extraArgs: readonly string[] = []): Promise<Browser> {
  return chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    headless: true,
    args: [
      '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--no-first-run',
      ...extraArgs,
    ],
  });
}

/** Flags that make Chromium's camera play a video file (y4m or mjpeg), with the permission granted. */
export const fakeCameraArgs = (videoFile: string) => [
  '--use-fake-device-for-media-stream', '--use-fake-ui-for-media-stream', `--use-file-for-fake-video-capture=${videoFile}`,
];

/** Logs in through the login page, as a person would, and waits for the workbench. */
export async function logIn(page: Page, baseUrl: string, user = 'medewerker') {
  await page.goto(`${baseUrl}/auth/login`);
  await page.getByLabel('Gebruikersnaam').fill(user);
  await page.getByLabel('Wachtwoord').fill('welkom01');
  await page.getByRole('button', { name: 'Inloggen' }).click();
  await page.waitForURL(/\/order\//);
}

/**
 * Opens an order of the new orders by its address and waits for its detail; the focus is left on nothing, so the
 * next key goes to the keymap, not to a field.
 */
export async function openOrderPage(page: Page, baseUrl: string, order: { id: number; orderNumber: string }) {
  await page.goto(`${baseUrl}/order/t[unprocessed]/${order.id}`);
  await page.getByRole('heading', { name: new RegExp(order.orderNumber) }).waitFor();
  await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
}

/** The workbench is there once its list shows orders: from then on its keys work (pressed earlier, they wait). */
export const workbenchShown = (page: Page) => page.getByRole('row').filter({ hasText: /BLB\d{7}/ }).first().waitFor();

/** The live socket is open (the shell's `data-live`): another workstation's change reaches this page from now on. */
export const liveConnected = (page: Page) => page.locator('[data-live="connected"]').waitFor({ state: 'attached' });

/** Reads the API with the session the browser logged in with. */
export function readApi<T>(page: Page, path: string): Promise<T> {
  return page.evaluate(async (apiPath) => {
    const auth = JSON.parse(localStorage.getItem('werkplaats.auth')!);
    const response = await fetch(`/gateway/api${apiPath}`, { headers: { authorization: `Bearer ${auth.token}` } });
    return response.json();
  }, path) as Promise<T>;
}

/** Writes through the API with the session the browser logged in with; a refusal fails the test with its answer. */
export async function writeApi<T>(page: Page, method: 'POST' | 'PUT' | 'DELETE', path: string, body?: unknown): Promise<T> {
  const { status, json } = await page.evaluate(async ([apiMethod, apiPath, apiBody]) => {
    const auth = JSON.parse(localStorage.getItem('werkplaats.auth')!);
    const response = await fetch(`/gateway/api${apiPath}`, {
      method: apiMethod,
      headers: { authorization: `Bearer ${auth.token}`, ...(apiBody === undefined ? {} : { 'content-type': 'application/json' }) },
      body: apiBody === undefined ? undefined : JSON.stringify(apiBody),
    });
    return { status: response.status, json: await response.json() };
  }, [method, path, body] as const);
  if (status >= 400) throw new Error(`${method} ${path} answered ${status}: ${JSON.stringify(json)}`);
  return json as T;
}
