// The flower-relay e-mail form (spec §2 codes 01–66, §5 limits and required codes, §9 fixed values): filled from the
// order, checked, completed with the shop's codes and totals, and written as the relay's coded message.
import { validate } from 'superstruct';
import { describe, expect, it } from 'vitest';
import {
  completeRelayValues, RELAY_CODES, relayDefaults, relayErrors, RelayFields, relayMessage, relaySenderCodes, relayTotals,
  type RelayCode, type RelayValues,
} from '../../src/shared/domain/relay-form.ts';
import { makeOrder } from '../client/detail/order-fixture.ts';

/** 23 November 2026 23:30 UTC, in unix seconds: already the 24th in Amsterdam. */
const LATE_EVENING = Date.UTC(2026, 10, 23, 23, 30) / 1000;
/** An order placed late that evening. */
const ORDERED_LATE = { id: 7, orderDate: LATE_EVENING };

const filled = (values: Partial<RelayValues>): Partial<RelayValues> => ({
  '06': '24-12-2026', '12': '39,95', '21': 'Greta Schmidt', '23': 'Friedrichstraße 43', '31': '10117', '32': 'Berlin',
  '41': '1x Boeket zomerbloemen', ...values,
});
const errorsOf = (values: Partial<RelayValues>) => Object.fromEntries(relayErrors(values).map(({ field, message }) => [field, message]));

describe('the relay form filled from the order', () => {
  const order = makeOrder({
    id: 10_000_034,
    orderDate: LATE_EVENING,
    deliveryDate: '2026-12-24',
    orderItems: [
      { productId: 940107, title: 'Boeket zomerbloemen groot', quantity: 2, pricePerProduct: 17.5, price: 35 },
      { productId: 940200, title: 'Vaas', quantity: 1, pricePerProduct: 4.95, price: 4.95 },
      { productId: 943234, title: 'Servicekosten', quantity: 1, pricePerProduct: 2.5, price: 2.5 },
    ],
    card: {
      id: 20012790, title: 'Kaartje', left: '', right: '',
      text: 'Alles Gute zum Geburtstag, liebe Greta! Wir denken an dich und wünschen dir einen schönen Tag.',
    },
    comment: 'Bitte vor 12 Uhr liefern',
    imageUrl: 'https://cdn.example.nl/producten/boeket-zomerbloemen-groot.jpg',
    recipient: {
      ...makeOrder().recipient,
      name: 'Greta Schmidt',
      companyName: 'Schmidt GmbH',
      phoneNumber: '+49 30 1234567',
      address: { street: 'Friedrichstraße', streetNumber: '43', zipcode: '10117', city: 'Berlin', countryCode: 'DE', country: 'Duitsland' },
    },
  });

  it("fills every code: sender codes, the day ordered in Amsterdam (05), the delivery date (06), the visible lines' value and the totals", () => {
    const values = relayDefaults(order);
    expect(Object.keys(values).sort()).toEqual([...RELAY_CODES].sort());
    expect(values).toMatchObject({
      '01': '01', '02': '2972', '03': 'TFH', '04': 'Referentie: 10000034', '07': 'N', '08': 'B', '09': '9',
      '05': '24-11-2026', '06': '24-12-2026',
      '12': '39.95', '13': '1.35', '14': '4.40', '15': '45.70', '16': 'EUR',
      '21': 'Greta Schmidt', '22': 'Schmidt GmbH', '23': 'Friedrichstraße 43', '24': '', '31': '10117', '32': 'Berlin', '34': 'DE',
      '35': '+49 30 1234567', '39': '',
      '41': '2x Boeket zomerbloemen groot, 1x Vaas', '42': '',
      '61': 'Bitte vor 12 Uhr liefern', '62': '',
    });
  });

  it('spreads the card over 51–55 and the image over 64–66 at the line widths', () => {
    const values = relayDefaults(order);
    expect([values['51'], values['52'], values['53']]).toEqual([
      'Alles Gute zum Geburtstag, liebe Greta! Wir denken an dich und',
      'wünschen dir einen schönen Tag.',
      '',
    ]);
    expect(values['51'].length).toBeLessThanOrEqual(66);
    expect(values['64']).toBe('https://cdn.example.nl/producten/boeket-zomerbloemen-groot.jpg');
    expect(relayErrors(values)).toEqual([]);
  });

  it("puts a ribbon's two lines on 51 and 52, each named, and wraps a long one at 66", () => {
    const ribbon = { id: 20012781, title: 'Rouwlint', text: '', left: 'In dierbare herinnering', right: 'Familie van den Broek' };
    const values = relayDefaults({ ...order, card: ribbon });
    expect([values['51'], values['52'], values['53']]).toEqual(['Lint links: In dierbare herinnering', 'Lint rechts: Familie van den Broek', '']);
    const long = relayDefaults({ ...order, card: { ...ribbon, left: `Rust zacht ${'lieve '.repeat(8)}opa` } });
    expect([long['51'], long['52'], long['53']]).toEqual([
      'Lint links: Rust zacht lieve lieve lieve lieve lieve lieve lieve', 'lieve opa', 'Lint rechts: Familie van den Broek',
    ]);
    expect(relayErrors(long)).toEqual([]);
  });
});

