// The label's blocks, each drawn inside its box and never past it: text that is too long shrinks, then wraps, and
// what still does not fit ends in an ellipsis.
import type { DeliveryAddress } from '../../../shared/schema/address.ts';
import { drawBarcode, type VectorBarcode } from './barcode.ts';
import type { LabelField, LabelSender } from './label.ts';
import { addressLines } from './order-lines.ts';
import { BOLD, fittedFontSize, mm, REGULAR, type Pdf } from './pdf.ts';

export interface Box {
  x: number;
  y: number;
  width: number;
  height: number;
}

const GREY = '#555555';
const PADDING = mm(2.5);
/** Code 128 asks for ten modules of white on each side of the bars. */
const QUIET_MODULES = 10;
/** About 0.5 mm: four dots of a 203 dpi label printer, wide enough for any scanner, narrow enough to fit 20 characters. */
const MAX_MODULE = mm(0.5);
const BARCODE_TEXT_SIZE = 12;
/** Address lines keep to one line each down to this size; only smaller than that do they wrap. */
const WRAP_BELOW = 12;

/** Black band with the carrier's name large and its service under it, in white. */
export function drawBand(doc: Pdf, box: Box, carrier: string, service: string) {
  const inner = box.width - 2 * PADDING;
  doc.rect(box.x, box.y, box.width, box.height).fill('black');
  doc.fillColor('white').font(BOLD);
  doc.fontSize(fittedFontSize(doc, carrier, inner, 22)).text(carrier, box.x + PADDING, box.y + mm(1.5), { width: inner, lineBreak: false });
  doc.font(REGULAR);
  doc.fontSize(fittedFontSize(doc, service, inner, 10)).text(service, box.x + PADDING, box.y + box.height - mm(5.5), { width: inner, lineBreak: false });
  doc.fillColor('black');
}

export function drawSender(doc: Pdf, box: Box, sender: LabelSender) {
  drawHeading(doc, 'Afzender', box.x, box.y);
  const text = [sender.name, ...sender.lines].join(', ');
  drawFitted(doc, [{ text, bold: false, scale: 1 }], { ...box, y: box.y + mm(3), height: box.height - mm(3) }, 9, 6);
}

/** The recipient in a heavy frame, the name and postcode line bold, the order's marks (ROUW…) in its top corner. */
export function drawRecipient(doc: Pdf, box: Box, recipient: DeliveryAddress | null, marks: readonly string[]) {
  doc.rect(box.x, box.y, box.width, box.height).lineWidth(1.5).stroke();
  const x = box.x + PADDING;
  drawHeading(doc, 'Ontvanger', x, box.y + PADDING);
  if (marks.length > 0) drawMarks(doc, marks, box.x + box.width - PADDING, box.y + PADDING);
  const inner = { x, y: box.y + PADDING + mm(4), width: box.width - 2 * PADDING, height: box.height - 2 * PADDING - mm(4) };
  if (!recipient) {
    doc.font(REGULAR).fontSize(11).fillColor(GREY).text('Zie gegevens vervoerder', inner.x, inner.y, { width: inner.width }).fillColor('black');
    return;
  }
  const lines = addressLines({ recipient });
  const nameIndex = lines.indexOf(recipient.name);
  const postcodeIndex = lines.findIndex((line) => line.startsWith(recipient.address.zipcode) && recipient.address.zipcode !== '');
  const block = lines.map((text, index) => ({
    text,
    bold: index === nameIndex || index === postcodeIndex,
    scale: index === nameIndex ? 1 : 0.85,
  }));
  if (recipient.phoneNumber) block.push({ text: `Tel. ${recipient.phoneNumber}`, bold: false, scale: 0.6 });
  drawFitted(doc, block, inner, 30, 7);
}

/** The carrier's sort or route code, as large as its thick frame allows. */
export function drawSortCode(doc: Pdf, box: Box, field: LabelField) {
  doc.rect(box.x, box.y, box.width, box.height).lineWidth(3).stroke();
  drawHeading(doc, field.title, box.x + PADDING, box.y + PADDING);
  const inner = box.width - 2 * PADDING;
  doc.font(BOLD);
  const size = Math.min(fittedFontSize(doc, field.value, inner, 40), (box.height - mm(6)) / 1.2);
  const top = box.y + mm(4) + (box.height - mm(4) - size * 1.2) / 2;
  doc.fontSize(size).text(field.value, box.x + PADDING, top, { width: inner, align: 'center', lineBreak: false });
}

