// The order sheet's recurring pieces: a section heading with its rule, and the row of boxes the workshop ticks.
import { BOLD, mm, REGULAR, type Pdf } from './pdf.ts';

export const GREY = '#555555';
export const RED = '#b00000';

const TICK_BOXES = ['Gemaakt', 'Kaart erbij', 'Ingepakt'] as const;
const BOX = mm(7);
export const TICK_BOXES_HEIGHT = mm(12);

export function drawSection(doc: Pdf, title: string) {
  const left = doc.page.margins.left;
  doc.x = left;
  doc.moveDown(0.8).font(BOLD).fontSize(9).fillColor(GREY).text(title.toUpperCase(), left).fillColor('black');
  doc.moveTo(left, doc.y).lineTo(doc.page.width - doc.page.margins.right, doc.y).lineWidth(0.5).stroke();
  doc.moveDown(0.3);
}

/** 'Gemaakt', 'Kaart erbij' and 'Ingepakt', each with an empty box, spread over the width at `top`. */
export function drawTickBoxes(doc: Pdf, top: number) {
  const left = doc.page.margins.left;
  const width = doc.page.width - left - doc.page.margins.right;
  const columnWidth = width / TICK_BOXES.length;
  doc.moveTo(left, top).lineTo(left + width, top).lineWidth(0.5).stroke();
  TICK_BOXES.forEach((label, index) => {
    const x = left + index * columnWidth;
    doc.rect(x, top + mm(4), BOX, BOX).lineWidth(1.2).stroke();
    doc.font(REGULAR).fontSize(15).text(label, x + BOX + mm(3), top + mm(4.5), { width: columnWidth - BOX - mm(4), lineBreak: false });
  });
  doc.x = left;
}
