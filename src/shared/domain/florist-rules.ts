// What a colleague florist must hold to be saved (the florist admin screen, issue 11): written once, checked by the
// /admin/florists form and by the server's create and update, so both refuse the same values with the same words.
import { define } from 'superstruct';
import { FloristInput } from '../schema/florists.ts';
import { carrierFieldMessages } from './carrier-forms/field-messages.ts';
import { isEmailAddress, postcodeError, ruleError, type RuleName } from './field-rules.ts';
import { FLORIST_FORM_MESSAGES, isFloristPrice, parseFloristPrice } from './florist-form.ts';
import { messages } from './messages.ts';

/** Above this a delivery price is a typing error (euros). */
export const MAX_DELIVERY_PRICE = 1000;

export const FLORIST_RULE_MESSAGES = {
  required: carrierFieldMessages.required,
  tooLong: carrierFieldMessages.tooLong,
  invalidEmail: messages.invalidEmail,
  invalidCountryCode: 'Geef een landcode van twee letters (bijv. NL)',
  cityTwice: 'Deze plaats staat er al',
  notANumber: FLORIST_FORM_MESSAGES.notANumber,
  priceTooHigh: carrierFieldMessages.tooLarge(MAX_DELIVERY_PRICE),
  invalidTime: 'Geen geldige tijd (UU:MM)',
  endNotAfterStart: 'De eindtijd moet na de begintijd liggen',
} as const;

export interface FloristFieldError {
  /** Dotted path of the field: 'name', 'address.zipcode', 'deliveryCities.2.price'. */
  field: string;
  message: string;
}

const TIME_OF_DAY = /^([01][0-9]|2[0-3]):[0-5][0-9]$/;
export const isTimeOfDay = (text: string) => TIME_OF_DAY.test(text.trim());

/** A city as two entries are compared: case, curly apostrophes and runs of spaces do not matter (as db/florists.ts). */
export const cityKey = (city: string) => city.toLowerCase().replace(/[‘’]/g, "'").replace(/\s+/g, ' ').trim();

/** The country code as stored: 'nl ' → 'NL'. */
export const normalCountryCode = (countryCode: string) => countryCode.trim().toUpperCase();

const TEXT_FIELDS = ['name', 'contactPersonName', 'emailAddress', 'phoneNumber', 'accountNumber', 'comment'] as const;
const ADDRESS_FIELDS = ['street', 'streetNumber', 'zipcode', 'city', 'countryCode'] as const;
const REQUIRED = new Set<string>(['name', 'emailAddress', 'address.street', 'address.streetNumber', 'address.city', 'address.countryCode']);
const CITY_FIELDS = ['city', 'price', 'startTime', 'endTime'] as const;
const cityFields = FloristInput.properties.deliveryCities.items.properties;
/**
 * The limits and text rules (one line or several) are the wire schema's, so the form refuses a long text or a control
 * character with the words the server would use.
 */
const maxLengthOf = (schema: object) => (schema as { maxLength?: number }).maxLength ?? Number.POSITIVE_INFINITY;
const rulesOf = (schema: object) => (schema as { rule?: RuleName[] }).rule ?? [];

/** Every reason the florist cannot be saved, one per field (the first found, so a blank field is 'required'); empty when it can. */
export function floristErrors(florist: FloristInput): FloristFieldError[] {
  const errors: FloristFieldError[] = [];
  const add = (field: string, message: string | null) => {
    if (message && !errors.some((error) => error.field === field)) errors.push({ field, message });
  };
  const text = (field: string, value: string, schema: object, required = REQUIRED.has(field)) =>
    add(field, ruleError(rulesOf(schema), value) ?? (required && !value.trim() ? FLORIST_RULE_MESSAGES.required
      : value.trim().length > maxLengthOf(schema) ? FLORIST_RULE_MESSAGES.tooLong(maxLengthOf(schema)) : null));

  for (const key of TEXT_FIELDS) text(key, florist[key], FloristInput.properties[key]);
  if (!isEmailAddress(florist.emailAddress.trim())) add('emailAddress', FLORIST_RULE_MESSAGES.invalidEmail);

  const address = florist.address;
  for (const key of ADDRESS_FIELDS) text(`address.${key}`, address[key], FloristInput.properties.address.properties[key]);
  const countryCode = normalCountryCode(address.countryCode);
  if (countryCode && !/^[A-Z]{2}$/.test(countryCode)) add('address.countryCode', FLORIST_RULE_MESSAGES.invalidCountryCode);
  add('address.zipcode', postcodeError(countryCode, address.zipcode));

  const seen = new Set<string>();
  florist.deliveryCities.forEach((entry, index) => {
    const at = (key: keyof typeof cityFields) => `deliveryCities.${index}.${key}`;
    for (const key of CITY_FIELDS) text(at(key), entry[key], cityFields[key], true);
    const city = cityKey(entry.city);
    if (seen.has(city)) add(at('city'), FLORIST_RULE_MESSAGES.cityTwice);
    seen.add(city);

    if (!isFloristPrice(entry.price)) add(at('price'), FLORIST_RULE_MESSAGES.notANumber);
    else if (parseFloristPrice(entry.price) > MAX_DELIVERY_PRICE) add(at('price'), FLORIST_RULE_MESSAGES.priceTooHigh);

    for (const time of ['startTime', 'endTime'] as const) {
      if (!isTimeOfDay(entry[time])) add(at(time), FLORIST_RULE_MESSAGES.invalidTime);
    }
    if (isTimeOfDay(entry.startTime) && isTimeOfDay(entry.endTime) && entry.endTime.trim() <= entry.startTime.trim()) {
      add(at('endTime'), FLORIST_RULE_MESSAGES.endNotAfterStart);
    }
  });
  return errors;
}

/** The same rules as a superstruct struct for react-hook-form's resolver: each error lands on its own field. */
export const floristRules = define<FloristInput>('florist', (values) =>
  floristErrors(values as FloristInput).map(({ field, message }) => ({ message, path: field.split('.') })),
);
