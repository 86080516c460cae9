// The order sheet (A4): the work ticket that goes with the bouquet through the workshop. Read from arm's length:
// the order number and its barcode, when and by whom it leaves, what to make (quantities large), what goes on the
// card or ribbon with the warnings the order screen gives about it, the notes, and boxes to tick as the work is done.
import { cardContent, cardContentLines, cardContentTitle } from '../../../shared/domain/card-content.ts';
import { cardPrintProblem, isOwnRangeCard, ownRangeCardWarning } from '../../../shared/domain/card-rules.ts';
import { PLAN_SLOT_TITLES } from '../../../shared/domain/day-plan.ts';
import { formatListDateTime } from '../../../shared/domain/format.ts';
import { visibleOrderItems } from '../../../shared/domain/order-view.ts';
import type { Order } from '../../../shared/schema/order.ts';
import { drawBarcode, ean13Vector, orderEan13, type VectorBarcode } from './barcode.ts';
import { addressLines, badges, deliveryDateTexts, deliverySlot, handoffText, serviceTimeText } from './order-lines.ts';
import { BOLD, fittedFontSize, mm, REGULAR, renderPdf, type PageSpec, type Pdf } from './pdf.ts';
import { drawSection, drawTickBoxes, GREY, RED, TICK_BOXES_HEIGHT } from './sheet-blocks.ts';

const A4: PageSpec = { size: [210, 297], margin: 15, title: 'Orderbon' };
const BARCODE_WIDTH = mm(70);

/** One order sheet as a PDF. */
export function renderOrderSheet(order: Order): Promise<Buffer> {
  const barcode = ean13Vector(orderEan13(order.id));
  return renderPdf({ ...A4, title: `Orderbon ${order.orderNumber}` }, (doc) => drawOrderSheet(doc, order, barcode));
}

/** Many order sheets in one PDF, one page each (a printer batch). */
export function renderOrderSheets(orders: readonly Order[]): Promise<Buffer> {
  const barcodes = orders.map((order) => ean13Vector(orderEan13(order.id)));
  return renderPdf({ ...A4, title: `Orderbonnen (${orders.length})` }, (doc) => {
    orders.forEach((order, index) => {
      if (index > 0) doc.addPage();
      drawOrderSheet(doc, order, barcodes[index]);
    });
  });
}

function drawOrderSheet(doc: Pdf, order: Order, barcode: VectorBarcode) {
  const firstPage = doc.bufferedPageRange().count - 1;
  // The tick boxes sit at the foot of the first page; a long order flows onto a second page above them, not over them.
  drawTickBoxes(doc, doc.page.height - doc.page.margins.bottom - TICK_BOXES_HEIGHT);
  doc.page.margins.bottom += TICK_BOXES_HEIGHT + mm(4);
  drawHeader(doc, order, barcode);
  drawDelivery(doc, order);
  drawProducts(doc, order);
  drawCard(doc, order);
  drawSection(doc, 'Ontvanger');
  doc.font(REGULAR).fontSize(13);
  for (const line of addressLines(order)) doc.text(line);
  if (order.recipient.phoneNumber) doc.text(`Telefoon: ${order.recipient.phoneNumber}`);
  drawNote(doc, 'Interne notities', order.description);
  drawNote(doc, 'Opmerking van de klant', order.comment);
  headContinuationPages(doc, order, firstPage);
}

/** A page of a long order that falls out of the pile still says whose it is: a line in its top margin. */
function headContinuationPages(doc: Pdf, order: Order, firstPage: number) {
  const lastPage = doc.bufferedPageRange().count - 1;
  for (let page = firstPage + 1; page <= lastPage; page += 1) {
    doc.switchToPage(page);
    const { left } = doc.page.margins;
    const width = doc.page.width - left - doc.page.margins.right;
    const head = `Order ${order.orderNumber} · vervolg (blad ${page - firstPage + 1} van ${lastPage - firstPage + 1}) · ${deliveryDateTexts(order).short}`;
    doc.font(BOLD).fontSize(11).text(head, left, mm(6), { width, lineBreak: false });
    doc.moveTo(left, mm(11)).lineTo(left + width, mm(11)).lineWidth(0.5).stroke();
  }
  doc.switchToPage(lastPage);
}

