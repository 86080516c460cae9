// Card and ribbon rules of spec §5 and §9: how many lines a card may have, how long a ribbon line may be, and
// which cards need the florist's attention.
import { RIBBON_CARD_ID } from './constants.ts';
import { messages } from './messages.ts';
import { multiLineTextError, singleLineTextError } from './text-rules.ts';

/** 10 or more line breaks cannot be printed on a card. */
export const MAX_CARD_LINE_BREAKS = 9;
export const MAX_RIBBON_LINE_LENGTH = 60;

export const CARD_TOO_MANY_LINES = 'Bevat meer dan 10 regels';
export const CARD_NOT_PRINTABLE = 'Kaart tekst bevat teveel regels om te kunnen printen (max 10)';
export const RIBBON_NOT_PRINTABLE = 'Een lintregel is langer dan 60 tekens';
export const NO_CARD = 'Deze order heeft geen kaart';

/**
 * The shop's own pre-printed card designs (20012779–20012781): a physical card or ribbon the florist has to
 * pick from the shelf, so the order screen says so. The ribbon (20012781) is in the range but gets no warning:
 * it is shown as a ribbon, which says it already. Other ids are plain cards the card printer fills in; they
 * need no attention (a warning on every card would teach people to ignore warnings).
 */
export const OWN_CARD_RANGE = { first: 20012779, last: 20012781 } as const;

interface CardRef {
  id: number;
}

interface PrintableCard extends CardRef {
  text: string;
  left: string;
  right: string;
}

/** '\r\n' counts as one break, so a text pasted from Windows is judged like one typed here. */
export function countLineBreaks(text: string): number {
  return text.match(/\r\n|\r|\n/g)?.length ?? 0;
}

export function hasTooManyLines(text: string): boolean {
  return countLineBreaks(text) > MAX_CARD_LINE_BREAKS;
}

/** The field error for a card text, or null when it fits: its lines, and no control character but line breaks. */
export function cardTextError(text: string): string | null {
  return multiLineTextError(text) ?? (hasTooManyLines(text) ? CARD_TOO_MANY_LINES : null);
}

/** The field error for one ribbon line, or null when it fits on the ribbon as one line. */
export function ribbonLineError(line: string): string | null {
  return singleLineTextError(line) ?? (line.length > MAX_RIBBON_LINE_LENGTH ? messages.tooLong(MAX_RIBBON_LINE_LENGTH) : null);
}

export function isRibbon(card: CardRef): boolean {
  return card.id === RIBBON_CARD_ID;
}

/**
 * Why a card cannot go on paper, or null when it can (spec §5): a text of 10 or more line breaks, or a ribbon line
 * over 60 characters. Card 2 is the same card on the second card printer, so one rule serves both; the buttons,
 * the keys and the server all ask this.
 */
export function cardPrintProblem(card: PrintableCard | null): string | null {
  if (!card) return NO_CARD;
  if (isRibbon(card)) return [card.left, card.right].some((line) => line.length > MAX_RIBBON_LINE_LENGTH) ? RIBBON_NOT_PRINTABLE : null;
  return hasTooManyLines(card.text) ? CARD_NOT_PRINTABLE : null;
}

/** A card (not the ribbon) from the shop's own range: see OWN_CARD_RANGE. */
export function isOwnRangeCard(card: CardRef): boolean {
  return !isRibbon(card) && card.id >= OWN_CARD_RANGE.first && card.id <= OWN_CARD_RANGE.last;
}

export const ownRangeCardWarning = (card: { id: number; title: string }) =>
  `Let op: ${card.title || 'kaart'} ${card.id} komt uit het eigen kaartenassortiment`;
