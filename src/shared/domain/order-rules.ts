// The rules of the order detail's edit forms (spec §5), one struct per block, shared so forms and tests use the
// same Dutch texts. Each struct checks the form values of its block, not the PUT body, with the limits and rule
// functions of field-rules.ts that the server's schemas run too (tests/shared/rule-parity.test.ts proves they agree).
import { DateTime } from 'luxon';
import { enums, object, refine, string } from 'superstruct';
import { TIMEZONE } from './constants.ts';
import { cardTextError, ribbonLineError } from './card-rules.ts';
import {
  deliveryDateError, deliveryMomentError, emailAddressError, FIELD_LIMITS as max, optionalEmailAddressError, postcodeError,
  requiredTextError,
} from './field-rules.ts';
import { parseDutchDate } from './format.ts';
import { messages } from './messages.ts';
import { multiLineTextError, singleLineTextError } from './text-rules.ts';

export { isDutchPostcode, NL_POSTCODE_INVALID } from './field-rules.ts';

const TIME = /^([01][0-9]|2[0-3]):[0-5][0-9]$/;

/** A text of at most `max` characters, on one line unless 'multi'; `required` also refuses one of only spaces. */
export const text = (max: number, required = false, lines: 'single' | 'multi' = 'single') =>
  refine(string(), 'text', (value) => {
    const characters = lines === 'multi' ? multiLineTextError(value) : singleLineTextError(value);
    if (characters) return characters;
    if (required && requiredTextError(value)) return requiredTextError(value)!;
    return value.length <= max || messages.tooLong(max);
  });

const email = refine(string(), 'email', (value) => emailAddressError(value) ?? true);

/** A date written DD-MM-YYYY; `rule` judges the stored form YYYY-MM-DD. */
export const dutchDate = (rule: (isoDate: string) => string | null = () => null) =>
  refine(string(), 'date', (value) => {
    if (!value.trim()) return messages.required;
    const isoDate = parseDutchDate(value);
    return isoDate === null ? messages.invalid : (rule(isoDate) ?? true);
  });

const time = refine(string(), 'time', (value) => {
  if (!value.trim()) return messages.required;
  return TIME.test(value.trim()) || messages.invalid;
});

export const address = refine(
  object({
    street: text(max.street, true),
    streetNumber: text(max.streetNumber, true),
    zipcode: text(max.zipcode, true),
    city: text(max.city, true),
    countryCode: refine(string(), 'countryCode', (value) => /^[A-Z]{2}$/.test(value) || messages.invalid),
  }),
  'postcode',
  (value, context) => {
    // An empty postcode is only 'required' (its own field says so), not also an invalid one.
    const message = value.zipcode.trim() ? postcodeError(value.countryCode, value.zipcode) : null;
    return message === null || { message, path: [...context.path, 'zipcode'] };
  },
);

export const DeliveryDateFields = object({ deliveryDate: dutchDate(deliveryDateError) });
export const DeliveryMomentFields = refine(object({ date: dutchDate(), time }), 'moment', (value, context) => {
  const message = deliveryMomentError(deliveryMomentSeconds(value));
  return message === null || { message, path: [...context.path, 'date'] };
});
export const CardTextFields = object({
  text: refine(text(max.cardText, false, 'multi'), 'cardText', (value) => cardTextError(value) ?? true),
});
const ribbonLine = refine(string(), 'ribbonLine', (value) => ribbonLineError(value) ?? true);
export const RibbonFields = object({ left: ribbonLine, right: ribbonLine });
export const NotesFields = object({ description: text(max.description, false, 'multi') });
export const CommentFields = object({ comment: text(max.comment, false, 'multi') });
export const CustomerEmailFields = object({ customerEmail: email });
export const InvoiceEmailFields = object({ invoiceEmail: email });
export const DeliveryStatusFields = object({ deliveryStatus: text(max.deliveryStatus), deliveryStatusNr: text(max.deliveryStatusNr) });

export const RecipientFields = object({
  recipient: object({
    name: text(max.name, true),
    companyName: text(max.companyName),
    address,
    phoneNumber: text(max.phoneNumber),
  }),
});

export const CustomerFields = object({
  customer: object({
    companyTitle: text(max.companyTitle),
    name: object({
      gender: enums(['M', 'F', 'U']),
      initials: text(max.initials),
      middleName: text(max.middleName),
      lastName: text(max.lastName, true),
    }),
    address,
    phoneNumber: text(max.phoneNumber),
    reference: text(max.reference),
    invoiceEmailAddress: refine(string(), 'invoiceEmail', (value) => optionalEmailAddressError(value) ?? true),
  }),
});

const dayAndTime = (seconds: number) => DateTime.fromSeconds(seconds, { zone: TIMEZONE });

/** A church service or funeral time as the form shows it: date DD-MM-YYYY and time HH:mm, Amsterdam time. */
export function deliveryMomentValues(seconds: number): { date: string; time: string } {
  return { date: dayAndTime(seconds).toFormat('dd-MM-yyyy'), time: dayAndTime(seconds).toFormat('HH:mm') };
}

/** The form's date and time back as Unix seconds; call with values the struct accepted. */
export function deliveryMomentSeconds(values: { date: string; time: string }): number {
  const [hour, minute] = values.time.trim().split(':').map(Number);
  return DateTime.fromISO(parseDutchDate(values.date)!, { zone: TIMEZONE }).set({ hour, minute }).toUnixInteger();
}

/**
 * Treatments an order may still be marked 'Verwerkt' from: new and printed orders. One already finished with
 * (processed, with a florist or the relay service, handled) keeps how it was handled. Shift+V, the detail's button,
 * the PUT that marks it and the bulk 'verwerken' all ask this.
 */
const PROCESSABLE_TREATMENTS: readonly string[] = ['Nieuw', 'Geprint'];
export const TREATMENT_PROCESSED = 'Verwerkt';
export const mayMarkProcessed = (order: { treatment: string }) => PROCESSABLE_TREATMENTS.includes(order.treatment);

/** Whether the order is in that folder already (null: in none); a move there changes nothing. */
export const isInFolder = (order: { tag: { id: number } | null }, tagId: number | null) => (order.tag?.id ?? null) === tagId;
