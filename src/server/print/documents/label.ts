// The 10×15 cm shipping label template: sender, recipient, order number and the area the carrier's barcode goes in.
// The carrier issue fills `carrierBarcode`; without it the area stays an empty frame.
import type { Order } from '../../../shared/schema/order.ts';
import { addressLines } from './order-lines.ts';
import { mm, renderPdf, type PageSpec } from './pdf.ts';

export const LABEL_PAGE: PageSpec = { size: [100, 150], margin: 5, title: 'Label' };

export interface LabelSender {
  name: string;
  lines: readonly string[];
}

export interface LabelExtras {
  carrier?: string;
  /** A PNG of the carrier's barcode. */
  carrierBarcode?: Buffer;
}

export function renderLabel(order: Order, sender: LabelSender, extras: LabelExtras = {}): Promise<Buffer> {
  return renderPdf({ ...LABEL_PAGE, title: `Label ${order.orderNumber}` }, (doc) => {
    const left = doc.page.margins.left;
    const width = doc.page.width - left - doc.page.margins.right;
    doc.fontSize(7).fillColor('#555555').text('AFZENDER', left, doc.page.margins.top, { width }).fillColor('black');
    doc.fontSize(8).text([sender.name, ...sender.lines].join('\n'), { width });
    doc.moveDown(0.8).fontSize(7).fillColor('#555555').text('ONTVANGER', { width }).fillColor('black');
    doc.fontSize(13).text(addressLines(order).join('\n'), { width });
    if (order.recipient.phoneNumber) doc.fontSize(9).text(`Tel. ${order.recipient.phoneNumber}`, { width });
    doc.moveDown(0.5).fontSize(10).text(`Order ${order.orderNumber}${extras.carrier ? `  ·  ${extras.carrier}` : ''}`, { width });

    const areaTop = doc.page.height - doc.page.margins.bottom - mm(45);
    doc.rect(left, areaTop, width, mm(45)).lineWidth(0.5).dash(3, { space: 3 }).stroke().undash();
    if (extras.carrierBarcode) doc.image(extras.carrierBarcode, left + mm(3), areaTop + mm(3), { fit: [width - mm(6), mm(39)], align: 'center' });
    else doc.fontSize(8).fillColor('#999999').text('Barcode vervoerder', left, areaTop + mm(20), { width, align: 'center' }).fillColor('black');
  });
}
