import { describe, expect, it } from 'vitest';
import { wrapText } from '../../src/shared/domain/wrap-text.ts';

describe('wrapText (card text in the florist view, spec §9)', () => {
  it('leaves a line of 50 characters or fewer as it is, and keeps the text\'s own line breaks and empty lines', () => {
    const fifty = 'x'.repeat(50);
    expect(wrapText(`Gefeliciteerd!\n\n${fifty}\r\nMarieke`)).toBe(`Gefeliciteerd!\n\n${fifty}\nMarieke`);
  });

  it('breaks a longer line at the last space that keeps it within 50 characters', () => {
    const text = 'Lieve Anna, van harte gefeliciteerd met je verjaardag en alvast een hele fijne dag gewenst!';
    const lines = wrapText(text).split('\n');
    expect(lines).toEqual([
      'Lieve Anna, van harte gefeliciteerd met je',
      'verjaardag en alvast een hele fijne dag gewenst!',
    ]);
    expect(lines.every((line) => line.length <= 50)).toBe(true);
  });

  it('cuts a word longer than the width', () => {
    expect(wrapText(`Groet ${'a'.repeat(60)} Jan`, 50)).toBe(`Groet\n${'a'.repeat(50)}\n${'a'.repeat(10)} Jan`);
  });

  it('wraps at another width when asked', () => {
    expect(wrapText('een twee drie vier', 9)).toBe('een twee\ndrie vier');
  });
});
