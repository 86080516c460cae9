// The fields Dynalogic and ZorgeloosBezorgd share (spec §2, §5, §9), each rule written once: its check runs in
// the send screen (superstruct) and in the sandbox carrier (its own validation), and its JSON schema (draft-07,
// with the Dutch message per keyword in 'x-message') is what the server validates a registration against.
import { DateTime } from 'luxon';
import { refine, type, unknown, type Struct } from 'superstruct';
import { TIMEZONE } from '../constants.ts';
import { amsterdamToday } from '../dates.ts';
import { formatDate } from '../format.ts';
import { messages } from '../messages.ts';
import type { Order } from '../../schema/order.ts';

/** Spec §9: coli max 5; remark 100; phone 15; email 50; name and company 100. */
export const PARCEL_LIMITS = { coli: 5, remark: 100, phone: 15, email: 50, name: 100, companyName: 100 } as const;

export const parcelMessages = {
  required: 'Dit veld is vereist',
  tooLarge: (max: number) => `Dit veld is te groot (max ${max})`,
  tooSmall: (min: number) => `Dit veld is te klein (min ${min})`,
  tooLong: messages.tooLong,
  wholeNumber: 'Voer een heel getal in.',
  invalid: messages.invalid,
  invalidEmail: messages.invalidEmail,
  dateTooEarly: (earliest: string) => `Kies ${formatDate(earliest)} of later`,
} as const;

/** What a check knows besides the value: the first day the parcel may be delivered. */
export interface ParcelRuleContext {
  earliestDate: string;
}

export interface FieldRule {
  required: boolean;
  check(value: unknown, context: ParcelRuleContext): string | null;
  /** The same rule for ajv; the date's lower bound depends on the order and is the carrier's own check. */
  schema: Record<string, unknown>;
}
export type FieldRules = Readonly<Record<string, FieldRule>>;

const isBlank = (value: unknown) => value === undefined || value === null || (typeof value === 'string' && value.trim() === '') || Number.isNaN(value);

/** A rule that says 'Dit veld is vereist' for a blank required value and passes a blank optional one. */
function fieldRule(required: boolean, check: (value: unknown, context: ParcelRuleContext) => string | null, schema: Record<string, unknown>): FieldRule {
  const messagesByKeyword = { ...(schema['x-message'] as Record<string, string> | undefined), required: parcelMessages.required };
  return {
    required,
    check: (value, context) => (isBlank(value) ? (required ? parcelMessages.required : null) : check(value, context)),
    schema: { ...schema, 'x-message': messagesByKeyword },
  };
}

export function textRule({ max, required = false }: { max: number; required?: boolean }): FieldRule {
  return fieldRule(
    required,
    (value) => (typeof value !== 'string' ? parcelMessages.invalid : value.trim().length > max ? parcelMessages.tooLong(max) : null),
    { type: 'string', maxLength: max, ...(required && { minLength: 1 }), 'x-message': { maxLength: parcelMessages.tooLong(max), minLength: parcelMessages.required } },
  );
}

const EMAIL = '^[^@\\s]+@[^@\\s]+\\.[^@\\s]+$';

export function emailRule({ max }: { max: number }): FieldRule {
  return fieldRule(
    false,
    (value) => {
      if (typeof value !== 'string' || value.trim().length > max) return parcelMessages.tooLong(max);
      return new RegExp(EMAIL).test(value.trim()) ? null : parcelMessages.invalidEmail;
    },
    {
      type: 'string',
      maxLength: max,
      pattern: `^$|${EMAIL}`,
      'x-message': { maxLength: parcelMessages.tooLong(max), pattern: parcelMessages.invalidEmail },
    },
  );
}

const toNumber = (value: unknown) => (typeof value === 'string' ? Number(value.trim().replace(',', '.')) : value);

/** A whole number from 1 up to `max` (coli). */
export function countRule({ max, required = false }: { max: number; required?: boolean }): FieldRule {
  return fieldRule(
    required,
    (value) => {
      const count = toNumber(value);
      if (typeof count !== 'number' || !Number.isInteger(count)) return parcelMessages.wholeNumber;
      if (count < 1) return parcelMessages.tooSmall(1);
      return count > max ? parcelMessages.tooLarge(max) : null;
    },
    {
      type: 'integer',
      minimum: 1,
      maximum: max,
      'x-message': { type: parcelMessages.wholeNumber, minimum: parcelMessages.tooSmall(1), maximum: parcelMessages.tooLarge(max) },
    },
  );
}

/** A number above 0 up to `max`, decimals allowed (weight in kg). */
export function amountRule({ max, required = false }: { max: number; required?: boolean }): FieldRule {
  return fieldRule(
    required,
    (value) => {
      const amount = toNumber(value);
      if (typeof amount !== 'number' || !Number.isFinite(amount)) return parcelMessages.invalid;
      if (amount <= 0) return messages.tooSmall;
      return amount > max ? parcelMessages.tooLarge(max) : null;
    },
    { type: 'number', exclusiveMinimum: 0, maximum: max, 'x-message': { type: parcelMessages.invalid, exclusiveMinimum: messages.tooSmall, maximum: parcelMessages.tooLarge(max) } },
  );
}

