// Card 1 and card 2 (A6 landscape): the card text; the ribbon card goes to the printer as ribbon strips instead
// (ribbon.ts). A card that cannot go on paper (spec §5) is refused.
import { cardContent } from '../../../shared/domain/card-content.ts';
import { cardPrintProblem } from '../../../shared/domain/card-rules.ts';
import type { Order } from '../../../shared/schema/order.ts';
import { renderPdf, type PageSpec, type Pdf } from './pdf.ts';
import { PrintRefused } from './refusal.ts';
import { renderRibbon } from './ribbon.ts';

export const CARD_PAGE: PageSpec = { size: [148, 105], margin: 10, title: 'Kaart' };
export type CardType = 'card1' | 'card2';

export function renderCard(order: Order, type: CardType): Promise<Buffer> {
  const problem = cardPrintProblem(order.card);
  if (problem) throw new PrintRefused(problem);
  const content = cardContent(order.card)!;
  const title = `${type === 'card1' ? 'Kaart 1' : 'Kaart 2'} ${order.orderNumber}`;
  if (content.kind === 'ribbon') return renderRibbon(content, title);
  return renderPdf({ ...CARD_PAGE, title }, (doc) => drawCardText(doc, content.text));
}

/** Free text centred on the card, as large as ten lines allow. */
export function drawCardText(doc: Pdf, text: string) {
  const { left, right, top } = doc.page.margins;
  doc.fontSize(13).text(text.replace(/\r\n|\r/g, '\n'), left, top, { width: doc.page.width - left - right, align: 'center' });
}
