import { readFile } from 'node:fs/promises';
import { describe, expect, it } from 'vitest';
import { logIn } from './harness/browser.ts';
import { useBrowserSession } from './harness/session.ts';

/** Width and height from a PNG's IHDR chunk. */
const pngSize = (png: Buffer) => ({ width: png.readUInt32BE(16), height: png.readUInt32BE(20) });

describe('the Code Generator, in Chromium', () => {
  const session = useBrowserSession();

  it('draws an EAN13 with an EAN5 add-on, downloads it as PNG and SVG, and prints only the code', async () => {
    const { page } = session;
    await logIn(page, session.server.url, 'beheerder');
    await page.goto(`${session.server.url}/admin/BarCodeGenerator`);
    await page.getByRole('img', { name: 'QR: https://www.werkplaats.example' }).waitFor();

    await page.getByRole('combobox', { name: 'Type' }).selectOption({ label: 'EAN13 + EAN5' });
    const code = page.getByRole('img', { name: 'EAN13 + EAN5: 590123412345' });
    await code.waitFor();
    const drawn = (await code.locator('svg').boundingBox())!;

    const [png] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Download PNG' }).click()]);
    expect(png.suggestedFilename()).toBe('EAN13_EAN5-590123412345.png');
    const pngBytes = await readFile((await png.path())!);
    expect(pngBytes.subarray(1, 4).toString()).toBe('PNG');
    expect(pngSize(pngBytes)).toEqual({ width: Math.round(drawn.width), height: Math.round(drawn.height) });

    const [svg] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Download SVG' }).click()]);
    expect(svg.suggestedFilename()).toBe('EAN13_EAN5-590123412345.svg');
    expect(await readFile((await svg.path())!, 'utf8')).toMatch(/^<svg [^>]*xmlns="http:\/\/www.w3.org\/2000\/svg"/);
    await page.screenshot({ path: '/tmp/barcode-generator.png' });

    await page.emulateMedia({ media: 'print' });
    expect(await page.getByRole('heading', { name: 'Code Generator' }).isVisible()).toBe(false);
    expect(await code.isVisible()).toBe(true);
    await page.screenshot({ path: '/tmp/barcode-generator-print.png' });

    await page.emulateMedia({ media: 'screen' });
    await page.getByRole('textbox', { name: 'Waarde EAN5' }).fill('1234');
    await page.getByRole('alert').filter({ hasText: 'Deze waarde past niet bij EAN5: 5 cijfers' }).waitFor();
    expect(session.pageErrors).toEqual([]);
  });
});
