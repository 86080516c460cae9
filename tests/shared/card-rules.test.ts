import { describe, expect, it } from 'vitest';
import {
  CARD_NOT_PRINTABLE, CARD_TOO_MANY_LINES, cardPrintProblem, cardTextError, countLineBreaks, hasTooManyLines, isOwnRangeCard,
  isRibbon, NO_CARD, RIBBON_NOT_PRINTABLE, ribbonLineError,
} from '../../src/shared/domain/card-rules.ts';

const withBreaks = (breaks: number, newline = '\n') => Array.from({ length: breaks + 1 }, (_, line) => `regel ${line}`).join(newline);

describe('card text lines', () => {
  it('accepts exactly 9 line breaks and refuses 10', () => {
    expect(cardTextError(withBreaks(9))).toBeNull();
    expect(hasTooManyLines(withBreaks(9))).toBe(false);
    expect(cardTextError(withBreaks(10))).toBe('Bevat meer dan 10 regels');
    expect(hasTooManyLines(withBreaks(10))).toBe(true);
    expect(CARD_TOO_MANY_LINES).toBe('Bevat meer dan 10 regels');
  });

  it('counts a Windows line break once', () => {
    expect(countLineBreaks(withBreaks(9, '\r\n'))).toBe(9);
    expect(cardTextError(withBreaks(10, '\r\n'))).toBe('Bevat meer dan 10 regels');
    expect(countLineBreaks('')).toBe(0);
  });
});

describe('ribbon lines', () => {
  it('accepts 60 characters and refuses 61', () => {
    expect(ribbonLineError('x'.repeat(60))).toBeNull();
    expect(ribbonLineError('x'.repeat(61))).toBe('Dit veld is te lang (max 60 karakters)');
  });
});

describe('card kinds', () => {
  it('knows card 20012781 as the ribbon', () => {
    expect(isRibbon({ id: 20012781 })).toBe(true);
    expect(isRibbon({ id: 20012779 })).toBe(false);
  });

  it('marks the shop\'s own pre-printed cards 20012779–20012780, not the ribbon or printer-filled cards', () => {
    expect(isOwnRangeCard({ id: 20012779 })).toBe(true);
    expect(isOwnRangeCard({ id: 20012780 })).toBe(true);
    expect(isOwnRangeCard({ id: 20012781 })).toBe(false);
    expect(isOwnRangeCard({ id: 20012775 })).toBe(false);
    expect(isOwnRangeCard({ id: 20012778 })).toBe(false);
    expect(isOwnRangeCard({ id: 20012790 })).toBe(false);
  });
});

describe('whether a card can be printed (one rule for buttons, keys and server)', () => {
  const card = (text: string) => ({ id: 1, text, left: '', right: '' });
  const ribbon = (left: string, right: string) => ({ id: 20012781, text: '', left, right });

  it('prints a card of up to 9 line breaks and a ribbon of lines up to 60 characters', () => {
    expect(cardPrintProblem(card(withBreaks(9)))).toBeNull();
    expect(cardPrintProblem(ribbon('x'.repeat(60), 'Je familie'))).toBeNull();
  });

  it('names why not: no card, 10 line breaks, a ribbon line of 61', () => {
    expect(cardPrintProblem(null)).toBe(NO_CARD);
    expect(cardPrintProblem(card(withBreaks(10)))).toBe(CARD_NOT_PRINTABLE);
    expect(cardPrintProblem(ribbon('Rust zacht', 'x'.repeat(61)))).toBe(RIBBON_NOT_PRINTABLE);
  });

  it('judges a ribbon by its lines, not by a text it does not print', () => {
    expect(cardPrintProblem({ ...ribbon('Rust zacht', 'Je familie'), text: withBreaks(12) })).toBeNull();
  });
});
