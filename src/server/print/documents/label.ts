// The 10×15 cm shipping label of every carrier whose label we draw ourselves (the sandboxes, own delivery): one
// layout that each carrier fills with its own parts. Top to bottom: a band with the carrier's name and service, the
// sender small, the recipient large (shrunk or wrapped to fit its frame), the carrier's sort or route code framed
// beside the order's number and date, and the parcel's barcode with its quiet zone and its text under the bars.
// A standalone parcel (no order) has only the recipient its form named, if any.
import { formatDate } from '../../../shared/domain/format.ts';
import type { DeliveryAddress } from '../../../shared/schema/address.ts';
import type { Order } from '../../../shared/schema/order.ts';
import { code128Vector } from './barcode.ts';
import { drawBand, drawFields, drawParcelBarcode, drawRecipient, drawSender, drawSortCode, type Box } from './label-blocks.ts';
import { badges, deliverySlot } from './order-lines.ts';
import { mm, renderPdf, type PageSpec } from './pdf.ts';

// No page margin: every block is placed in its own region below and stays inside it, and pdfkit must not start a
// second page for the barcode's text, which ends exactly at the 4 mm edge.
export const LABEL_PAGE: PageSpec = { size: [100, 150], margin: 0, title: 'Label' };
const EDGE = mm(4);

export interface LabelSender {
  name: string;
  lines: readonly string[];
}

export interface LabelField {
  title: string;
  value: string;
}

/** What makes a label its carrier's. */
export interface CarrierLabelParts {
  carrier: string;
  /** The carrier's service or product for this parcel. */
  service: string;
  /** The routing or sort code the carrier sorts by, framed and large; absent where the carrier has none. */
  sortCode?: LabelField;
  /** What else the carrier prints for its driver (a time window, a route's day). */
  details?: readonly LabelField[];
}

export interface LabelContent {
  order: Order | null;
  /** The recipient of a standalone parcel (the order's recipient wins when there is an order). */
  recipient?: DeliveryAddress;
  sender: LabelSender;
  /** The parcel's barcode as the carrier registered it. */
  barcode: string;
  parts: CarrierLabelParts;
}

/**
 * The regions of the page in millimetres from the top edge of the paper (4 mm left free at each edge). Band, sender
 * and barcode are fixed; the row of sort code and fields is as tall as its fields need, and the recipient takes the
 * rest, so a carrier without a sort code leaves no empty field but a larger address.
 */
const BAND = { top: 4, height: 16 };
const SENDER = { top: 22, height: 10 };
const RECIPIENT_TOP = 33;
const BARCODE = { top: 110, height: 36 };
const GAP = 2;
const SORT_CODE = { width: 44, minHeight: 27 };
const FIELD_ROW_HEIGHT = { beside: 9, across: 16 };

export function renderLabel(content: LabelContent): Promise<Buffer> {
  const { order, parts } = content;
  const barcode = code128Vector(content.barcode);
  const title = `Label ${parts.carrier} ${order?.orderNumber ?? content.barcode}`;
  return renderPdf({ ...LABEL_PAGE, title }, (doc) => {
    const left = EDGE;
    const width = doc.page.width - 2 * EDGE;
    const box = (region: { top: number; height: number }, x = left, w = width): Box => ({ x, y: mm(region.top), width: w, height: mm(region.height) });
    const fields = [...orderFields(order), ...(parts.details ?? [])];
    const columns = parts.sortCode ? 1 : 2;
    const rows = Math.ceil(fields.length / columns);
    const middleHeight = parts.sortCode ? Math.max(SORT_CODE.minHeight, rows * FIELD_ROW_HEIGHT.beside) : rows * FIELD_ROW_HEIGHT.across;
    const middle = { top: BARCODE.top - GAP - middleHeight, height: middleHeight };

    drawBand(doc, box(BAND), parts.carrier, parts.service);
    drawSender(doc, box(SENDER), content.sender);
    const recipient = { top: RECIPIENT_TOP, height: middle.top - GAP - RECIPIENT_TOP };
    drawRecipient(doc, box(recipient), order?.recipient ?? content.recipient ?? null, order ? badges(order) : []);
    if (parts.sortCode) {
      drawSortCode(doc, box(middle, left, mm(SORT_CODE.width)), parts.sortCode);
      const fieldsX = left + mm(SORT_CODE.width + GAP + 1);
      drawFields(doc, box(middle, fieldsX, left + width - fieldsX), fields, columns);
    } else {
      drawFields(doc, box(middle), fields, columns);
    }
    drawParcelBarcode(doc, box(BARCODE), barcode, content.barcode);
  });
}

/** The order's number and delivery day, or what a standalone parcel is. */
function orderFields(order: Order | null): LabelField[] {
  if (!order) return [{ title: 'Zending', value: 'Los pakket' }];
  const slot = deliverySlot(order);
  return [
    { title: 'Order', value: order.orderNumber },
    { title: 'Leverdatum', value: slot ? `${formatDate(order.deliveryDate)} · ${slot}` : formatDate(order.deliveryDate) },
  ];
}
