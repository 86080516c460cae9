// What Chromium's fake camera films in the e2e tests (--use-file-for-fake-video-capture): the printed order sheet of
// an order, its barcode held up to the camera. The real order sheet PDF is rendered and rasterised (poppler-utils'
// pdftoppm), the corner with the EAN-13 cut out and laid on a 640×480 frame, and written as a y4m video.
import { execFile } from 'node:child_process';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import sharp from 'sharp';
import { renderOrderSheet } from '../../src/server/print/documents/order-sheet.ts';
import { printOrder } from './print-order.ts';

const execFileAsync = promisify(execFile);

const FRAME = { width: 640, height: 480 };
/** Chromium loops the file: a couple of seconds of the same picture is enough to read from. */
const FRAME_COUNT = 20;
const DPI = 300;
const MM_PER_INCH = 25.4;
/**
 * The order sheet's top-right corner in millimetres: the barcode is drawn 70 mm wide at the top margin (15 mm) against
 * the right margin, its digits under it (order-sheet.ts); the box takes paper around it (the quiet zone a reader
 * needs), none of the order number.
 */
const BARCODE_CORNER_MM = { left: 116, top: 8, width: 90, height: 48 };
/** The sheet's corner fills this much of the frame's width; the rest is the desk behind it. */
const SHEET_WIDTH_IN_FRAME = 520;
const DESK = { r: 96, g: 104, b: 100 };

/** The order sheet PDF page 1 as an RGB raster at DPI dots per inch. */
async function rasteriseOrderSheet(orderId: number): Promise<Buffer> {
  const pdf = await renderOrderSheet(printOrder({ id: orderId, orderNumber: `BLB${String(orderId).slice(-7)}` }));
  const dir = await mkdtemp(join(tmpdir(), 'werkplaats-camera-'));
  try {
    await writeFile(join(dir, 'sheet.pdf'), pdf);
    const firstPage = ['-f', '1', '-l', '1', '-singlefile'];
    await execFileAsync('pdftoppm', ['-r', String(DPI), '-png', ...firstPage, join(dir, 'sheet.pdf'), join(dir, 'sheet')]);
    return await readFile(join(dir, 'sheet.png'));
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

const px = (millimetres: number) => Math.round((millimetres / MM_PER_INCH) * DPI);

/** The frame the camera sees, as raw RGB: the sheet's barcode corner on the desk, in the middle. */
export async function orderSheetFrame(orderId: number): Promise<Buffer> {
  const { left, top, width, height } = BARCODE_CORNER_MM;
  const corner = await sharp(await rasteriseOrderSheet(orderId))
    .extract({ left: px(left), top: px(top), width: px(width), height: px(height) })
    .resize({ width: SHEET_WIDTH_IN_FRAME })
    .png()
    .toBuffer({ resolveWithObject: true });
  return sharp({ create: { ...FRAME, channels: 3, background: DESK } })
    .composite([{
      input: corner.data,
      left: Math.round((FRAME.width - corner.info.width) / 2),
      top: Math.round((FRAME.height - corner.info.height) / 2),
    }])
    .removeAlpha()
    .raw()
    .toBuffer();
}

/** RGB to Y'CbCr 4:2:0 in BT.601 studio range, chroma averaged over each 2×2 block: one y4m frame's planes. */
export function rgbToI420(rgb: Buffer, width: number, height: number): Buffer {
  const luma = Buffer.alloc(width * height);
  const chromaWidth = width / 2;
  const cb = Buffer.alloc((width * height) / 4);
  const cr = Buffer.alloc((width * height) / 4);
  const sums = new Float64Array(cb.length * 2);
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const at = (y * width + x) * 3;
      const [r, g, b] = [rgb[at] / 255, rgb[at + 1] / 255, rgb[at + 2] / 255];
      luma[y * width + x] = Math.round(16 + 65.481 * r + 128.553 * g + 24.966 * b);
      const block = (y >> 1) * chromaWidth + (x >> 1);
      sums[block * 2] += 128 - 37.797 * r - 74.203 * g + 112 * b;
      sums[block * 2 + 1] += 128 + 112 * r - 93.786 * g - 18.214 * b;
    }
  }
  for (let block = 0; block < cb.length; block++) {
    cb[block] = Math.round(sums[block * 2] / 4);
    cr[block] = Math.round(sums[block * 2 + 1] / 4);
  }
  return Buffer.concat([luma, cb, cr]);
}

/**
 * Writes the video Chromium's fake camera plays to `file`: the printed order sheet of `orderId` with its barcode in
 * view. Returns the file, for fakeCameraArgs(file) in tests/e2e/harness/browser.ts.
 */
export async function makeOrderSheetVideo(orderId: number, file: string): Promise<string> {
  const frame = rgbToI420(await orderSheetFrame(orderId), FRAME.width, FRAME.height);
  const header = Buffer.from(`YUV4MPEG2 W${FRAME.width} H${FRAME.height} F10:1 Ip A1:1 C420jpeg\n`);
  const frames = Array.from({ length: FRAME_COUNT }, () => [Buffer.from('FRAME\n'), frame]).flat();
  await writeFile(file, Buffer.concat([header, ...frames]));
  return file;
}
