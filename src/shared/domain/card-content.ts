// What goes on the card (spec §3 Card): the card's text, or for the ribbon (card id 20012781) its two lines. Every
// hand-off reads it from here — the order sheet, card 1 and 2, the colleague florist's form and mail, the relay's
// codes 51–55 and its marking, the view as florist — so a ribbon never reaches one of them as 'no card'.
import { isRibbon } from './card-rules.ts';

export type CardKind = 'card' | 'ribbon';

/** For a card only `text` counts, for the ribbon only `left` and `right`; the other fields are empty. */
export interface CardContent {
  kind: CardKind;
  text: string;
  left: string;
  right: string;
}

interface OrderCard {
  id: number;
  text: string;
  left: string;
  right: string;
}

export const NO_CARD_TEXT = 'Er zit geen kaartje bij de bestelling.';

/** The order's card as what goes on it; null when the order has no card. */
export function cardContent(card: OrderCard | null): CardContent | null {
  if (!card) return null;
  return isRibbon(card)
    ? { kind: 'ribbon', text: '', left: card.left, right: card.right }
    : { kind: 'card', text: card.text, left: '', right: '' };
}

/** The content of an order without a card, as a form holds it. */
export const EMPTY_CARD: CardContent = { kind: 'card', text: '', left: '', right: '' };

/** Its heading where it is written out: 'Kaarttekst' or 'Lint'. */
export const cardContentTitle = (content: CardContent) => (content.kind === 'ribbon' ? 'Lint' : 'Kaarttekst');

/**
 * What goes on it as lines of plain text: the card's own lines, or 'Lint links: …' and 'Lint rechts: …' (a line
 * left empty is left out). Empty when nothing is to be written.
 */
export function cardContentLines(content: CardContent | null): string[] {
  if (!content) return [];
  if (content.kind === 'ribbon') {
    const left = content.left.trim();
    const right = content.right.trim();
    return [left ? `Lint links: ${left}` : '', right ? `Lint rechts: ${right}` : ''].filter(Boolean);
  }
  return content.text.trim() === '' ? [] : content.text.trim().split(/\r\n|\r|\n/);
}

/** Every field trimmed, the fields of the other kind emptied: what a hand-off stores and sends. */
export function trimmedCardContent(content: CardContent): CardContent {
  return content.kind === 'ribbon'
    ? { kind: 'ribbon', text: '', left: content.left.trim(), right: content.right.trim() }
    : { kind: 'card', text: content.text.trim(), left: '', right: '' };
}
