import PDFDocument from 'pdfkit';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { logIn, readApi } from './harness/browser.ts';
import { useBrowserSession } from './harness/session.ts';

const photo = () =>
  sharp({ create: { width: 1200, height: 800, channels: 3, background: { r: 190, g: 60, b: 90 } } }).jpeg().toBuffer();

const invoice = () =>
  new Promise<Buffer>((resolve) => {
    const document = new PDFDocument();
    const chunks: Buffer[] = [];
    document.on('data', (chunk: Buffer) => chunks.push(chunk));
    document.on('end', () => resolve(Buffer.concat(chunks)));
    document.text('Factuur 2026-118');
    document.end();
  });

const blur = (page: Page) => page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());

describe('attachments of an order in Chromium', () => {
  const session = useBrowserSession({ width: 1366, height: 768 });

  it('F U adds a photo and a PDF (48×48 thumbnail, download), a disguised file is refused, delete asks first', async () => {
    const { page, server } = session;
    await logIn(page, server.url);
    const list = await readApi<{ data: { id: number; orderNumber: string }[] }>(page, '/workbench/order?tags[]=unprocessed');
    const order = list.data[0];
    await page.goto(`${server.url}/order/t[unprocessed]/${order.id}`);
    await page.getByRole('link', { name: 'Bijlagen (0)' }).waitFor();
    await blur(page);

    const chooser = page.waitForEvent('filechooser');
    await page.keyboard.press('f');
    await page.keyboard.press('u');
    await (await chooser).setFiles([
      { name: 'boeket.jpg', mimeType: 'image/jpeg', buffer: await photo() },
      { name: 'factuur.pdf', mimeType: 'application/pdf', buffer: await invoice() },
    ]);
    const panel = page.getByRole('region', { name: 'Bijlages' });
    const rows = panel.getByRole('listitem');
    await page.getByRole('link', { name: 'Bijlagen (2)' }).waitFor();
    await panel.getByRole('link', { name: 'factuur.pdf' }).waitFor();
    expect(await rows.count()).toBe(2);
    await page.waitForFunction(() => {
      const image = document.querySelector<HTMLImageElement>('.attachments__thumbnail[src]');
      return image !== null && image.complete && image.naturalWidth === 48 && image.naturalHeight === 48;
    });
    await page.screenshot({ path: '/tmp/attachments-1366.png' });

    // The signed link serves the file to the browser without its Authorization header.
    const href = await panel.getByRole('link', { name: 'factuur.pdf' }).getAttribute('href');
    const download = await page.evaluate(async (url) => {
      const response = await fetch(url!);
      return { status: response.status, type: response.headers.get('content-type') };
    }, href);
    expect(download).toEqual({ status: 200, type: 'application/pdf' });

    const chooserAgain = page.waitForEvent('filechooser');
    await panel.getByRole('button', { name: 'Bestand toevoegen' }).click();
    await (await chooserAgain).setFiles([{ name: 'foto.jpg', mimeType: 'image/jpeg', buffer: Buffer.from('MZ this is no picture') }]);
    await page.getByText('Kan bijlage niet toevoegen!').waitFor();
    await page.getByText(/Dit bestandstype wordt niet ondersteund/).waitFor();
    expect(await rows.count()).toBe(2);

    await panel.getByRole('button', { name: 'Verwijderen factuur.pdf' }).click();
    const dialog = page.getByRole('alertdialog');
    await dialog.getByText('Weet u zeker dat u bestand "factuur.pdf" wil verwijderen?').waitFor();
    await dialog.getByRole('button', { name: 'Annuleren' }).click();
    expect(await rows.count()).toBe(2);
    await panel.getByRole('button', { name: 'Verwijderen factuur.pdf' }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'OK' }).click();
    await page.getByRole('link', { name: 'Bijlagen (1)' }).waitFor();
    await panel.getByRole('link', { name: 'factuur.pdf' }).waitFor({ state: 'detached' });
    const stored = await readApi<{ attachments: { title: string }[] }>(page, `/workbench/order/${order.id}`);
    expect(stored.attachments.map((attachment) => attachment.title)).toEqual(['boeket.jpg']);

    await blur(page);
    await page.keyboard.press('Escape');
    await page.waitForURL((url) => url.pathname === `/order/t[unprocessed]/${order.id}`);
    expect(session.pageErrors.filter((error) => !error.includes('415'))).toEqual([]);
  });
});
