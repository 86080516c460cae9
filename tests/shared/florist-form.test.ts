// The colleague-florist form's rules (spec §2, §5), shared by the send screen and the server.
import { validate } from 'superstruct';
import { describe, expect, it } from 'vitest';
import {
  colleagueFloristDefaults, colleagueFloristErrors, ColleagueFloristFields, isFloristPrice, parseFloristPrice, withoutShopPrefix,
  type ColleagueFloristValues,
} from '../../src/shared/domain/florist-form.ts';
import { makeOrder } from '../client/detail/order-fixture.ts';

const valid = (): ColleagueFloristValues => ({
  orderNumber: '0000034',
  floristId: 41_000_001,
  deliveryDate: '2026-12-24',
  orderItems: [{ title: 'Boeket rode rozen', quantity: 2, price: '12,50' }],
  recipient: {
    name: 'Iris Dijkstra', companyName: '', street: 'Marktplein', streetNumber: '166', zipcode: '7425 SM', city: 'Deventer',
    countryCode: 'NL', phoneNumber: '0570-600023',
  },
  card: { kind: 'card', text: 'Gefeliciteerd!', left: '', right: '' },
  description: '',
  comment: '',
});

/** The error of one field after a change to the valid form; null when it is accepted. */
function errorOf(field: string, change: (values: ColleagueFloristValues) => ColleagueFloristValues): string | null {
  return colleagueFloristErrors(change(valid())).find((error) => error.field === field)?.message ?? null;
}
const withZipcode = (zipcode: string, countryCode = 'NL') => (values: ColleagueFloristValues) =>
  ({ ...values, recipient: { ...values.recipient, zipcode, countryCode } });
const withLine = (line: Partial<ColleagueFloristValues['orderItems'][number]>) => (values: ColleagueFloristValues) =>
  ({ ...values, orderItems: [{ ...values.orderItems[0], ...line }] });

describe('the colleague-florist form', () => {
  it('accepts a complete form', () => {
    expect(colleagueFloristErrors(valid())).toEqual([]);
  });

  it.each([null, 0, -3, 2.5])("asks for a florist when the id is %s: 'Dit veld is vereist'", (floristId) => {
    expect(errorOf('floristId', (values) => ({ ...values, floristId }))).toBe('Dit veld is vereist');
  });

  it.each(['1234 AB', '1234AB', '9999 zz', ' 7425 sm '])('takes the Dutch postcode %j', (zipcode) => {
    expect(errorOf('recipient.zipcode', withZipcode(zipcode))).toBeNull();
    expect(errorOf('recipient.zipcode', withZipcode(zipcode, 'nl'))).toBeNull();
  });

  it.each(['0123 AB', '123 AB', '12345', '1234 A', '1234  AB', 'AB 1234', '1234-AB'])('refuses the Dutch postcode %j', (zipcode) => {
    expect(errorOf('recipient.zipcode', withZipcode(zipcode))).toBe('Dit is geen geldig nederlands postcode');
    expect(errorOf('recipient.zipcode', withZipcode(zipcode, 'nl'))).toBe('Dit is geen geldig nederlands postcode');
  });

  it('holds postcodes abroad to no Dutch shape', () => {
    expect(errorOf('recipient.zipcode', withZipcode('10117', 'DE'))).toBeNull();
    expect(errorOf('recipient.zipcode', withZipcode('B-1000', 'BE'))).toBeNull();
  });

  it.each(['24,95', '24.95', '24', ' 7,5 ', '0'])('takes the price %j', (price) => {
    expect(errorOf('orderItems.0.price', withLine({ price }))).toBeNull();
  });

  it.each(['', 'abc', '24,', ',95', '24,9,5', '€ 5', '1e3', '-5'])("refuses the price %j: 'Geen getal'", (price) => {
    expect(errorOf('orderItems.0.price', withLine({ price }))).toBe('Geen getal');
  });

  it('reads a price with a comma or a dot', () => {
    expect(parseFloristPrice('24,95')).toBe(24.95);
    expect(parseFloristPrice(' 7.5 ')).toBe(7.5);
    expect(parseFloristPrice('zeven')).toBeNaN();
    expect(isFloristPrice('12,50')).toBe(true);
    expect(isFloristPrice('12,50 euro')).toBe(false);
  });

  it('takes a quantity of 0 or more, whole', () => {
    expect(errorOf('orderItems.0.quantity', withLine({ quantity: 0 }))).toBeNull();
    expect(errorOf('orderItems.0.quantity', withLine({ quantity: -1 }))).toBe('Waarde is te klein (min. 0)');
    expect(errorOf('orderItems.0.quantity', withLine({ quantity: 1.5 }))).toBe('Voer een geheel getal in');
    expect(errorOf('orderItems.0.quantity', withLine({ quantity: Number.NaN }))).toBe('Geen getal');
  });

  it('asks for at least one line, its title, the order number, the delivery date and the address', () => {
    expect(errorOf('orderItems', (values) => ({ ...values, orderItems: [] }))).toBe('Geef de bloemist ten minste één orderregel');
    expect(errorOf('orderItems.0.title', withLine({ title: '  ' }))).toBe('Dit veld is vereist');
    expect(errorOf('orderNumber', (values) => ({ ...values, orderNumber: '' }))).toBe('Dit veld is vereist');
    expect(errorOf('deliveryDate', (values) => ({ ...values, deliveryDate: '' }))).toBe('Dit veld is vereist');
    expect(errorOf('deliveryDate', (values) => ({ ...values, deliveryDate: '24-12-2026' }))).toBe('Geen geldige datum');
    expect(errorOf('deliveryDate', (values) => ({ ...values, deliveryDate: '2026-02-30' }))).toBe('Geen geldige datum');
    for (const field of ['name', 'street', 'streetNumber', 'zipcode', 'city', 'countryCode'] as const) {
      const emptied = (values: ColleagueFloristValues) => ({ ...values, recipient: { ...values.recipient, [field]: '' } });
      expect(errorOf(`recipient.${field}`, emptied)).toBe('Dit veld is vereist');
    }
    expect(errorOf('recipient.phoneNumber', (values) => ({ ...values, recipient: { ...values.recipient, phoneNumber: '' } }))).toBeNull();
  });

  it('refuses a card of 10 line breaks, as the order screen does', () => {
    const text = Array.from({ length: 11 }, (_, line) => `regel ${line}`).join('\n');
    expect(errorOf('card.text', (values) => ({ ...values, card: { ...values.card, text } }))).toBe('Bevat meer dan 10 regels');
  });

  it('refuses a ribbon line over 60 characters, as the order screen does, and takes one of 60', () => {
    const ribbon = (left: string) => (values: ColleagueFloristValues) =>
      ({ ...values, card: { kind: 'ribbon' as const, text: '', left, right: 'Familie van den Broek' } });
    expect(errorOf('card.left', ribbon('x'.repeat(61)))).toBe('Dit veld is te lang (max 60 karakters)');
    expect(errorOf('card.left', ribbon('x'.repeat(60)))).toBeNull();
  });

  it("gives each error on its own field to the send screen's resolver", () => {
    const [error] = validate({ ...valid(), floristId: null, recipient: { ...valid().recipient, zipcode: '0000' } }, ColleagueFloristFields);
    expect(error?.failures().map(({ path, message }) => ({ path, message }))).toEqual([
      { path: ['floristId'], message: 'Dit veld is vereist' },
      { path: ['recipient', 'zipcode'], message: 'Dit is geen geldig nederlands postcode' },
    ]);
  });
});

