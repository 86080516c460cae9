// The rules of the order detail's edit forms (spec §5), one struct per block, shared so forms and tests use the
// same Dutch texts. Each struct checks the form values of its block, not the PUT body.
import { DateTime } from 'luxon';
import { enums, object, refine, string } from 'superstruct';
import { TIMEZONE, TREATMENT_NEW } from './constants.ts';
import { cardTextError, ribbonLineError } from './card-rules.ts';
import { parseDutchDate } from './format.ts';
import { messages } from './messages.ts';

export const NL_POSTCODE_INVALID = 'Dit is geen geldig nederlands postcode';

const NL_POSTCODE = /^[1-9][0-9]{3} ?[a-z]{2}$/i;
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const TIME = /^([01][0-9]|2[0-3]):[0-5][0-9]$/;

export const isDutchPostcode = (zipcode: string) => NL_POSTCODE.test(zipcode.trim());

/** A text of at most `max` characters; `required` also refuses one of only spaces. */
const text = (max: number, required = false) =>
  refine(string(), 'text', (value) => {
    if (required && !value.trim()) return messages.required;
    return value.length <= max || messages.tooLong(max);
  });

const email = refine(string(), 'email', (value) => {
  if (!value.trim()) return messages.required;
  return EMAIL.test(value.trim()) || messages.invalidEmail;
});

const dutchDate = refine(string(), 'date', (value) => {
  if (!value.trim()) return messages.required;
  return parseDutchDate(value) !== null || messages.invalid;
});

const time = refine(string(), 'time', (value) => {
  if (!value.trim()) return messages.required;
  return TIME.test(value.trim()) || messages.invalid;
});

const address = refine(
  object({
    street: text(100, true),
    streetNumber: text(20, true),
    zipcode: text(12, true),
    city: text(100, true),
    countryCode: refine(string(), 'countryCode', (value) => /^[A-Z]{2}$/.test(value) || messages.invalid),
  }),
  'postcode',
  // Only Dutch postcodes have a fixed shape; a Belgian or German one is taken as written.
  (value, context) =>
    value.countryCode !== 'NL' || isDutchPostcode(value.zipcode) || { message: NL_POSTCODE_INVALID, path: [...context.path, 'zipcode'] },
);

export const DeliveryDateFields = object({ deliveryDate: dutchDate });
export const DeliveryMomentFields = object({ date: dutchDate, time });
export const CardTextFields = object({ text: refine(string(), 'cardText', (value) => cardTextError(value) ?? true) });
const ribbonLine = refine(string(), 'ribbonLine', (value) => ribbonLineError(value) ?? true);
export const RibbonFields = object({ left: ribbonLine, right: ribbonLine });
export const NotesFields = object({ description: text(5000) });
export const CommentFields = object({ comment: text(5000) });
export const CustomerEmailFields = object({ customerEmail: email });
export const InvoiceEmailFields = object({ invoiceEmail: email });
export const DeliveryStatusFields = object({ deliveryStatus: text(100), deliveryStatusNr: text(20) });

export const RecipientFields = object({
  recipient: object({
    name: text(100, true),
    companyName: text(100),
    address,
    phoneNumber: text(20),
  }),
});

export const CustomerFields = object({
  customer: object({
    companyTitle: text(100),
    name: object({
      gender: enums(['M', 'F', 'U']),
      initials: text(20),
      middleName: text(40),
      lastName: text(100, true),
    }),
    address,
    phoneNumber: text(20),
    reference: text(100),
    invoiceEmailAddress: refine(string(), 'invoiceEmail', (value) => !value.trim() || EMAIL.test(value.trim()) || messages.invalidEmail),
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

/** Treatment 'Nieuw' is unprocessed; anything else counts as processed (spec §4). */
export const isUnprocessed = (treatment: string) => treatment === TREATMENT_NEW;
