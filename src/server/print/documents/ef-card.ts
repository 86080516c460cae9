// The EF card (spec §2 'Print EF kaart', §5): free text on the card stock, under 250 characters and 10 lines.
import { CARD_TOO_MANY_LINES, hasTooManyLines } from '../../../shared/domain/card-rules.ts';
import { CARD_PAGE, drawCardText } from './card.ts';
import { renderPdf } from './pdf.ts';
import { PrintRefused } from './refusal.ts';

export const EF_CARD_MAX_LENGTH = 250;
export const EF_CARD_TOO_LONG = 'Bevat meer dan 250 karakters';

export function renderEfCard(text: string): Promise<Buffer> {
  if (text.length >= EF_CARD_MAX_LENGTH) throw new PrintRefused(EF_CARD_TOO_LONG);
  if (hasTooManyLines(text)) throw new PrintRefused(CARD_TOO_MANY_LINES);
  return renderPdf({ ...CARD_PAGE, title: 'EF kaart' }, (doc) => drawCardText(doc, text));
}
