// The 10×15 cm shipping label template: sender, recipient, order number and the area the carrier's barcode goes in.
// A standalone parcel (no order) has only the recipient its form named, if any.
import type { Order } from '../../../shared/schema/order.ts';
import type { DeliveryAddress } from '../../../shared/schema/address.ts';
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
  /** The recipient of a standalone parcel (the order's recipient wins when there is an order). */
  recipient?: DeliveryAddress;
}

export function renderLabel(order: Order | null, sender: LabelSender, extras: LabelExtras = {}): Promise<Buffer> {
  const recipient = order?.recipient ?? extras.recipient ?? null;
  const heading = order ? `Order ${order.orderNumber}` : 'Pakket';
  return renderPdf({ ...LABEL_PAGE, title: `Label ${order?.orderNumber ?? 'pakket'}` }, (doc) => {
    const left = doc.page.margins.left;
    const width = doc.page.width - left - doc.page.margins.right;
    doc.fontSize(7).fillColor('#555555').text('AFZENDER', left, doc.page.margins.top, { width }).fillColor('black');
    doc.fontSize(8).text([sender.name, ...sender.lines].join('\n'), { width });
    doc.moveDown(0.8).fontSize(7).fillColor('#555555').text('ONTVANGER', { width }).fillColor('black');
    if (recipient) {
      doc.fontSize(13).text(addressLines({ recipient }).join('\n'), { width });
      if (recipient.phoneNumber) doc.fontSize(9).text(`Tel. ${recipient.phoneNumber}`, { width });
    } else {
      doc.fontSize(10).fillColor('#555555').text('Zie gegevens vervoerder', { width }).fillColor('black');
    }
    doc.moveDown(0.5).fontSize(10).text(`${heading}${extras.carrier ? `  ·  ${extras.carrier}` : ''}`, { width });

    const areaTop = doc.page.height - doc.page.margins.bottom - mm(45);
    doc.rect(left, areaTop, width, mm(45)).lineWidth(0.5).dash(3, { space: 3 }).stroke().undash();
    if (extras.carrierBarcode) doc.image(extras.carrierBarcode, left + mm(3), areaTop + mm(3), { fit: [width - mm(6), mm(39)], align: 'center' });
    else doc.fontSize(8).fillColor('#999999').text('Barcode vervoerder', left, areaTop + mm(20), { width, align: 'center' }).fillColor('black');
  });
}
