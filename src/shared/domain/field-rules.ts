// The field rules of spec §5 in one place. The wire schemas (src/shared/schema) take their limits from FIELD_LIMITS
// and name a rule with `rule: '<name>'`, which the server's validator runs; the edit forms (order-rules.ts) call the
// same functions. So a form and the server cannot disagree about what is a valid order.
import { DateTime } from 'luxon';
import { cardTextError, MAX_RIBBON_LINE_LENGTH } from './card-rules.ts';
import { TIMEZONE } from './constants.ts';
import { amsterdamToday } from './dates.ts';
import { messages } from './messages.ts';
import { multiLineTextError, normalisedLineBreaks, singleLineTextError } from './text-rules.ts';

/** Maximum lengths of the text fields of an order, its card, recipient and customer. */
export const FIELD_LIMITS = {
  name: 100,
  companyName: 100,
  companyTitle: 100,
  addressType: 40,
  street: 100,
  streetNumber: 20,
  zipcode: 12,
  city: 100,
  country: 100,
  phoneNumber: 20,
  emailAddress: 100,
  reference: 100,
  initials: 20,
  middleName: 40,
  lastName: 100,
  cardTitle: 100,
  cardText: 2000,
  ribbonLine: MAX_RIBBON_LINE_LENGTH,
  description: 5000,
  comment: 5000,
  deliveryStatus: 100,
  deliveryStatusNr: 20,
} as const;

/** How far ahead a delivery may be planned; further is a typing error (2062 for 2026). */
export const MAX_YEARS_AHEAD = 2;

export const NL_POSTCODE_INVALID = 'Dit is geen geldig nederlands postcode';
const NL_POSTCODE = /^[1-9][0-9]{3} ?[a-z]{2}$/i;

/**
 * One mailbox and nothing else: no display name, no second address after a comma, no spaces or line breaks
 * (which would let a customer field add a Bcc header). The WHATWG form rule, with a dot in the domain.
 */
const EMAIL_ADDRESS =
  /^[A-Za-z0-9.!#$%&'*+/=?^_`{|}~-]+@[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?(?:\.[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?)+$/;

export const isEmailAddress = (value: string) => value.length <= FIELD_LIMITS.emailAddress && EMAIL_ADDRESS.test(value);

export const isDutchPostcode = (zipcode: string) => NL_POSTCODE.test(zipcode.trim());

/** The postcode error of an address, or null; only Dutch postcodes have a fixed shape. */
export function postcodeError(countryCode: string, zipcode: string): string | null {
  return countryCode === 'NL' && !isDutchPostcode(zipcode) ? NL_POSTCODE_INVALID : null;
}

/** A text that must hold more than spaces. */
export const requiredTextError = (value: string): string | null => (value.trim() ? null : messages.required);

/** A required single e-mail address. */
export function emailAddressError(value: string): string | null {
  if (!value.trim()) return messages.required;
  return isEmailAddress(value) ? null : messages.invalidEmail;
}

/** An e-mail address that may be left empty (the customer's invoice address). */
export const optionalEmailAddressError = (value: string): string | null => (value === '' ? null : emailAddressError(value));

const lastPlannableDay = (today: string) => DateTime.fromISO(today, { zone: TIMEZONE }).plus({ years: MAX_YEARS_AHEAD });

/** A delivery date YYYY-MM-DD: a real day, not before today in Amsterdam, at most MAX_YEARS_AHEAD ahead. */
export function deliveryDateError(isoDate: string, now: Date = new Date()): string | null {
  const date = /^\d{4}-\d{2}-\d{2}$/.test(isoDate) ? DateTime.fromISO(isoDate, { zone: TIMEZONE }) : null;
  if (!date?.isValid) return messages.invalid;
  const today = amsterdamToday(now);
  if (isoDate < today) return messages.dateInPast;
  if (date > lastPlannableDay(today)) return messages.dateTooFar(MAX_YEARS_AHEAD);
  return null;
}

/** A church service or funeral time in Unix seconds: from today 00:00 in Amsterdam up to MAX_YEARS_AHEAD ahead. */
export function deliveryMomentError(seconds: number, now: Date = new Date()): string | null {
  if (!Number.isInteger(seconds)) return messages.invalid;
  const today = amsterdamToday(now);
  const start = DateTime.fromISO(today, { zone: TIMEZONE }).toUnixInteger();
  if (seconds < start) return messages.dateInPast;
  if (seconds >= lastPlannableDay(today).plus({ days: 1 }).toUnixInteger()) return messages.dateTooFar(MAX_YEARS_AHEAD);
  return null;
}

/** A rule a schema names; `parent` is the object holding the value, for rules that depend on a sibling field. */
interface FieldRule {
  check(value: unknown, parent?: unknown): string | null;
  /** How the value is stored, applied before the check (the server's validator replaces the value with it). */
  normalise?(value: string): string;
}

const onString = (check: (value: string) => string | null) => (value: unknown) => (typeof value === 'string' ? check(value) : null);

export const FIELD_RULES = {
  // Every writable text field names one of these two (text-rules.ts); the rest say what else it must be.
  singleLine: { check: onString(singleLineTextError) },
  multiLine: { check: onString(multiLineTextError), normalise: normalisedLineBreaks },
  required: { check: onString(requiredTextError) },
  emailAddress: { check: onString(emailAddressError) },
  optionalEmailAddress: { check: onString(optionalEmailAddressError) },
  cardText: { check: onString(cardTextError) },
  deliveryDate: { check: onString((value) => deliveryDateError(value)) },
  deliveryMoment: { check: (value) => (typeof value === 'number' ? deliveryMomentError(value) : null) },
  // On the zipcode: judged when the same address names its country.
  dutchPostcode: {
    check: (value, parent) => {
      const countryCode = (parent as { countryCode?: unknown } | undefined)?.countryCode;
      return typeof value === 'string' && typeof countryCode === 'string' ? postcodeError(countryCode, value) : null;
    },
  },
} satisfies Record<string, FieldRule>;

export type RuleName = keyof typeof FIELD_RULES;

/** The schema option that names the rules of a field: `Type.String({ maxLength: 100, ...rule('emailAddress') })`. */
export const rule = (...names: RuleName[]) => ({ rule: names });

/** The first error of the named rules, or null. */
export const ruleError = (names: readonly RuleName[], value: unknown, parent?: unknown): string | null =>
  names.reduce<string | null>((error, name) => error ?? FIELD_RULES[name].check(value, parent), null);

/** The value as the named rules store it (line breaks normalised); the value itself when none normalises. */
export const normalisedValue = (names: readonly RuleName[], value: unknown): unknown =>
  typeof value !== 'string'
    ? value
    : names.reduce((text, name) => {
      const fieldRule: FieldRule = FIELD_RULES[name];
      return fieldRule.normalise ? fieldRule.normalise(text) : text;
    }, value);
