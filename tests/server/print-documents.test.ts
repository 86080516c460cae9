// The print documents read back as the workshop sees them: text, page size and the order's scannable barcode.
import { describe, expect, it } from 'vitest';
import { ean13CheckDigit, orderEan13 } from '../../src/server/print/documents/barcode.ts';
import { CARD_NOT_PRINTABLE, NO_CARD, RIBBON_NOT_PRINTABLE } from '../../src/shared/domain/card-rules.ts';
import { renderCard } from '../../src/server/print/documents/card.ts';
import { EF_CARD_TOO_LONG, renderEfCard } from '../../src/server/print/documents/ef-card.ts';
import { renderOrderSheet, renderOrderSheets } from '../../src/server/print/documents/order-sheet.ts';
import { PrintRefused } from '../../src/server/print/documents/refusal.ts';
import { pageOneBarcodes, pdfInfo, pdfText } from '../helpers/pdf-tools.ts';
import { phraseAt, pdfWords, textUnder, type PdfWord } from '../helpers/pdf-words.ts';
import { cardTextWithBreaks, printOrder, ribbonCard } from '../helpers/print-order.ts';

const squash = (text: string) => text.replace(/\s+/g, ' ');
/** A phrase as read from the sheet, and whether it is printed large (a line box of 20 pt: about 17 pt type or more). */
const large = (found: { text: string; height: number } | null) => ({ text: found?.text, large: (found?.height ?? 0) >= 20 });
const sheetWords = async (overrides: Parameters<typeof printOrder>[0] = {}) => pdfWords(await renderOrderSheet(printOrder(overrides)));

describe('the order barcode', () => {
  it('is the order id zero-padded to 12 digits with the EAN-13 check digit', () => {
    expect(ean13CheckDigit('400638133393')).toBe(1); // a published EAN-13: 4006381333931
    expect(orderEan13(1234567)).toBe('0000012345670');
    expect(orderEan13(20012781)).toBe(`000020012781${ean13CheckDigit('000020012781')}`);
    expect(() => orderEan13(-1)).toThrow(RangeError);
    expect(() => orderEan13(1e12)).toThrow(RangeError);
  });
});

