// Adding a card or a ribbon to an order that has none (spec §3 Card, §5 card rules).
import { enums, object, refine, string } from 'superstruct';
import { cardTextError, ribbonLineError } from './card-rules.ts';
import { RIBBON_CARD_ID } from './constants.ts';
import { messages } from './messages.ts';

/**
 * The shop's plain card: the card printer fills in the text. (The pre-printed designs of the shop's own range
 * need a physical card from the shelf, so the workbench does not pick one of those.)
 */
export const PLAIN_CARD_ID = 20012775;

export type NewCardKind = 'card' | 'ribbon';

export interface NewCardValues {
  kind: NewCardKind;
  text: string;
  left: string;
  right: string;
}

/** What is added to a mourning order is usually a ribbon; to any other order a card. */
export const defaultCardKind = (isMourning: boolean): NewCardKind => (isMourning ? 'ribbon' : 'card');

export const ribbonTitle = (isMourning: boolean) => (isMourning ? 'Rouwlint' : 'Lint');

const cardText = refine(string(), 'cardText', (value) => cardTextError(value) ?? true);
const ribbonLine = refine(string(), 'ribbonLine', (value) => ribbonLineError(value) ?? true);

/** The form of a new card: a card needs its text, a ribbon at least one of its two lines. */
export const NewCardFields = refine(
  object({ kind: enums(['card', 'ribbon'] as const), text: cardText, left: ribbonLine, right: ribbonLine }),
  'newCard',
  (values, context) => {
    if (values.kind === 'card' && !values.text.trim()) return { message: messages.required, path: [...context.path, 'text'] };
    if (values.kind === 'ribbon' && !values.left.trim() && !values.right.trim()) {
      return { message: messages.required, path: [...context.path, 'left'] };
    }
    return true;
  },
);

/** The whole Card object the PUT takes for the form's values. */
export function newCard(values: NewCardValues, isMourning: boolean) {
  if (values.kind === 'ribbon') {
    return { id: RIBBON_CARD_ID, title: ribbonTitle(isMourning), text: '', left: values.left, right: values.right };
  }
  return { id: PLAIN_CARD_ID, title: 'Kaartje', text: values.text, left: '', right: '' };
}