describe("the colleague-florist form filled from the order", () => {
  it("sends the order number without 'BLB', the visible lines with a comma price, the recipient, card and notes", () => {
    const order = makeOrder({
      orderItems: [
        { productId: 940107, title: "Gerbera's geel", quantity: 3, pricePerProduct: 6.5, price: 19.5 },
        { productId: 943233, title: 'Bezorgkosten', quantity: 1, pricePerProduct: 6.95, price: 6.95 },
      ],
      description: 'Achterom',
      comment: 'Niet bellen',
    });
    expect(colleagueFloristDefaults(order, null)).toEqual({
      orderNumber: '0000034',
      floristId: null,
      deliveryDate: '2026-12-24',
      orderItems: [{ title: "Gerbera's geel", quantity: 3, price: '6,50' }],
      recipient: {
        name: 'Iris Dijkstra', companyName: '', street: 'Marktplein', streetNumber: '166', zipcode: '7425 SM', city: 'Deventer',
        countryCode: 'NL', phoneNumber: '0570-600023',
      },
      card: { kind: 'card', text: 'Gefeliciteerd!\nMarieke', left: '', right: '' },
      description: 'Achterom',
      comment: 'Niet bellen',
    });
    expect(colleagueFloristDefaults(makeOrder({ card: null }), 7).card).toEqual({ kind: 'card', text: '', left: '', right: '' });
    const ribbon = { id: 20012781, title: 'Rouwlint', text: '', left: 'In dierbare herinnering', right: 'Familie van den Broek' };
    expect(colleagueFloristDefaults(makeOrder({ card: ribbon }), 7).card).toEqual(
      { kind: 'ribbon', text: '', left: 'In dierbare herinnering', right: 'Familie van den Broek' },
    );
  });

  it.each([['BLB0000034', '0000034'], ['BLB-123', '123'], ['blb 12', '12'], ['1234', '1234']])('writes %s as %s', (number, expected) => {
    expect(withoutShopPrefix(number)).toBe(expected);
  });
});

describe('what no florist order is', () => {
  it('refuses a line of 1000 bouquets or a price above € 10.000', () => {
    const values = {
      orderNumber: '0000001', floristId: 1, deliveryDate: '2026-12-24', orderItems: [{ title: 'Roos', quantity: 1e300, price: '99999999999999999999' }],
      recipient: { name: 'A', companyName: '', street: 'S', streetNumber: '1', zipcode: '1234 AB', city: 'X', countryCode: 'NL', phoneNumber: '' },
      card: { kind: 'card' as const, text: '', left: '', right: '' }, description: '', comment: '',
    };
    expect(colleagueFloristErrors(values)).toEqual([
      { field: 'orderItems.0.quantity', message: 'Waarde is te groot (max 999)' },
      { field: 'orderItems.0.price', message: 'Waarde is te groot (max 10000)' },
    ]);
  });
});
