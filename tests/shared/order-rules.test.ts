import type { Struct } from 'superstruct';
import { describe, expect, it } from 'vitest';
import {
  CardTextFields, CustomerEmailFields, CustomerFields, DeliveryDateFields, DeliveryMomentFields, deliveryMomentSeconds,
  deliveryMomentValues, isDutchPostcode, NL_POSTCODE_INVALID, RecipientFields, RibbonFields,
} from '../../src/shared/domain/order-rules.ts';

/** December next year: always ahead, within the two years a date may be planned, and in winter time (UTC+1). */
const NEXT_YEAR = new Date().getUTCFullYear() + 1;

/** Every failure as 'path: message'. */
function problems(struct: Struct<any, any>, value: unknown): string[] {
  const [error] = struct.validate(value);
  return error ? error.failures().map((failure) => `${failure.path.join('.')}: ${failure.message}`) : [];
}

const address = (zipcode: string, countryCode = 'NL') => ({ street: 'Marktplein', streetNumber: '166', zipcode, city: 'Deventer', countryCode });
const recipient = (zipcode: string, countryCode = 'NL') => ({
  recipient: { name: 'Iris Dijkstra', companyName: '', address: address(zipcode, countryCode), phoneNumber: '' },
});

describe('Dutch postcodes', () => {
  it('takes four digits not starting with 0, an optional space and two letters in any case', () => {
    for (const zipcode of ['7425 SM', '7425SM', '7425 sm', '1000aa']) expect(isDutchPostcode(zipcode)).toBe(true);
    for (const zipcode of ['0425 SM', '742 SM', '7425  SM', '7425 S1', 'B-1000']) expect(isDutchPostcode(zipcode)).toBe(false);
  });

  it('is checked only for addresses in the Netherlands', () => {
    expect(problems(RecipientFields, recipient('0425 SM'))).toEqual([`recipient.address.zipcode: ${NL_POSTCODE_INVALID}`]);
    expect(problems(RecipientFields, recipient('7425 SM'))).toEqual([]);
    expect(problems(RecipientFields, recipient('1000', 'BE'))).toEqual([]);
  });
});

describe('block rules', () => {
  it('refuses a card text with 10 or more line breaks', () => {
    expect(problems(CardTextFields, { text: 'a\n'.repeat(9) + 'b' })).toEqual([]);
    expect(problems(CardTextFields, { text: 'a\n'.repeat(10) })).toEqual(['text: Bevat meer dan 10 regels']);
  });

  it('limits each ribbon line to 60 characters', () => {
    expect(problems(RibbonFields, { left: 'x'.repeat(60), right: 'x'.repeat(61) })).toEqual(['right: Dit veld is te lang (max 60 karakters)']);
  });

  it('requires a valid e-mail address', () => {
    expect(problems(CustomerEmailFields, { customerEmail: '' })).toEqual(['customerEmail: Dit veld is verplicht.']);
    expect(problems(CustomerEmailFields, { customerEmail: 'marieke@' })).toEqual(['customerEmail: Voer een geldig e-mailadres in.']);
    expect(problems(CustomerEmailFields, { customerEmail: 'marieke@example.nl' })).toEqual([]);
  });

  it('requires a real date written DD-MM-YYYY', () => {
    expect(problems(DeliveryDateFields, { deliveryDate: `24-12-${NEXT_YEAR}` })).toEqual([]);
    expect(problems(DeliveryDateFields, { deliveryDate: '31-02-2026' })).toEqual(['deliveryDate: Voer een geldig waarde in.']);
    expect(problems(DeliveryDateFields, { deliveryDate: ' ' })).toEqual(['deliveryDate: Dit veld is verplicht.']);
  });

  it('requires the customer last name and takes an empty invoice address', () => {
    const customer = {
      companyTitle: '', name: { gender: 'F', initials: 'M.', middleName: 'van', lastName: '' }, address: address('7428 PM'),
      phoneNumber: '', reference: '', invoiceEmailAddress: '',
    };
    expect(problems(CustomerFields, { customer })).toEqual(['customer.name.lastName: Dit veld is verplicht.']);
  });
});

describe('church service and funeral times', () => {
  it('round-trips Unix seconds through the form in Amsterdam time', () => {
    const seconds = Date.UTC(NEXT_YEAR, 11, 3, 13, 5) / 1000;
    expect(deliveryMomentValues(seconds)).toEqual({ date: `03-12-${NEXT_YEAR}`, time: '14:05' });
    expect(deliveryMomentSeconds({ date: `03-12-${NEXT_YEAR}`, time: '14:05' })).toBe(seconds);
    expect(problems(DeliveryMomentFields, { date: `03-12-${NEXT_YEAR}`, time: '25:00' })).toEqual(['time: Voer een geldig waarde in.']);
  });
});