/** Title above value, in `columns` columns of rows sharing the box's height; every value in one size. */
export function drawFields(doc: Pdf, box: Box, fields: readonly LabelField[], columns: number) {
  const rowHeight = box.height / Math.max(1, Math.ceil(fields.length / columns));
  // Side by side, values set as large as their column allows must still read as two: a gutter of 6 mm, wider than
  // the space between the words of one value.
  const inner = box.width / columns - (columns > 1 ? mm(6) : mm(2));
  doc.font(BOLD);
  const size = Math.min((rowHeight - mm(3.5)) / 1.2, ...fields.map((field) => fittedFontSize(doc, field.value, inner, 22)));
  fields.forEach((field, index) => {
    const x = box.x + (index % columns) * (box.width / columns);
    const y = box.y + Math.floor(index / columns) * rowHeight;
    drawHeading(doc, field.title, x, y);
    doc.font(BOLD).fontSize(size).text(field.value, x, y + mm(2.8), { width: inner, lineBreak: false });
  });
}

/**
 * The parcel's Code 128 across the box's width less its quiet zones (modules no wider than MAX_MODULE, centred), its
 * text under the bars with a gap, and a rule above that keeps the sort code's frame out of the quiet zone.
 */
export function drawParcelBarcode(doc: Pdf, box: Box, barcode: VectorBarcode, text: string) {
  doc.moveTo(box.x, box.y).lineTo(box.x + box.width, box.y).lineWidth(0.5).stroke();
  const module = Math.min(MAX_MODULE, box.width / (barcode.width + 2 * QUIET_MODULES));
  const barsWidth = barcode.width * module;
  const textHeight = doc.font(REGULAR).fontSize(BARCODE_TEXT_SIZE).currentLineHeight();
  const top = box.y + mm(2);
  const barsHeight = box.y + box.height - textHeight - mm(1.5) - top;
  drawBarcode(doc, barcode, box.x + (box.width - barsWidth) / 2, top, barsWidth, barsHeight);
  doc.font(REGULAR).fontSize(BARCODE_TEXT_SIZE).text(text, box.x, top + barsHeight + mm(1.5), { width: box.width, align: 'center', lineBreak: false });
}

function drawHeading(doc: Pdf, title: string, x: number, y: number) {
  doc.font(REGULAR).fontSize(6.5).fillColor(GREY).text(title.toUpperCase(), x, y, { lineBreak: false }).fillColor('black');
}

/** ROUW, AVONDLEVERING…: white on black, right-aligned at `right`. */
function drawMarks(doc: Pdf, marks: readonly string[], right: number, top: number) {
  const text = marks.join(' · ');
  doc.font(BOLD).fontSize(8);
  const width = doc.widthOfString(text) + mm(2);
  doc.rect(right - width, top - mm(0.5), width, mm(4)).fill('black');
  doc.fillColor('white').text(text, right - width + mm(1), top, { lineBreak: false }).fillColor('black');
}

interface FittedLine {
  text: string;
  bold: boolean;
  /** Its size relative to the block's. */
  scale: number;
}

/**
 * The lines at the largest size from `max` down to `min` at which they fit the box: each on one line while that
 * keeps them at least WRAP_BELOW points, wrapped below that; at `min`, what still does not fit is cut with '…'.
 * Width and line height grow in proportion to the size, so the one-line size is worked out from size 1; only a block
 * that must wrap is measured size by size.
 */
function drawFitted(doc: Pdf, lines: readonly FittedLine[], box: Box, max: number, min: number) {
  const faceOf = (line: FittedLine, size: number) => doc.font(line.bold ? BOLD : REGULAR).fontSize(size * line.scale);
  const widest = Math.max(...lines.map((line) => faceOf(line, 1).widthOfString(line.text)));
  const tallest = lines.reduce((total, line) => total + faceOf(line, 1).currentLineHeight(true), 0);
  // A point to spare, so that rounding never leaves the last line a hair too low to be drawn.
  let size = Math.min(max, box.width / widest, (box.height - 1) / tallest);
  if (size < WRAP_BELOW) {
    const heightAt = (at: number) => lines.reduce((total, line) => total + faceOf(line, at).heightOfString(line.text, { width: box.width }), 0);
    size = Math.min(max, WRAP_BELOW);
    while (size > min && heightAt(size) > box.height) size -= 0.5;
  }
  let y = box.y;
  for (const line of lines) {
    const room = box.y + box.height - y;
    faceOf(line, size);
    if (room < doc.currentLineHeight(true)) break;
    doc.text(line.text, box.x, y, { width: box.width, height: room, ellipsis: true });
    y = doc.y;
  }
}
