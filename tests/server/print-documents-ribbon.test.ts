// The ribbon (card 20012781) read back as the ribbon printer gets it: one long narrow strip per side, the text
// along the strip, 60 characters on one line inside it, both strips in one letter size.
import { describe, expect, it } from 'vitest';
import { renderCard } from '../../src/server/print/documents/card.ts';
import { PrintRefused } from '../../src/server/print/documents/refusal.ts';
import { RIBBON_NOT_PRINTABLE } from '../../src/shared/domain/card-rules.ts';
import { pdfInfo, pdfText } from '../helpers/pdf-tools.ts';
import { pdfWords, type PdfWord } from '../helpers/pdf-words.ts';
import { printOrder, ribbonCard } from '../helpers/print-order.ts';

const mm = (points: number) => (points * 25.4) / 72;
const SIXTY = 'Rust zacht, lieve Noël. Wij zullen je nooit vergeten, mam xx';
const ribbon = (left: string, right: string) => renderCard(printOrder({ card: ribbonCard(left, right) }), 'card1');
const strips = async (pdf: Buffer) => (await pdfText(pdf)).split('\f').map((page) => page.trim()).filter(Boolean);

/** The strip's words as a reader sees them along it: across the strip x runs, along it y; in millimetres. */
const extent = (words: PdfWord[]) => ({
  across: [mm(Math.min(...words.map((word) => word.x))), mm(Math.max(...words.map((word) => word.right)))],
  along: [mm(Math.min(...words.map((word) => word.y))), mm(Math.max(...words.map((word) => word.y + word.height)))],
});

describe('the ribbon', () => {
  it('prints as two strips of 75 mm × 1 m, the left text on the first and the right on the second, without headings', async () => {
    expect(SIXTY).toHaveLength(60);
    const pdf = await ribbon(SIXTY, 'Je familie');
    expect(await pdfInfo(pdf)).toEqual({ pages: 2, widthMm: 75, heightMm: 1000 });
    expect(await strips(pdf)).toEqual([SIXTY, 'Je familie']);
    expect(await pdfText(await renderCard(printOrder({ card: ribbonCard('Rust zacht', 'Je familie') }), 'card2'))).not.toMatch(/LINT|links|rechts/i);
  });

  it('runs the text along the strip, 60 characters on one line inside it, in letters as large on both strips', async () => {
    const words = await pdfWords(await ribbon(SIXTY, 'Je familie'));
    const [left, right] = [1, 2].map((page) => extent(words.filter((word) => word.page === page)));
    for (const strip of [left, right]) {
      expect(strip.across[0]).toBeGreaterThanOrEqual(10);
      expect(strip.across[1]).toBeLessThanOrEqual(65);
      expect(strip.along[0]).toBeGreaterThanOrEqual(50);
      expect(strip.along[1]).toBeLessThanOrEqual(950.1);
    }
    expect(left.along[1] - left.along[0]).toBeGreaterThan(800);
    const letterHeight = (strip: typeof left) => strip.across[1] - strip.across[0];
    expect(letterHeight(left)).toBeGreaterThan(25);
    expect(letterHeight(right)).toBeCloseTo(letterHeight(left), 1);
  });

  it('prints only the strip that has a text', async () => {
    const pdf = await ribbon('', 'Je familie');
    expect((await pdfInfo(pdf)).pages).toBe(1);
    expect(await strips(pdf)).toEqual(['Je familie']);
  });

  it('refuses a line over 60 characters with the Dutch message', () => {
    expect(() => ribbon(`${SIXTY}!`, 'Je familie')).toThrow(new PrintRefused(RIBBON_NOT_PRINTABLE));
  });
});
