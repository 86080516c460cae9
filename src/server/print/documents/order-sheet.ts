// The order sheet (A4) that goes with the bouquet: everything needed to make and deliver the order, and its barcode.
import { cardContent, cardContentLines, cardContentTitle } from '../../../shared/domain/card-content.ts';
import { formatListDateTime } from '../../../shared/domain/format.ts';
import { visibleOrderItems } from '../../../shared/domain/order-view.ts';
import type { Order } from '../../../shared/schema/order.ts';
import { drawBarcode, ean13Vector, orderEan13, type VectorBarcode } from './barcode.ts';
import { addressLines, badges, deliveryDateText, deliverySlot, serviceTimeText } from './order-lines.ts';
import { mm, renderPdf, type PageSpec, type Pdf } from './pdf.ts';

const A4: PageSpec = { size: [210, 297], margin: 15, title: 'Orderbon' };

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
  const left = doc.page.margins.left;
  const width = doc.page.width - left - doc.page.margins.right;
  const top = doc.page.margins.top;

  drawBarcode(doc, barcode, left + width - mm(55), top, mm(55));
  doc.fontSize(22).text(`Order ${order.orderNumber}`, left, top, { width: width - mm(60) });
  doc.fontSize(10).text(`Besteld: ${formatListDateTime(order.orderDate)}`, { width: width - mm(60) });
  const marks = badges(order);
  if (marks.length > 0) doc.moveDown(0.3).fontSize(14).fillColor('#b00000').text(marks.join('  ·  ')).fillColor('black');
  doc.y = Math.max(doc.y, top + mm(32));

  section(doc, 'Levering');
  doc.fontSize(12).text(`Leverdatum: ${deliveryDateText(order)}`);
  const slot = deliverySlot(order);
  if (slot) doc.text(`Dagdeel: ${slot}`);
  const serviceTime = serviceTimeText(order);
  if (serviceTime) doc.text(serviceTime);

  section(doc, 'Ontvanger');
  doc.fontSize(12);
  for (const line of addressLines(order)) doc.text(line);
  if (order.recipient.phoneNumber) doc.text(`Telefoon: ${order.recipient.phoneNumber}`);

  section(doc, 'Producten');
  doc.fontSize(11);
  for (const item of visibleOrderItems(order.orderItems)) doc.text(`${item.quantity} ×  ${item.title}`);

  const card = cardContent(order.card);
  section(doc, card ? cardContentTitle(card) : 'Kaart');
  doc.fontSize(11);
  const cardLines = cardContentLines(card);
  if (!card) doc.text('Geen kaart');
  else if (cardLines.length === 0) doc.text('(geen tekst)');
  else for (const line of cardLines) doc.text(line);

  if (order.description.trim()) {
    section(doc, 'Instructies');
    doc.fontSize(11).text(order.description);
  }
  if (order.comment.trim()) {
    section(doc, 'Opmerking van de klant');
    doc.fontSize(11).text(order.comment);
  }
}

function section(doc: Pdf, title: string) {
  const left = doc.page.margins.left;
  doc.moveDown(0.8).fontSize(9).fillColor('#555555').text(title.toUpperCase(), left).fillColor('black');
  doc.moveTo(left, doc.y).lineTo(doc.page.width - doc.page.margins.right, doc.y).lineWidth(0.5).stroke();
  doc.moveDown(0.3);
}
