// Reads a PDF back as a person or scanner would: its text (pdftotext), page size (pdfinfo) and the barcode on a
// rendering of page 1 (pdftoppm + zbarimg). Debian's poppler-utils and zbar-tools; .ci/run installs them.
import { execFile } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';

const execFileAsync = promisify(execFile);

/** Runs a tool; a missing one fails the test with what to install, never skips it. */
const run = (tool: string, args: string[]) =>
  execFileAsync(tool, args).catch((error: NodeJS.ErrnoException) => {
    if (error.code === 'ENOENT') {
      throw new Error(`${tool} is missing: install Debian's poppler-utils and zbar-tools (apt-get install poppler-utils zbar-tools)`);
    }
    throw error;
  });

async function withPdf<T>(pdf: Buffer, use: (file: string, dir: string) => Promise<T>): Promise<T> {
  const dir = await mkdtemp(join(tmpdir(), 'werkplaats-pdf-'));
  try {
    const file = join(dir, 'document.pdf');
    await writeFile(file, pdf);
    return await use(file, dir);
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

export const pdfText = (pdf: Buffer) => withPdf(pdf, async (file) => (await run('pdftotext', ['-enc', 'UTF-8', file, '-'])).stdout);

export interface PdfInfo {
  pages: number;
  /** Page size in millimetres, rounded to 0.1. */
  widthMm: number;
  heightMm: number;
}

export const pdfInfo = (pdf: Buffer) =>
  withPdf(pdf, async (file): Promise<PdfInfo> => {
    const { stdout } = await run('pdfinfo', [file]);
    const size = /Page size:\s+([\d.]+) x ([\d.]+) pts/.exec(stdout);
    const pages = /Pages:\s+(\d+)/.exec(stdout);
    if (!size || !pages) throw new Error(`pdfinfo gave no page size:\n${stdout}`);
    const toMm = (points: string) => Math.round((Number(points) * 25.4 * 10) / 72) / 10;
    return { pages: Number(pages[1]), widthMm: toMm(size[1]), heightMm: toMm(size[2]) };
  });

/** The barcodes zbar finds on page 1 rendered at 200 dpi. */
export const pageOneBarcodes = (pdf: Buffer) =>
  withPdf(pdf, async (file, dir) => {
    await run('pdftoppm', ['-r', '200', '-png', '-f', '1', '-l', '1', '-singlefile', file, join(dir, 'page')]);
    const { stdout } = await run('zbarimg', ['-q', '--raw', join(dir, 'page.png')]).catch((error: { code?: number | string }) => {
      // zbarimg exits 4 when it finds no barcode: that is an answer (none), not a failure.
      if (error.code === 4) return { stdout: '' };
      throw error;
    });
    return stdout.split('\n').map((line) => line.trim()).filter(Boolean);
  });
