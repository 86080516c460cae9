// The EF card (spec §2 'Print EF kaart', §5): free text on the card stock, under 250 characters and 10 lines.
import { efCardTextError } from '../../../shared/domain/ef-card-rules.ts';
import { CARD_PAGE, drawCardText } from './card.ts';
import { renderPdf } from './pdf.ts';
import { PrintRefused } from './refusal.ts';

export { EF_CARD_MAX_LENGTH, EF_CARD_TOO_LONG } from '../../../shared/domain/ef-card-rules.ts';

export function renderEfCard(text: string): Promise<Buffer> {
  const refusal = efCardTextError(text);
  if (refusal) throw new PrintRefused(refusal);
  return renderPdf({ ...CARD_PAGE, title: 'EF kaart' }, (doc) => drawCardText(doc, text));
}