describe('the order sheet', () => {
  it('is one A4 page with everything the florist needs, in Dutch, with the dates in Amsterdam time', async () => {
    const pdf = await renderOrderSheet(printOrder());
    expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
    expect(await pdfInfo(pdf)).toEqual({ pages: 1, widthMm: 210, heightMm: 297 });
    const text = squash(await pdfText(pdf));
    for (const expected of [
      'Order WB-1234567', 'Besteld: 18-11-2026 12:06', 'donderdag 24 december 2026', 'Uitvaart: 19 november 2026 15:53',
      'Anouk de Vries', 'Kerkstraat 12a', '6711 AB Ede', 'Telefoon: 0612345678', '2 × Boeket Zoë',
      'KAARTTEKST Gefeliciteerd Zoë! Veel liefs, René en Anaïs', 'INTERNE NOTITIES Bij de achterdeur afgeven',
      'OPMERKING VAN DE KLANT Graag een strik om het boeket', 'ROUW', 'AVONDLEVERING', 'FOTO',
    ]) expect(text).toContain(expected);
    expect(text).not.toContain('Verborgen bezorgregel');
    expect(text).not.toContain('Let op');
  });

  it('prints the order number, delivery date, slot, hand-off and quantities large, each under its heading', async () => {
    const words = await sheetWords({ activeTransporter: 'postnl' });
    expect(large(phraseAt(words, 'Order'))).toEqual({ text: 'Order WB-1234567', large: true });
    expect(large(textUnder(words, 'LEVERDATUM'))).toEqual({ text: '24-12-2026', large: true });
    expect(large(textUnder(words, 'DAGDEEL'))).toEqual({ text: 'Avond', large: true });
    expect(large(textUnder(words, 'OVERDRACHT'))).toEqual({ text: 'PostNL', large: true });
    expect(large(phraseAt(words, '2'))).toEqual({ text: '2 ×', large: true });
    expect(large(textUnder(words, 'INTERNE'))).toEqual({ text: 'Bij de achterdeur afgeven', large: false });
  });

  it.each([
    [{ treatment: 'Collega bloemist' }, 'Collega bloemist'],
    [{ treatment: 'Euroflorist' }, 'EuroFlorist'],
    [{ activeTransporter: 'redjepakketje' }, 'Red je Pakketje'],
    [{}, 'Niet aangemeld'],
  ] as const)('names the hand-off of %o as %s', async (overrides, handoff) => {
    expect(large(textUnder(await sheetWords(overrides), 'OVERDRACHT'))).toEqual({ text: handoff, large: true });
  });

  it('has the boxes Gemaakt, Kaart erbij and Ingepakt at the foot of the first page, also when the order runs on', async () => {
    const orderItems = Array.from({ length: 40 }, (_, index) => ({ productId: 2000 + index, title: `Roos ${index + 1}`, quantity: 1, pricePerProduct: 2, price: 2 }));
    const words = await sheetWords({ orderItems });
    const boxes = ['Gemaakt', 'Kaart', 'Ingepakt'].map((label) => words.find((word) => word.text === label)!);
    expect(phraseAt(words, 'Kaart')?.text).toBe('Kaart erbij');
    expect(boxes.map((box) => ({ page: box.page, atTheFoot: box.y > 760 }))).toEqual(Array(3).fill({ page: 1, atTheFoot: true }));
    const row = boxes[0].y;
    const restOfPageOne = words.filter((word: PdfWord) => word.page === 1 && Math.abs(word.y - row) > 1);
    expect(Math.max(...restOfPageOne.map((word) => word.y + word.height))).toBeLessThan(row);
    const text = squash(await pdfText(await renderOrderSheet(printOrder({ orderItems }))));
    for (const item of orderItems) expect(text).toContain(`1 × ${item.title} `);
    expect(text).toMatch(/Roos 40 [\s\S]*INTERNE NOTITIES/);
    const pages = Math.max(...words.map((word) => word.page));
    for (let page = 2; page <= pages; page += 1) {
      const head = words.filter((word) => word.page === page).slice(0, 3).map((word) => word.text);
      expect(head, `page ${page} says whose it is`).toEqual(['Order', printOrder().orderNumber, '·']);
    }
  });

  it.each([
    [{ id: 20012779, title: 'Rouwkaart', text: 'Gecondoleerd', left: '', right: '' }, 'Let op: Rouwkaart 20012779 komt uit het eigen kaartenassortiment'],
    [{ id: 5001, title: 'Kaartje', text: cardTextWithBreaks(10), left: '', right: '' }, CARD_NOT_PRINTABLE],
    [ribbonCard('x'.repeat(61), 'Je familie')!, RIBBON_NOT_PRINTABLE],
  ])('warns under the card heading about a card the order screen warns about: %s', async (card, warning) => {
    const words = await sheetWords({ card });
    expect(textUnder(words, card.id === 20012781 ? 'LINT' : 'KAARTTEKST')?.text).toBe(warning);
  });

  it('carries a barcode the scanner reads as the EAN-13 of the order id', async () => {
    const id = 987654321;
    expect(await pageOneBarcodes(await renderOrderSheet(printOrder({ id })))).toEqual([orderEan13(id)]);
  });

  it('shows the ribbon lines for the ribbon card, no badges for a plain order, and a church service as such', async () => {
    const order = printOrder({
      card: ribbonCard('Rust zacht, lieve Noël', 'Je familie'),
      isMourning: false, isEveningDelivery: false, isMorningDelivery: true, hasPhotoService: false, extraService: { photo: false },
      recipient: { ...printOrder().recipient, addressType: 'church' },
    });
    const text = squash(await pdfText(await renderOrderSheet(order)));
    expect(text).toContain('LINT Lint links: Rust zacht, lieve Noël');
    expect(text).toContain('Lint rechts: Je familie');
    expect(text).toContain('Kerkdienst: 19 november 2026 15:53');
    expect(text).not.toMatch(/ROUW|AVONDLEVERING|FOTO/);
    expect(textUnder(await pdfWords(await renderOrderSheet(order)), 'DAGDEEL')?.text).toBe('Ochtend');
  });

  it('says Hele dag for an order without a part of the day', async () => {
    expect(textUnder(await sheetWords({ isEveningDelivery: false }), 'DAGDEEL')?.text).toBe('Hele dag');
  });

  it('puts a batch on one page per order', async () => {
    const pdf = await renderOrderSheets([1, 2, 3].map((id) => printOrder({ id, orderNumber: `WB-${id}` })));
    expect((await pdfInfo(pdf)).pages).toBe(3);
    expect(await pdfText(pdf)).toMatch(/WB-1[\s\S]*WB-2[\s\S]*WB-3/);
  });
});

describe('the cards', () => {
  it.each(['card1', 'card2'] as const)('%s is an A6 landscape card with the card text', async (type) => {
    const pdf = await renderCard(printOrder(), type);
    expect(await pdfInfo(pdf)).toEqual({ pages: 1, widthMm: 148, heightMm: 105 });
    expect(squash(await pdfText(pdf))).toContain('Gefeliciteerd Zoë! Veel liefs, René en Anaïs');
  });


  it('prints 9 line breaks and refuses 10 with the Dutch message', async () => {
    const fits = printOrder({ card: { ...printOrder().card!, text: cardTextWithBreaks(9) } });
    expect(await pdfText(await renderCard(fits, 'card1'))).toContain('Regel 10 é');
    const tooLong = printOrder({ card: { ...printOrder().card!, text: cardTextWithBreaks(10) } });
    expect(() => renderCard(tooLong, 'card2')).toThrow(new PrintRefused(CARD_NOT_PRINTABLE));
    const windows = printOrder({ card: { ...printOrder().card!, text: cardTextWithBreaks(10).replaceAll('\n', '\r\n') } });
    expect(() => renderCard(windows, 'card1')).toThrow(CARD_NOT_PRINTABLE);
  });

  it('refuses an order without a card', () => {
    expect(() => renderCard(printOrder({ card: null }), 'card1')).toThrow(NO_CARD);
  });

  it('prints the EF card text within the limits of §5 and refuses beyond them', async () => {
    const pdf = await renderEfCard('Beste Chloë,\nhartelijk gefeliciteerd!');
    expect(await pdfInfo(pdf)).toEqual({ pages: 1, widthMm: 148, heightMm: 105 });
    expect(squash(await pdfText(pdf))).toContain('Beste Chloë, hartelijk gefeliciteerd!');
    expect(() => renderEfCard('x'.repeat(250))).toThrow(EF_CARD_TOO_LONG);
    await expect(renderEfCard('x'.repeat(249))).resolves.toBeInstanceOf(Buffer);
    expect(() => renderEfCard(cardTextWithBreaks(10))).toThrow('Bevat meer dan 10 regels');
  });
});
