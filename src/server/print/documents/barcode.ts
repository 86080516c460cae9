// The order's barcode (spec §2 scanner: 12 leading digits): EAN-13 of the order id zero-padded to 12 digits; and the
// carriers' Code 128 on their labels. Drawn as vectors (bwip-js SVG paths replayed in pdfkit): sharp at any printer
// resolution and cheaper than a PNG.
import bwipjs from 'bwip-js/node';
import type { Pdf } from './pdf.ts';

/** The EAN-13 check digit of 12 digits: weights 1 and 3 from the left. */
export function ean13CheckDigit(twelveDigits: string): number {
  const sum = [...twelveDigits].reduce((total, digit, index) => total + Number(digit) * (index % 2 === 0 ? 1 : 3), 0);
  return (10 - (sum % 10)) % 10;
}

/** '000012345678' + check digit. */
export function orderEan13(orderId: number): string {
  if (!Number.isSafeInteger(orderId) || orderId < 0 || orderId > 999_999_999_999) throw new RangeError(`order id ${orderId}`);
  const digits = String(orderId).padStart(12, '0');
  return `${digits}${ean13CheckDigit(digits)}`;
}

export interface VectorBarcode {
  width: number;
  height: number;
  /** SVG path data; bars are stroked with their width, the digits under them are filled. */
  paths: { d: string; strokeWidth: number | null }[];
}

/** The EAN-13 with its digits under the bars, as paths in its own coordinate space. */
export function ean13Vector(code: string): VectorBarcode {
  return vectorOf(bwipjs.toSVG({ bcid: 'ean13', text: code, height: 15, includetext: true, textxalign: 'center' }));
}

/** A carrier's Code 128, bars only, one unit per module: its width is its number of modules. */
export function code128Vector(code: string): VectorBarcode {
  return vectorOf(bwipjs.toSVG({ bcid: 'code128', text: code, height: 10, scale: 1 }));
}

function vectorOf(svg: string): VectorBarcode {
  const viewBox = /viewBox="0 0 ([\d.]+) ([\d.]+)"/.exec(svg);
  if (!viewBox) throw new Error('bwip-js gave an SVG without a viewBox');
  const paths = [...svg.matchAll(/<path ([^>]*?)\/>/g)].map(([, attributes]) => ({
    d: /\bd="([^"]+)"/.exec(attributes)?.[1] ?? '',
    strokeWidth: /stroke-width="([\d.]+)"/.test(attributes) ? Number(/stroke-width="([\d.]+)"/.exec(attributes)![1]) : null,
  }));
  return { width: Number(viewBox[1]), height: Number(viewBox[2]), paths };
}

/** Draws the barcode `width` points wide (and `height` high; else in proportion) with its top-left corner at (x, y). */
export function drawBarcode(doc: Pdf, barcode: VectorBarcode, x: number, y: number, width: number, height?: number) {
  const scale = width / barcode.width;
  doc.save().translate(x, y).scale(scale, height === undefined ? scale : height / barcode.height).fillColor('black').strokeColor('black');
  for (const path of barcode.paths) {
    if (path.strokeWidth === null) doc.path(path.d).fill();
    else doc.path(path.d).lineWidth(path.strokeWidth).lineCap('butt').stroke();
  }
  doc.restore();
}