describe('the relay totals (§9)', () => {
  it.each([
    ['39,95', '45.70'],
    ['39.95', '45.70'],
    ['10.20', '15.95'],
    ['0.10', '5.85'],
    ['1000', '1005.75'],
  ])('adds 1.35 and 4.40 to flowers of %s: %s', (flowers, total) => {
    expect(relayTotals(flowers)).toEqual({ '13': '1.35', '14': '4.40', '15': total, '16': 'EUR' });
  });

  it('leaves the total empty while the flowers have no value', () => {
    expect(relayTotals('veertig')['15']).toBe('');
    expect(relayTotals('')['15']).toBe('');
  });

  it('signs with the shop: 01, 2972, TFH, N, B, 9 and the reference', () => {
    expect(relaySenderCodes(12)).toEqual({ '01': '01', '02': '2972', '03': 'TFH', '04': 'Referentie: 12', '07': 'N', '08': 'B', '09': '9' });
  });
});

describe('the relay rules (§5)', () => {
  it('asks for 06, 12, 21, 23, 31, 32 and 41; 13–15 are set by the shop, never asked', () => {
    expect(relayErrors({})).toEqual(['06', '12', '21', '23', '31', '32', '41'].map((field) => ({ field, message: 'Dit veld is vereist' })));
    expect(relayErrors(filled({ '13': '', '14': '', '15': '', '01': '', '02': '' }))).toEqual([]);
  });

  it.each(['21', '22', '23', '24', '32', '41', '42', '43', '44', '51', '52', '53', '54', '55', '61', '62', '63'] as RelayCode[])(
    'takes 66 characters on line %s and refuses 67',
    (code) => {
      expect(errorsOf(filled({ [code]: 'x'.repeat(66) }))[code]).toBeUndefined();
      expect(errorsOf(filled({ [code]: 'x'.repeat(67) }))[code]).toBe('Dit veld is te lang (max 66 karakters)');
    },
  );

  it.each(['64', '65', '66'] as RelayCode[])('takes 68 characters on image line %s and refuses 69', (code) => {
    expect(errorsOf(filled({ [code]: 'i'.repeat(68) }))[code]).toBeUndefined();
    expect(errorsOf(filled({ [code]: 'i'.repeat(69) }))[code]).toBe('Dit veld is te lang (max 68 karakters)');
  });

  it('reads dates as DD-MM-YYYY, amounts as numbers above 0, the country as two letters', () => {
    expect(errorsOf(filled({ '06': '31-02-2027', '05': '2026-12-24' }))).toEqual({
      '05': 'Geen geldige datum (DD-MM-JJJJ)', '06': 'Geen geldige datum (DD-MM-JJJJ)',
    });
    expect(errorsOf(filled({ '12': 'veertig' }))).toEqual({ '12': 'Geen getal' });
    expect(errorsOf(filled({ '12': '0,00' }))).toEqual({ '12': 'Het bedrag moet groter zijn dan 0' });
    expect(errorsOf(filled({ '34': 'D1' }))).toEqual({ '34': 'Gebruik de landcode van twee letters (bijv. DE)' });
    expect(errorsOf(filled({ '34': 'DEU' }))).toEqual({ '34': 'Dit veld is te lang (max 2 karakters)' });
    expect(errorsOf(filled({ '34': 'de', '05': '23-11-2026' }))).toEqual({});
  });

  it("puts each error on its code for the send screen's resolver", () => {
    const [error] = validate(filled({ '41': '', '52': 'x'.repeat(70) }), RelayFields);
    expect(error?.failures().map(({ path, message }) => ({ path, message }))).toEqual([
      { path: ['41'], message: 'Dit veld is vereist' },
      { path: ['52'], message: 'Dit veld is te lang (max 66 karakters)' },
    ]);
  });
});

describe('the coded message', () => {
  it("sets the sender codes, costs and total whatever the form sent, the order's own date (05) when empty, trimmed", () => {
    const typed = filled({ '02': '1111', '04': 'Referentie: 1', '15': '1.00', '16': 'USD', '21': '  Greta Schmidt ' });
    const values = completeRelayValues(ORDERED_LATE, typed);
    expect(values).toMatchObject({
      '02': '2972', '04': 'Referentie: 7', '05': '24-11-2026', '13': '1.35', '14': '4.40', '15': '45.70', '16': 'EUR', '21': 'Greta Schmidt',
    });
    expect(completeRelayValues(ORDERED_LATE, filled({ '05': '20-11-2026' }))['05']).toBe('20-11-2026');
  });

  it("writes one 'NN value' line per filled code, in code order", () => {
    const values = completeRelayValues(ORDERED_LATE, filled({ '35': '+49 30 1234567', '51': 'Alles Gute!', '05': '23-11-2026' }));
    expect(relayMessage(values)).toBe(
      [
        '01 01', '02 2972', '03 TFH', '04 Referentie: 7', '05 23-11-2026', '06 24-12-2026', '07 N', '08 B', '09 9',
        '12 39.95', '13 1.35', '14 4.40', '15 45.70', '16 EUR',
        '21 Greta Schmidt', '23 Friedrichstraße 43', '31 10117', '32 Berlin', '35 +49 30 1234567', '41 1x Boeket zomerbloemen',
        '51 Alles Gute!',
      ].join('\n'),
    );
  });
});

describe('the flowers value the relay is sent', () => {
  it('is refused above € 10.000: a typing error, not a bouquet', () => {
    expect(relayErrors({ '12': '99999999999999999999' }).find((error) => error.field === '12')).toEqual({ field: '12', message: 'Waarde is te groot (max 10000)' });
  });
});
