// The ribbon (card 20012781) as ribbon printers take it: one page per strip, the left strip first, the text along
// the strip. A ribbon printer feeds satin ribbon from a roll, so its page is the ribbon's width across and a length
// cut from the roll along: 75 mm is the common width of a wreath ribbon, and 1 metre hangs from a wreath with 5 cm
// at each end to tie and to cut. The text is turned a quarter so it runs along the feed, and one size serves both
// strips (they hang side by side): the largest that fits the longer line, so 60 characters fit.
import type { CardContent } from '../../../shared/domain/card-content.ts';
import { BOLD, fittedFontSize, mm, renderPdf, type PageSpec, type Pdf } from './pdf.ts';

export const RIBBON_PAGE: PageSpec = { size: [75, 1000], margin: 0, title: 'Lint' };
const END_ALLOWANCE = mm(50);
const EDGE = mm(10);
/** Letters about 3 cm high: larger would crowd the edges of the ribbon. */
const MAX_FONT_SIZE = 96;

export function renderRibbon(content: CardContent, title: string): Promise<Buffer> {
  const strips = [content.left.trim(), content.right.trim()].filter(Boolean);
  return renderPdf({ ...RIBBON_PAGE, title }, (doc) => {
    const length = doc.page.height - 2 * END_ALLOWANCE;
    doc.font(BOLD);
    const size = Math.min(...strips.map((line) => fittedFontSize(doc, line, length, MAX_FONT_SIZE)));
    strips.forEach((line, index) => {
      if (index > 0) doc.addPage();
      drawStrip(doc, line, size, length);
    });
  });
}

/** The line centred along the strip, read from the top end down with the letters' feet towards the left edge. */
function drawStrip(doc: Pdf, line: string, size: number, length: number) {
  const across = doc.page.width - 2 * EDGE;
  const lineHeight = doc.font(BOLD).fontSize(size).currentLineHeight();
  const foot = EDGE + (across - lineHeight) / 2;
  doc.save().translate(doc.page.width - foot, END_ALLOWANCE).rotate(90);
  doc.text(line, 0, 0, { width: length, align: 'center', lineBreak: false });
  doc.restore();
}
