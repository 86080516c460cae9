// The edit forms and the server judge an order alike: for generated values of every block, the form's struct
// accepts exactly what the server's PUT schema (with its shared field rules) accepts, with the same message.
import fc from 'fast-check';
import type { Struct } from 'superstruct';
import { describe, expect, it } from 'vitest';
import { FIELD_LIMITS } from '../../src/shared/domain/field-rules.ts';
import { parseDutchDate } from '../../src/shared/domain/format.ts';
import {
  CardTextFields, CommentFields, CustomerEmailFields, CustomerFields, DeliveryDateFields, DeliveryMomentFields, deliveryMomentSeconds,
  DeliveryStatusFields, InvoiceEmailFields, NotesFields, RecipientFields, RibbonFields,
} from '../../src/shared/domain/order-rules.ts';
import { OrderUpdate } from '../../src/shared/schema/order.ts';
import { fieldErrors } from '../../src/server/field-errors.ts';
import { compileBodySchema } from '../../src/server/validation.ts';
import { dutchDay } from '../helpers/days.ts';

const checkUpdate = compileBodySchema(OrderUpdate);

/** The server's verdict on a PUT body: null when accepted, else the first field message. */
function serverMessage(changes: object): string | null {
  if (checkUpdate({ version: 1, ...changes })) return null;
  return fieldErrors(checkUpdate.errors as Parameters<typeof fieldErrors>[0])[0].message;
}

/** The form's verdict: null when accepted, else its first message. */
function formMessage(struct: Struct<any, any>, values: unknown): string | null {
  const [error] = struct.validate(values);
  return error ? error.failures()[0].message : null;
}

const runs = { numRuns: 300 };
const card = { id: 1, title: 'Kaart', text: '', left: '', right: '' };
const address = { street: 'Marktplein', streetNumber: '166', zipcode: '7425 SM', city: 'Deventer', countryCode: 'NL' };
const customer = {
  companyTitle: '', name: { gender: 'F' as const, initials: 'M.', middleName: '', lastName: 'Wit' }, address,
  phoneNumber: '', reference: '', invoiceEmailAddress: '',
};
/** The customer form edits these fields; the PUT carries the stored rest of the customer as well. */
const storedCustomer = { ...customer, emailAddress: 'm.wit@voorbeeld.nl', anonymous: false };

/** Text near a limit, with line breaks, tabs, control characters, spaces, commas and angle brackets: what the rules are about. */
const tricky = (max: number) =>
  fc.oneof(
    fc.string({ unit: fc.constantFrom('a', 'Z', ' ', '\n', '\r\n', '\r', '\t', '\u001b', '\u0007', '\u0085', ',', '<', '>', '@', '.', '0', '9'), maxLength: 30 }),
    fc.nat({ max: 3 }).map((extra) => 'x'.repeat(max - 1 + extra)),
  );
const emails = fc.oneof(
  fc.emailAddress().filter((value) => value.length <= FIELD_LIMITS.emailAddress),
  fc.constantFrom('', ' ', 'v@x.nl, a@evil.test', 'v@x.nl\r\nBcc: a@evil.test', 'Vera <v@x.nl>', 'v@x', 'v @x.nl', ' v@x.nl'),
  tricky(FIELD_LIMITS.emailAddress),
);
const postcodes = fc.oneof(
  fc.constantFrom('7425 SM', '7425SM', '0123 AB', '742 SM', '7425  SM', '', ' ', '1000'),
  fc.string({ unit: fc.constantFrom('0', '1', '9', 'A', 'z', ' '), maxLength: 8 }),
);

function agree<T>(values: fc.Arbitrary<T>, struct: Struct<any, any>, toForm: (value: T) => unknown, toBody: (value: T) => object) {
  fc.assert(
    fc.property(values, (value) => {
      expect(formMessage(struct, toForm(value))).toBe(serverMessage(toBody(value)));
    }),
    runs,
  );
}

describe('the forms and the server agree', () => {
  it('on card texts', () =>
    agree(tricky(FIELD_LIMITS.cardText), CardTextFields, (text) => ({ text }), (text) => ({ card: { ...card, text } })));

  it('on ribbon lines', () =>
    agree(tricky(FIELD_LIMITS.ribbonLine), RibbonFields, (left) => ({ left, right: '' }), (left) => ({ card: { ...card, left } })));

  it('on notes, comments and delivery status', () => {
    agree(tricky(FIELD_LIMITS.description), NotesFields, (description) => ({ description }), (description) => ({ description }));
    agree(tricky(FIELD_LIMITS.comment), CommentFields, (comment) => ({ comment }), (comment) => ({ comment }));
    agree(tricky(FIELD_LIMITS.deliveryStatus), DeliveryStatusFields,
      (deliveryStatus) => ({ deliveryStatus, deliveryStatusNr: '' }), (deliveryStatus) => ({ deliveryStatus, deliveryStatusNr: '' }));
  });

  it('on e-mail addresses', () => {
    agree(emails, CustomerEmailFields, (customerEmail) => ({ customerEmail }), (customerEmail) => ({ customerEmail }));
    agree(emails, InvoiceEmailFields, (invoiceEmail) => ({ invoiceEmail }), (invoiceEmail) => ({ invoiceEmail }));
    agree(emails, CustomerFields, (invoiceEmailAddress) => ({ customer: { ...customer, invoiceEmailAddress } }),
      (invoiceEmailAddress) => ({ customer: { ...storedCustomer, invoiceEmailAddress } }));
  });

  it('on postcodes, in the Netherlands and abroad', () => {
    const places = fc.tuple(postcodes, fc.constantFrom('NL', 'BE', 'DE'));
    agree(places, RecipientFields,
      ([zipcode, countryCode]) => ({ recipient: { name: 'Iris', companyName: '', address: { ...address, zipcode, countryCode }, phoneNumber: '' } }),
      ([zipcode, countryCode]) => ({ recipient: { name: 'Iris', address: { ...address, zipcode, countryCode } } }));
    agree(places, CustomerFields,
      ([zipcode, countryCode]) => ({ customer: { ...customer, address: { ...address, zipcode, countryCode } } }),
      ([zipcode, countryCode]) => ({ customer: { ...storedCustomer, address: { ...address, zipcode, countryCode } } }));
  });

  it('on required names and address lines', () => {
    const names = fc.oneof(fc.constantFrom('', ' ', '  '), tricky(FIELD_LIMITS.name));
    agree(names, RecipientFields,
      (name) => ({ recipient: { name, companyName: '', address: { ...address, street: name }, phoneNumber: '' } }),
      (name) => ({ recipient: { name, address: { ...address, street: name } } }));
  });

  it('on delivery dates, from years ago to years ahead', () => {
    const days = fc.integer({ min: -1000, max: 1000 }).map(dutchDay);
    agree(days, DeliveryDateFields, (deliveryDate) => ({ deliveryDate }), (deliveryDate) => ({ deliveryDate: parseDutchDate(deliveryDate)! }));
  });

  it('on church service and funeral times', () => {
    const moments = fc.tuple(fc.integer({ min: -5, max: 1000 }).map(dutchDay), fc.constantFrom('00:00', '09:30', '23:59'));
    agree(moments, DeliveryMomentFields, ([date, time]) => ({ date, time }),
      ([date, time]) => ({ deliveryDateTime: deliveryMomentSeconds({ date, time }) }));
  });
});
