// The EF card's text rule (spec §5): the modal's form and the server judge a card with this one function.
import { literal, object, refine, string } from 'superstruct';
import { cardTextError } from './card-rules.ts';
import { requiredTextError } from './field-rules.ts';

export const EF_CARD_MAX_LENGTH = 250;
export const EF_CARD_TOO_LONG = 'Bevat meer dan 250 karakters';

/** The field error of an EF card text, or null: some text, under 250 characters and under 10 line breaks. */
export function efCardTextError(text: string): string | null {
  if (text.length >= EF_CARD_MAX_LENGTH) return EF_CARD_TOO_LONG;
  return requiredTextError(text) ?? cardTextError(text);
}

/** The 'Print EF kaart' form: the card text, its fixed type and a printer (a printer id or '_popup'). */
export const EfCardFields = object({
  text: refine(string(), 'text', (value) => efCardTextError(value) ?? true),
  type: literal('card2'),
  printer: refine(string(), 'printer', (value) => requiredTextError(value) ?? true),
});
