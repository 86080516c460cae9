import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { BARCODE_TYPES, barcodeType, DEFAULT_SETTINGS } from '../../src/client/admin/barcodes/barcode-options.ts';
import { BarcodeGeneratorPage } from '../../src/client/admin/barcodes/BarcodeGeneratorPage.tsx';
import { linearOptions } from '../../src/client/admin/barcodes/render-barcode.ts';

const code = () => screen.getByRole('img');
// EAN's guard bars reach into the digits' line: the ordinary bars are the shortest.
const barHeight = () => Math.min(...[...code().querySelectorAll('g rect')].map((bar) => Number(bar.getAttribute('height'))));
const field = (name: string) => screen.getByRole('spinbutton', { name });

beforeEach(() => {
  // jsdom has no canvas; JsBarcode only measures the printed digits with it.
  vi.spyOn(HTMLCanvasElement.prototype, 'getContext').mockReturnValue(
    { font: '', measureText: (text: string) => ({ width: 6 * text.length }) } as unknown as CanvasRenderingContext2D,
  );
});

describe('the Code Generator', () => {
  it('starts as a 150 by 150 QR code of an example value, with a size but no line width', async () => {
    render(<BarcodeGeneratorPage />);
    expect(screen.getByRole('heading', { name: 'Code Generator' })).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Type' })).toHaveDisplayValue('QR');
    expect(screen.getByRole('textbox', { name: 'Waarde' })).toHaveValue('https://www.werkplaats.example');
    expect(field('Grootte (px)')).toHaveValue(150);
    expect(screen.queryByRole('spinbutton', { name: 'Lijndikte (px)' })).toBeNull();

    const svg = (await screen.findByRole('img', { name: 'QR: https://www.werkplaats.example' })).querySelector('svg');
    expect(svg).toHaveAttribute('width', '150');
    expect(svg).toHaveAttribute('height', '150');
    expect(screen.getByRole('button', { name: 'Download SVG' })).toBeEnabled();
  });

  it('offers every type of the spec', () => {
    render(<BarcodeGeneratorPage />);
    expect(screen.getAllByRole('option').map((option) => option.textContent)).toEqual([
      'QR', 'CODE128 (automatisch)', 'CODE128 A', 'CODE128 B', 'CODE128 C', 'GS1-128', 'UPC', 'EAN8', 'EAN13',
      'EAN13 + EAN2', 'EAN13 + EAN5', 'CODE39', 'CODE39 mod43', 'ITF14', 'MSI', 'MSI10', 'MSI11', 'MSI1010', 'MSI1110',
      'Pharmacode', 'Codabar',
    ]);
  });

  it('draws an EAN13 with line width 2 and height 150, and follows a new height as it is typed', async () => {
    const user = userEvent.setup();
    render(<BarcodeGeneratorPage />);
    await user.selectOptions(screen.getByRole('combobox', { name: 'Type' }), 'EAN13');

    expect(screen.getByRole('textbox', { name: 'Waarde' })).toHaveValue('590123412345');
    expect(field('Lijndikte (px)')).toHaveValue(2);
    expect(field('Hoogte (px)')).toHaveValue(150);
    await screen.findByRole('img', { name: 'EAN13: 590123412345' });
    expect(barHeight()).toBe(150);

    await user.clear(field('Hoogte (px)'));
    expect(await screen.findByRole('alert')).toHaveTextContent('Hoogte moet een geheel getal van 1 tot en met 1000 zijn');
    await user.type(field('Hoogte (px)'), '80');
    await waitFor(() => expect(barHeight()).toBe(80));
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('says in Dutch why a value does not fit the type, and offers nothing to download or print', async () => {
    const user = userEvent.setup();
    render(<BarcodeGeneratorPage />);
    await user.selectOptions(screen.getByRole('combobox', { name: 'Type' }), 'EAN13');
    await user.type(screen.getByRole('textbox', { name: 'Waarde' }), 'x');

    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Deze waarde past niet bij EAN13: 12 cijfers, of 13 met een juist controlecijfer');
    expect(screen.queryByRole('img')).toBeNull();
    for (const name of ['Download PNG', 'Download SVG', 'Printen']) expect(screen.getByRole('button', { name })).toBeDisabled();
  });

  it('has a second value for the EAN5 add-on and names the add-on when that one does not fit', async () => {
    const user = userEvent.setup();
    render(<BarcodeGeneratorPage />);
    await user.selectOptions(screen.getByRole('combobox', { name: 'Type' }), 'EAN13 + EAN5');
    const addOn = screen.getByRole('textbox', { name: 'Waarde EAN5' });
    expect(addOn).toHaveValue('12345');
    await screen.findByRole('img', { name: 'EAN13 + EAN5: 590123412345' });

    await user.clear(addOn);
    await user.type(addOn, '12');
    expect(await screen.findByRole('alert')).toHaveTextContent('Deze waarde past niet bij EAN5: 5 cijfers');
  });

  it('keeps a typed value when the type changes', async () => {
    const user = userEvent.setup();
    render(<BarcodeGeneratorPage />);
    await user.selectOptions(screen.getByRole('combobox', { name: 'Type' }), 'CODE128 (automatisch)');
    const value = screen.getByRole('textbox', { name: 'Waarde' });
    await user.clear(value);
    await user.type(value, 'BLB7654321');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Type' }), 'CODE39');
    expect(value).toHaveValue('BLB7654321');
    expect(await screen.findByRole('img', { name: 'CODE39: BLB7654321' })).toBeInTheDocument();
  });

  it('downloads the drawn SVG through a Blob link, and prints with the browser', async () => {
    const user = userEvent.setup();
    const blobs: Blob[] = [];
    URL.createObjectURL = vi.fn((blob: Blob) => {
      blobs.push(blob);
      return 'blob:code';
    });
    URL.revokeObjectURL = vi.fn();
    const clicked = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      expect(this.download).toBe('QR-https_www_werkplaats_example.svg');
    });
    const print = vi.spyOn(window, 'print').mockImplementation(() => {});
    render(<BarcodeGeneratorPage />);
    await screen.findByRole('img');

    await user.click(screen.getByRole('button', { name: 'Download SVG' }));
    expect(clicked).toHaveBeenCalledOnce();
    expect(blobs[0]?.type).toBe('image/svg+xml');
    expect(await blobs[0]?.text()).toMatch(/^<svg xmlns="http:\/\/www.w3.org\/2000\/svg" width="150" height="150"/);

    await user.click(screen.getByRole('button', { name: 'Printen' }));
    expect(print).toHaveBeenCalledOnce();
  });
});

describe("the linear codes' JsBarcode options", () => {
  const optionsOf = (id: string) => linearOptions({ ...DEFAULT_SETTINGS, type: barcodeType(id), lineWidth: 3, height: 90 });

  it('give every linear type its line width and height, GS1-128 as CODE128 with ean128 and CODE39 mod43 with mod43', () => {
    expect(optionsOf('CODE128')).toEqual({ width: 3, height: 90 });
    expect(optionsOf('GS1-128')).toEqual({ width: 3, height: 90, ean128: true });
    expect(optionsOf('CODE39-mod43')).toEqual({ width: 3, height: 90, mod43: true });
    expect(barcodeType('GS1-128').format).toBe('CODE128');
    expect(BARCODE_TYPES.filter((type) => !type.format).map((type) => type.id)).toEqual(['QR']);
  });
});
