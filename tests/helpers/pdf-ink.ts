// Where page 1 of a PDF has ink, as a printer would put it: a grey rendering (pdftoppm -gray, a PGM) read pixel by
// pixel, asked about rectangles in points. For what text cannot tell: a gap between bars and their digits, the white
// beside the bars.
import { execFile } from 'node:child_process';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';

const DPI = 150;
const DARK = 128;

export interface PageInk {
  /** Dark pixels in the rectangle (points from the top-left corner). */
  inkIn(x: number, y: number, width: number, height: number): number;
  /** The leftmost and rightmost dark column (in points) between heights `top` and `bottom`; null without ink. */
  inkColumns(top: number, bottom: number): { left: number; right: number } | null;
}

export async function pageInk(pdf: Buffer): Promise<PageInk> {
  const dir = await mkdtemp(join(tmpdir(), 'werkplaats-ink-'));
  try {
    await writeFile(join(dir, 'page.pdf'), pdf);
    await promisify(execFile)('pdftoppm', ['-gray', '-r', String(DPI), '-f', '1', '-l', '1', '-singlefile', join(dir, 'page.pdf'), join(dir, 'page')]);
    return readPgm(await readFile(join(dir, 'page.pgm')));
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

function readPgm(file: Buffer): PageInk {
  const header = /^P5\s+(\d+)\s+(\d+)\s+(\d+)\s/.exec(file.subarray(0, 64).toString('latin1'));
  if (!header) throw new Error('pdftoppm gave no binary PGM');
  const [whole, w, h] = header;
  const width = Number(w);
  const height = Number(h);
  const pixels = file.subarray(whole.length);
  const pixel = (points: number) => Math.round((points * DPI) / 72);
  const dark = (column: number, row: number) => pixels[row * width + column] < DARK;
  return {
    inkIn(x, y, boxWidth, boxHeight) {
      let count = 0;
      for (let row = Math.max(0, pixel(y)); row < Math.min(height, pixel(y + boxHeight)); row++) {
        for (let column = Math.max(0, pixel(x)); column < Math.min(width, pixel(x + boxWidth)); column++) if (dark(column, row)) count++;
      }
      return count;
    },
    inkColumns(top, bottom) {
      let left = Infinity;
      let right = -Infinity;
      for (let row = Math.max(0, pixel(top)); row < Math.min(height, pixel(bottom)); row++) {
        for (let column = 0; column < width; column++) {
          if (!dark(column, row)) continue;
          left = Math.min(left, column);
          right = Math.max(right, column);
        }
      }
      return left === Infinity ? null : { left: (left * 72) / DPI, right: ((right + 1) * 72) / DPI };
    },
  };
}
