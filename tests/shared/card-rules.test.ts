import { describe, expect, it } from 'vitest';
import {
  CARD_TOO_MANY_LINES, cardTextError, countLineBreaks, hasTooManyLines, isOwnRangeCard, isRibbon, ribbonLineError,
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