/** A real day YYYY-MM-DD, not before the earliest delivery day. */
export function dateRule(): FieldRule {
  return fieldRule(
    true,
    (value, { earliestDate }) => {
      const valid = typeof value === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(value) && DateTime.fromISO(value, { zone: TIMEZONE }).isValid;
      if (!valid) return parcelMessages.invalid;
      return value < earliestDate ? parcelMessages.dateTooEarly(earliestDate) : null;
    },
    { type: 'string', format: 'date', 'x-message': { format: parcelMessages.invalid } },
  );
}

/** One of `values`; `unchosen` (e.g. Dynalogic's 'geen') counts as not filled in. */
export function choiceRule({ values, unchosen, required = true }: { values: readonly string[]; unchosen?: string; required?: boolean }): FieldRule {
  return fieldRule(
    required,
    (value) => {
      if (value === unchosen) return parcelMessages.required;
      return typeof value === 'string' && values.includes(value) ? null : parcelMessages.invalid;
    },
    {
      type: 'string',
      enum: values,
      ...(unchosen !== undefined && { not: { const: unchosen } }),
      'x-message': { enum: parcelMessages.invalid, not: parcelMessages.required },
    },
  );
}

/** The time slot: required; which slots a day still has is the carrier's own check (cut-off). */
export const timeSlotRule = (): FieldRule =>
  fieldRule(true, (value) => (typeof value === 'string' ? null : parcelMessages.invalid), { type: 'string', maxLength: 20, minLength: 1, 'x-message': { minLength: parcelMessages.required } });

/** The order's id, 0 for a standalone parcel; never typed, so it has no message of its own. */
export const orderIdRule = (): FieldRule => fieldRule(false, () => null, { type: 'integer', minimum: 0 });

/** Every field error of `values`, in the order of `rules`. */
export function parcelFieldErrors(rules: FieldRules, values: Record<string, unknown>, context: ParcelRuleContext) {
  return Object.entries(rules).flatMap(([field, rule]) => {
    const message = rule.check(values[field], context);
    return message ? [{ field, message }] : [];
  });
}

/** The form's struct for react-hook-form's superstruct resolver. */
export function parcelStruct(rules: FieldRules, context: ParcelRuleContext): Struct<Record<string, unknown>> {
  const fields = Object.entries(rules).map(([field, rule]) => [field, refine(unknown(), field, (value) => rule.check(value, context) ?? true)] as const);
  return type(Object.fromEntries(fields)) as unknown as Struct<Record<string, unknown>>;
}

/** The registration's JSON schema (draft-07): served at …/schema and checked by the server before the carrier. */
export function parcelJsonSchema(title: string, rules: FieldRules, titles: Readonly<Record<string, string>>): Record<string, unknown> {
  return {
    $schema: 'http://json-schema.org/draft-07/schema#',
    title,
    type: 'object',
    additionalProperties: false,
    required: Object.keys(rules).filter((field) => rules[field].required),
    properties: Object.fromEntries(Object.entries(rules).map(([field, rule]) => [field, { title: titles[field], ...rule.schema }])),
  };
}

/**
 * The first day a parcel may be delivered: not before the order's delivery date (spec §2 date picker), and not in
 * the past either (an order whose delivery expired is sent for a later day).
 */
export function earliestDeliveryDate(order: Pick<Order, 'deliveryDate'> | null, now: Date = new Date()): string {
  const today = amsterdamToday(now);
  return order && order.deliveryDate > today ? order.deliveryDate : today;
}

/**
 * A phone number as a carrier form starts with it: without the spaces people write in it, so a Belgian mobile number
 * ('+32 470 12 34 56', 16 characters) fits the carriers' 15.
 */
export const formPhone = (phone: string | null | undefined) => (phone ?? '').replace(/\s+/g, '');

/** The recipient's contact fields every parcel form starts with. */
export function recipientDefaults(order: Order | null) {
  const recipient = order?.recipient;
  return {
    orderId: order?.id ?? 0,
    name: recipient?.name ?? '',
    companyName: recipient?.companyName ?? '',
    phone: formPhone(recipient?.phoneNumber),
  };
}

/** The fields' Dutch names: the send screens' labels and the JSON schemas' titles. */
export const PARCEL_FIELD_TITLES: Readonly<Record<string, string>> = {
  orderId: 'Order',
  orderKind: 'Soort order',
  preferredDeliveryDate: 'Leverdatum',
  preferredDeliveryTime: 'Tijdvak',
  coli: 'Aantal colli',
  weight: 'Gewicht (kg)',
  remark: 'Opmerking',
  name: 'Naam',
  companyName: 'Bedrijfsnaam',
  phone: 'Telefoon',
  fax: 'Fax',
  email: 'E-mail',
  emailAddress: 'E-mail',
};

/** A choice in a send screen's select (order kinds, time slots). */
export interface ParcelOption {
  value: string;
  label: string;
}

/** The time slots of a day (spec §2 'timeframes{options,selected}'). */
export interface Timeframes {
  options: ParcelOption[];
  selected: string | null;
}
