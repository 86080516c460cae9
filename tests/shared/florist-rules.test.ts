import { describe, expect, it } from 'vitest';
import { cityKey, floristErrors, floristRules } from '../../src/shared/domain/florist-rules.ts';
import type { FloristInput } from '../../src/shared/schema/florists.ts';

const florist = (changes: Partial<FloristInput> = {}): FloristInput => ({
  name: 'Bloemsierkunst Deventer',
  contactPersonName: '',
  emailAddress: 'info@bloemsierkunst.example',
  phoneNumber: '',
  accountNumber: '',
  comment: '',
  address: { street: 'Brink', streetNumber: '7', zipcode: '7411 BR', city: 'Deventer', countryCode: 'NL' },
  active: true,
  deliveryCities: [{ city: 'Deventer', price: '6,95', startTime: '08:00', endTime: '17:00' }],
  ...changes,
});
const city = (city: string, price = '5', startTime = '09:00', endTime = '17:00') => ({ city, price, startTime, endTime });
const messageOf = (values: FloristInput, field: string) => floristErrors(values).find((error) => error.field === field)?.message;

describe('the florist rules', () => {
  it('accept a complete florist, and one without delivery cities or optional fields', () => {
    expect(floristErrors(florist())).toEqual([]);
    expect(floristErrors(florist({ deliveryCities: [] }))).toEqual([]);
  });

  it('require name, e-mail address, street, house number, city and country', () => {
    const empty = florist({
      name: ' ', emailAddress: '', address: { street: '', streetNumber: '', zipcode: '', city: '', countryCode: '' },
    });
    expect(floristErrors(empty)).toEqual([
      { field: 'name', message: 'Dit veld is vereist' },
      { field: 'emailAddress', message: 'Dit veld is vereist' },
      { field: 'address.street', message: 'Dit veld is vereist' },
      { field: 'address.streetNumber', message: 'Dit veld is vereist' },
      { field: 'address.city', message: 'Dit veld is vereist' },
      { field: 'address.countryCode', message: 'Dit veld is vereist' },
    ]);
  });

  it.each(['info@bloemen', 'info bloemen@x.nl', 'Bloemen <info@bloemen.nl>', 'a@b.nl,c@d.nl'])('refuse the e-mail address %s', (emailAddress) => {
    expect(messageOf(florist({ emailAddress }), 'emailAddress')).toBe('Voer een geldig e-mailadres in.');
  });

  it('hold a Dutch postcode to the NL rule, in any case of country code, and leave foreign ones free', () => {
    const at = (zipcode: string, countryCode: string) =>
      messageOf(florist({ address: { ...florist().address, zipcode, countryCode } }), 'address.zipcode');
    expect(at('0411 BR', 'NL')).toBe('Dit is geen geldig nederlands postcode');
    expect(at('', 'nl')).toBe('Dit is geen geldig nederlands postcode');
    expect(at('7411br', 'NL')).toBeUndefined();
    expect(at('1000', 'BE')).toBeUndefined();
    expect(at('', 'DE')).toBeUndefined();
  });

  it.each(['N', 'N1', '--'])('refuse the country code %s', (countryCode) => {
    expect(messageOf(florist({ address: { ...florist().address, countryCode } }), 'address.countryCode'))
      .toBe('Geef een landcode van twee letters (bijv. NL)');
  });

  it('refuse a country code of three letters as the wire schema does: too long', () => {
    expect(messageOf(florist({ address: { ...florist().address, countryCode: 'NLD' } }), 'address.countryCode'))
      .toBe('Dit veld is te lang (max 2 karakters)');
  });

  it('refuse a delivery city named twice, however it is typed, on the second entry', () => {
    const twice = florist({ deliveryCities: [city("'s-Hertogenbosch"), city('Vught'), city('  ’S-HERTOGENBOSCH ')] });
    expect(floristErrors(twice)).toEqual([{ field: 'deliveryCities.2.city', message: 'Deze plaats staat er al' }]);
    expect(cityKey(' Den   Haag ')).toBe(cityKey('den haag'));
  });

  it.each([
    ['24,95', undefined], ['24.95', undefined], ['7', undefined], ['1000', undefined], [' 12,5 ', undefined],
    ['', 'Dit veld is vereist'], ['€ 5', 'Geen getal'], ['5,-', 'Geen getal'], ['-3', 'Geen getal'], ['1.000,00', 'Geen getal'],
    ['1000,01', 'Waarde is te groot (max 1000)'], ['2500', 'Waarde is te groot (max 1000)'],
  ])('judge the price %j: %s', (price, message) => {
    expect(messageOf(florist({ deliveryCities: [city('Deventer', price)] }), 'deliveryCities.0.price')).toBe(message);
  });

  it.each([
    ['08:00', '17:00', undefined, undefined],
    ['00:00', '23:59', undefined, undefined],
    ['8:00', '17:00', 'Geen geldige tijd (UU:MM)', undefined],
    ['08:00', '24:00', undefined, 'Geen geldige tijd (UU:MM)'],
    ['08.00', '17:60', 'Geen geldige tijd (UU:MM)', 'Geen geldige tijd (UU:MM)'],
    ['', '17:00', 'Dit veld is vereist', undefined],
    ['17:00', '09:00', undefined, 'De eindtijd moet na de begintijd liggen'],
    ['09:00', '09:00', undefined, 'De eindtijd moet na de begintijd liggen'],
  ])('judge the window %s to %s', (startTime, endTime, startMessage, endMessage) => {
    const values = florist({ deliveryCities: [city('Deventer', '5', startTime, endTime)] });
    expect(messageOf(values, 'deliveryCities.0.startTime')).toBe(startMessage);
    expect(messageOf(values, 'deliveryCities.0.endTime')).toBe(endMessage);
  });

  it('refuse texts longer than the wire schema allows, with its words', () => {
    expect(messageOf(florist({ comment: 'x'.repeat(2001) }), 'comment')).toBe('Dit veld is te lang (max 2000 karakters)');
    expect(messageOf(florist({ deliveryCities: [city('D'.repeat(101))] }), 'deliveryCities.0.city'))
      .toBe('Dit veld is te lang (max 100 karakters)');
  });

  it("as the form's struct, put each message on its own field path", () => {
    const [error] = floristRules.validate(florist({ name: '', deliveryCities: [city('Deventer', 'vijf')] }));
    expect(error?.failures().map(({ path, message }) => ({ path, message }))).toEqual([
      { path: ['name'], message: 'Dit veld is vereist' },
      { path: ['deliveryCities', '0', 'price'], message: 'Geen getal' },
    ]);
    expect(floristRules.validate(florist())[0]).toBeUndefined();
  });
});
