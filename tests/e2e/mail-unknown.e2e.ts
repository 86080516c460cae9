// Issue 21 where a person meets it: the server dies while the SMTP server has the customer's mail and before the
// workbench recorded it. After the restart the mail's row says 'onbekend, controleer de outbox' instead of 'Nog niet
// verstuurd' (which invited a second mail); the user checks and sends it again on purpose, once.
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { launchBrowser, logIn, readApi } from './harness/browser.ts';
import { startServer, type RunningServer } from './harness/server.ts';

/** An SMTP server that takes every mail; while `holding`, it keeps the mail without ever answering (the server dies meanwhile). */
async function startHoldingSmtp() {
  const state = { holding: true, received: 0 };
  const smtp = new SMTPServer({
    disabledCommands: ['AUTH', 'STARTTLS'],
    logger: false,
    onData(stream, _session, callback) {
      stream.on('data', () => {});
      stream.on('end', () => {
        state.received += 1;
        if (!state.holding) callback();
      });
    },
  });
  await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', resolve));
  const { port } = smtp.server.address() as { port: number };
  return Object.assign(state, { url: `smtp://127.0.0.1:${port}`, close: () => new Promise<void>((resolve) => smtp.close(() => resolve())) });
}

describe('a mail whose server died while sending it, in Chromium', () => {
  let dataDir: string;
  let smtp: Awaited<ReturnType<typeof startHoldingSmtp>>;
  let server: RunningServer | undefined;
  let browser: Browser;
  let page: Page;

  beforeAll(async () => {
    dataDir = await mkdtemp(join(tmpdir(), 'werkplaats-e2e-mail-'));
    smtp = await startHoldingSmtp();
    [server, browser] = await Promise.all([startServer({ SMTP_URL: smtp.url }, { dataDir }), launchBrowser()]);
    page = await browser.newPage({ viewport: { width: 1366, height: 768 } });
    page.setDefaultTimeout(15_000);
  });
  afterAll(async () => {
    await browser?.close();
    await server?.stop();
    await smtp?.close();
    await rm(dataDir, { recursive: true, force: true });
  });

  /** An unprocessed order whose customer has an e-mail address. */
  async function orderWithEmail(): Promise<number> {
    const list = await readApi<{ data: { id: number }[] }>(page, '/workbench/order?tags[]=unprocessed&pageSize=50');
    for (const { id } of list.data) {
      const order = await readApi<{ customer: { emailAddress: string } }>(page, `/workbench/order/${id}`);
      if (order.customer.emailAddress) return id;
    }
    throw new Error('no order with an e-mail address');
  }

  it("shows 'onbekend, controleer de outbox' after the crash, and a deliberate send sends once", { timeout: 300_000 }, async () => {
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    await logIn(page, server!.url);
    await page.getByRole('row').filter({ hasText: /BLB\d{7}/ }).first().waitFor();
    const id = await orderWithEmail();
    const orderUrl = `${server!.url}/order/t[unprocessed]/${id}`;
    await page.goto(orderUrl);
    const row = page.locator('.mail-button').filter({ has: page.getByRole('button', { name: 'Klant in Beeld' }) });
    await row.getByText('Nog niet verstuurd').waitFor();

    await row.getByRole('checkbox', { name: 'Klant in Beeld mail vrijgeven' }).check();
    await row.getByRole('button', { name: 'Klant in Beeld' }).click();
    await vi.waitFor(() => expect(smtp.received).toBe(1), { timeout: 30_000 });

    // The SMTP server has the mail; the workbench dies before it hears back and records it.
    const port = Number(new URL(server!.url).port);
    await server!.stop('SIGKILL');
    smtp.holding = false;
    server = await startServer({ SMTP_URL: smtp.url }, { dataDir, port });

    await page.goto(orderUrl);
    await row.getByText('onbekend, controleer de outbox').waitFor({ timeout: 30_000 });
    expect(smtp.received, 'nothing was sent again by itself').toBe(1);

    await row.getByRole('checkbox', { name: 'Klant in Beeld mail vrijgeven' }).check();
    await row.getByRole('button', { name: 'Klant in Beeld' }).click();
    await page.getByText('Klant in Beeld mail is verstuurd').waitFor();
    await row.getByText(/^Verstuurd \d/).waitFor();
    expect(smtp.received).toBe(2);
    expect(errors).toEqual([]);
  });
});
