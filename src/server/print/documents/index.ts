// The print documents of spec §9 that the workbench renders itself, by print job type.
import type { Order } from '../../../shared/schema/order.ts';
import type { PrintDocumentType } from '../../../shared/domain/printing.ts';
import { renderCard } from './card.ts';
import { renderOrderSheet } from './order-sheet.ts';

/** The PDF of one document of an order; throws PrintRefused when it must not be printed. */
export async function renderDocument(order: Order, type: PrintDocumentType): Promise<Buffer> {
  return type === 'order' ? renderOrderSheet(order) : renderCard(order, type);
}