function drawHeader(doc: Pdf, order: Order, barcode: VectorBarcode) {
  const { left, top } = doc.page.margins;
  const width = doc.page.width - left - doc.page.margins.right;
  drawBarcode(doc, barcode, left + width - BARCODE_WIDTH, top, BARCODE_WIDTH);
  const textWidth = width - BARCODE_WIDTH - mm(6);
  const title = `Order ${order.orderNumber}`;
  doc.font(BOLD).fontSize(fittedFontSize(doc, title, textWidth, 30)).text(title, left, top, { width: textWidth, lineBreak: false });
  doc.font(REGULAR).fontSize(10).text(`Besteld: ${formatListDateTime(order.orderDate)}`, left, doc.y + mm(1), { width: textWidth });
  const marks = badges(order);
  if (marks.length > 0) {
    const line = marks.join('  ·  ');
    doc.moveDown(0.4).font(BOLD).fontSize(fittedFontSize(doc, line, textWidth, 16)).fillColor(RED).text(line, { width: textWidth }).fillColor('black');
  }
  doc.y = Math.max(doc.y, top + (barcode.height * BARCODE_WIDTH) / barcode.width) + mm(5);
}

/** A framed row of delivery date, slot and hand-off, with the service time under it when there is one. */
function drawDelivery(doc: Pdf, order: Order) {
  const left = doc.page.margins.left;
  const width = doc.page.width - left - doc.page.margins.right;
  const top = doc.y;
  const date = deliveryDateTexts(order);
  const columns = [
    { label: 'Leverdatum', value: date.short, detail: date.long, width: mm(62) },
    { label: 'Dagdeel', value: deliverySlot(order) ?? PLAN_SLOT_TITLES.day, detail: null, width: mm(48) },
    { label: 'Overdracht', value: handoffText(order), detail: null, width: width - mm(110) },
  ];
  let x = left;
  for (const column of columns) {
    const inner = column.width - mm(6);
    doc.font(REGULAR).fontSize(8).fillColor(GREY).text(column.label.toUpperCase(), x + mm(3), top + mm(3), { width: inner }).fillColor('black');
    doc.font(BOLD).fontSize(fittedFontSize(doc, column.value, inner, 24)).text(column.value, x + mm(3), top + mm(7), { width: inner, lineBreak: false });
    if (column.detail) doc.font(REGULAR).fontSize(10).text(column.detail, x + mm(3), top + mm(17), { width: inner });
    if (x > left) doc.moveTo(x, top).lineTo(x, top + mm(23)).lineWidth(0.5).stroke();
    x += column.width;
  }
  let bottom = top + mm(23);
  const serviceTime = serviceTimeText(order);
  if (serviceTime) {
    doc.moveTo(left, bottom).lineTo(left + width, bottom).lineWidth(0.5).stroke();
    doc.font(BOLD).fontSize(16).fillColor(RED).text(serviceTime, left + mm(3), bottom + mm(2.5), { width: width - mm(6) }).fillColor('black');
    bottom += mm(11);
  }
  doc.rect(left, top, width, bottom - top).lineWidth(1.5).stroke();
  doc.x = left;
  doc.y = bottom;
}

/** One line per product: the quantity large and bold, the product beside it on the same baseline. */
function drawProducts(doc: Pdf, order: Order) {
  drawSection(doc, 'Producten');
  const left = doc.page.margins.left;
  const titleX = left + mm(24);
  const titleWidth = doc.page.width - doc.page.margins.right - titleX;
  for (const item of visibleOrderItems(order.orderItems)) {
    doc.font(BOLD).fontSize(22);
    // pdfkit starts a new page when a line drawn at its baseline would not fit: break before the quantity instead,
    // so a quantity never ends up on another page than its product.
    if (doc.y + 2 * doc.currentLineHeight(true) > doc.page.maxY()) doc.addPage();
    const baseline = doc.y + 20;
    doc.text(`${item.quantity} ×`, left, baseline, { width: mm(21), align: 'right', baseline: 'alphabetic', lineBreak: false });
    doc.font(REGULAR).fontSize(15).text(item.title, titleX, baseline, { width: titleWidth, baseline: 'alphabetic' });
    doc.y = Math.max(doc.y, baseline + 8);
  }
  doc.x = left;
}

/** The card or ribbon text as it goes on it, and what the order screen warns about the card. */
function drawCard(doc: Pdf, order: Order) {
  const card = cardContent(order.card);
  drawSection(doc, card ? cardContentTitle(card) : 'Kaart');
  const warnings = order.card ? [cardPrintProblem(order.card), isOwnRangeCard(order.card) ? ownRangeCardWarning(order.card) : null] : [];
  for (const warning of warnings) if (warning) doc.font(BOLD).fontSize(11).fillColor(RED).text(warning).fillColor('black');
  const lines = cardContentLines(card);
  doc.font(REGULAR).fontSize(13);
  if (!card) doc.text('Geen kaart');
  else if (lines.length === 0) doc.text('(geen tekst)');
  else for (const line of lines) doc.text(line);
}

function drawNote(doc: Pdf, title: string, text: string) {
  if (!text.trim()) return;
  drawSection(doc, title);
  doc.font(REGULAR).fontSize(12).text(text);
}
