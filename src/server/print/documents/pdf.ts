// A pdfkit document with the shared font and a page size in millimetres, and its bytes as one Buffer.
import PDFDocument from 'pdfkit';
import { DOCUMENT_BOLD_FONT, DOCUMENT_FONT } from './font.ts';

export const mm = (millimetres: number) => (millimetres * 72) / 25.4;

export interface PageSpec {
  /** Width and height in millimetres. */
  size: readonly [number, number];
  /** Margin in millimetres. */
  margin: number;
  title: string;
}

export type Pdf = InstanceType<typeof PDFDocument>;

/** The two faces of DOCUMENT_FONT by name: `doc.font(REGULAR)` / `doc.font(BOLD)`. */
export const REGULAR = 'regular';
export const BOLD = 'bold';

/** The largest size from `max` down to `min` at which `text` fits on one line of `width` points, in the current face. */
export function fittedFontSize(doc: Pdf, text: string, width: number, max: number, min = 6): number {
  const atOne = doc.fontSize(1).widthOfString(text);
  return Math.max(min, Math.min(max, atOne > 0 ? width / atOne : max));
}

/** Draws with `draw` into a new document and resolves with the finished PDF. */
export function renderPdf(page: PageSpec, draw: (doc: Pdf) => void): Promise<Buffer> {
  const doc = new PDFDocument({
    size: [mm(page.size[0]), mm(page.size[1])],
    margin: mm(page.margin),
    font: DOCUMENT_FONT as unknown as string,
    info: { Title: page.title, Creator: 'Werkplaats' },
    autoFirstPage: true,
    // Kept until the end, so a document can write on a page it has left (a long order sheet's page heads).
    bufferPages: true,
  });
  doc.registerFont(REGULAR, DOCUMENT_FONT as unknown as string).registerFont(BOLD, DOCUMENT_BOLD_FONT as unknown as string);
  return finish(doc, () => draw(doc));
}

function finish(doc: Pdf, draw: () => void): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
    try {
      draw();
      doc.end();
    } catch (error) {
      reject(error);
    }
  });
}
