// The flower-relay e-mail form (spec §2 'numeric-coded fields 01 to 66', §5 limits and required codes, §9 fixed
// values): every code's meaning, the order's values filled in, the totals, and the coded message the relay reads.
// Written once: the send screen shows and checks it, the server checks it again and mails relayMessage().
import { DateTime } from 'luxon';
import { define } from 'superstruct';
import type { Order } from '../schema/order.ts';
import { carrierFieldMessages } from './carrier-forms/field-messages.ts';
import { cardContent, cardContentLines } from './card-content.ts';
import { HIDDEN_PRODUCT_IDS, TIMEZONE } from './constants.ts';
import { FLORIST_MAX_PRICE, isFloristPrice, parseFloristPrice } from './florist-form.ts';
import { formatDate, parseDutchDate } from './format.ts';
import { singleLineTextError } from './text-rules.ts';
import { wrapText } from './wrap-text.ts';

/** §9: what the relay charges per order and per delivery, in its currency. */
export const RELAY_ORDER_COST = 1.35;
export const RELAY_DELIVERY_COST = 4.4;
export const RELAY_CURRENCY = 'EUR';
/** §9 text lines are 66 characters; image lines 68. */
export const RELAY_LINE_LENGTH = 66;
export const RELAY_IMAGE_LINE_LENGTH = 68;

export type RelayCode =
  | '01' | '02' | '03' | '04' | '05' | '06' | '07' | '08' | '09'
  | '12' | '13' | '14' | '15' | '16'
  | '21' | '22' | '23' | '24' | '31' | '32' | '34' | '35' | '39'
  | '41' | '42' | '43' | '44'
  | '51' | '52' | '53' | '54' | '55'
  | '61' | '62' | '63'
  | '64' | '65' | '66';

export interface RelayField {
  code: RelayCode;
  label: string;
  /** Longest value the relay accepts on this line. */
  max: number;
  required: boolean;
  /**
   * 'sender': the shop's constant codes and flags (§9); 'computed': the costs, total and currency the server sets;
   * 'date': DD-MM-YYYY; 'amount': a price; 'text': free text.
   */
  kind: 'sender' | 'computed' | 'date' | 'amount' | 'text';
}

const field = (code: RelayCode, label: string, kind: RelayField['kind'], required = false, max = RELAY_LINE_LENGTH): RelayField =>
  ({ code, label, kind, required, max });

/** Every code in the order the relay reads them. */
export const RELAY_FIELDS: readonly RelayField[] = [
  field('01', 'Berichtsoort', 'sender'),
  field('02', 'Lidnummer afzender', 'sender'),
  field('03', 'Code afzender', 'sender'),
  field('04', 'Referentie', 'sender'),
  field('05', 'Besteldatum', 'date'),
  field('06', 'Bezorgdatum', 'date', true),
  field('07', 'Spoed', 'sender'),
  field('08', 'Soort', 'sender'),
  field('09', 'Verrekening', 'sender'),
  field('12', 'Waarde bloemen', 'amount', true),
  field('13', 'Orderkosten', 'computed', true),
  field('14', 'Bezorgkosten', 'computed', true),
  field('15', 'Totaal', 'computed', true),
  field('16', 'Valuta', 'computed'),
  field('21', 'Naam ontvanger', 'text', true),
  field('22', 'Naam ontvanger (vervolg)', 'text'),
  field('23', 'Adres', 'text', true),
  field('24', 'Adres (vervolg)', 'text'),
  field('31', 'Postcode', 'text', true, 12),
  field('32', 'Plaats', 'text', true),
  field('34', 'Land', 'text', false, 2),
  field('35', 'Telefoon', 'text', false, 20),
  field('39', 'Code uitvoerend bloemist', 'text', false, 10),
  field('41', 'Product', 'text', true),
  field('42', 'Product (regel 2)', 'text'),
  field('43', 'Product (regel 3)', 'text'),
  field('44', 'Product (regel 4)', 'text'),
  field('51', 'Kaarttekst (regel 1)', 'text'),
  field('52', 'Kaarttekst (regel 2)', 'text'),
  field('53', 'Kaarttekst (regel 3)', 'text'),
  field('54', 'Kaarttekst (regel 4)', 'text'),
  field('55', 'Kaarttekst (regel 5)', 'text'),
  field('61', 'Bijzonderheden (regel 1)', 'text'),
  field('62', 'Bijzonderheden (regel 2)', 'text'),
  field('63', 'Bijzonderheden (regel 3)', 'text'),
  field('64', 'Afbeelding (regel 1)', 'text', false, RELAY_IMAGE_LINE_LENGTH),
  field('65', 'Afbeelding (regel 2)', 'text', false, RELAY_IMAGE_LINE_LENGTH),
  field('66', 'Afbeelding (regel 3)', 'text', false, RELAY_IMAGE_LINE_LENGTH),
];

export const RELAY_CODES: readonly RelayCode[] = RELAY_FIELDS.map((relayField) => relayField.code);
const FIELD_BY_CODE = new Map(RELAY_FIELDS.map((relayField) => [relayField.code, relayField]));

/** The form's values: one text per code (amounts as typed, dates DD-MM-YYYY). */
export type RelayValues = Record<RelayCode, string>;

/** §9: the shop's constant sender codes and flags, and the reference line. */
export function relaySenderCodes(orderId: number): Pick<RelayValues, '01' | '02' | '03' | '04' | '07' | '08' | '09'> {
  return { '01': '01', '02': '2972', '03': 'TFH', '04': `Referentie: ${orderId}`, '07': 'N', '08': 'B', '09': '9' };
}

const amountText = (amount: number) => amount.toFixed(2);

/** §9: costs, currency and total = flowers + 1.35 + 4.40; the total is empty while the flowers' value is no number. */
export function relayTotals(flowers: string): Pick<RelayValues, '13' | '14' | '15' | '16'> {
  const value = parseFloristPrice(flowers);
  return {
    '13': amountText(RELAY_ORDER_COST),
    '14': amountText(RELAY_DELIVERY_COST),
    '15': Number.isNaN(value) ? '' : amountText(Math.round((value + RELAY_ORDER_COST + RELAY_DELIVERY_COST) * 100) / 100),
    '16': RELAY_CURRENCY,
  };
}

/** Text spread over consecutive codes at the relay's line width; what does not fit is dropped (the form shows it). */
function spread(text: string, codes: readonly RelayCode[], width: number): Partial<RelayValues> {
  const lines = wrapText(text.trim(), width).split('\n').filter((line) => line.trim() !== '');
  return Object.fromEntries(codes.map((code, index) => [code, lines[index] ?? '']));
}

/**
 * Code 05 is the day the customer ordered (the list's 'Besteldatum'), in Amsterdam; 06 the day to deliver. Not the
 * day of sending: the mail carries that date already, and the order's own date is what both sides find it by.
 */
const orderDateText = (orderDate: number) => DateTime.fromSeconds(orderDate, { zone: TIMEZONE }).toFormat('dd-MM-yyyy');

/** The form filled from the order (issue 11: 'filled from the order'). */
export function relayDefaults(order: Order): RelayValues {
  const address = order.recipient.address;
  const lines = order.orderItems.filter((item) => !HIDDEN_PRODUCT_IDS.includes(item.productId));
  const flowers = lines.reduce((sum, item) => sum + item.price, 0);
  const products = lines.map((item) => `${item.quantity}x ${item.title}`).join(', ');
  const values: RelayValues = {
    ...(Object.fromEntries(RELAY_CODES.map((code) => [code, ''])) as RelayValues),
    ...relaySenderCodes(order.id),
    '05': orderDateText(order.orderDate),
    '06': formatDate(order.deliveryDate),
    '12': amountText(flowers),
    ...relayTotals(amountText(flowers)),
    '21': order.recipient.name,
    '22': order.recipient.companyName ?? '',
    '23': `${address.street} ${address.streetNumber}`.trim(),
    '31': address.zipcode,
    '32': address.city,
    '34': address.countryCode,
    '35': order.recipient.phoneNumber ?? '',
    ...spread(products, ['41', '42', '43', '44'], RELAY_LINE_LENGTH),
    ...spread(cardContentLines(cardContent(order.card)).join('\n'), ['51', '52', '53', '54', '55'], RELAY_LINE_LENGTH),
    ...spread(order.comment, ['61', '62', '63'], RELAY_LINE_LENGTH),
    ...spread(order.imageUrl ?? '', ['64', '65', '66'], RELAY_IMAGE_LINE_LENGTH),
  };
  return values;
}

export const RELAY_MESSAGES = {
  required: carrierFieldMessages.required,
  tooLong: carrierFieldMessages.tooLong,
  notANumber: 'Geen getal',
  mustBePositive: 'Het bedrag moet groter zijn dan 0',
  tooLarge: carrierFieldMessages.tooLarge(FLORIST_MAX_PRICE),
  invalidDate: 'Geen geldige datum (DD-MM-JJJJ)',
  invalidCountry: 'Gebruik de landcode van twee letters (bijv. DE)',
} as const;

export interface RelayFieldError {
  field: RelayCode;
  message: string;
}

/**
 * §5: the required codes, the line limits, amounts and dates; one error per code. Sender and computed codes are the
 * server's. Each code is one line of the coded mail: a line break or other control character would add lines the
 * relay reads as codes of their own (a price, a total).
 */
export function relayErrors(values: Partial<RelayValues>): RelayFieldError[] {
  const errors: RelayFieldError[] = [];
  for (const relayField of RELAY_FIELDS) {
    if (relayField.kind === 'sender' || relayField.kind === 'computed') continue;
    const typed = values[relayField.code] ?? '';
    const value = typed.trim();
    const message = singleLineTextError(typed) ?? (!value
      ? relayField.required ? RELAY_MESSAGES.required : null
      : value.length > relayField.max ? RELAY_MESSAGES.tooLong(relayField.max)
      : relayField.kind === 'date' && !parseDutchDate(value) ? RELAY_MESSAGES.invalidDate
      : relayField.kind === 'amount' && !isFloristPrice(value) ? RELAY_MESSAGES.notANumber
      : relayField.kind === 'amount' && parseFloristPrice(value) <= 0 ? RELAY_MESSAGES.mustBePositive
      : relayField.kind === 'amount' && parseFloristPrice(value) > FLORIST_MAX_PRICE ? RELAY_MESSAGES.tooLarge
      : relayField.code === '34' && !/^[A-Za-z]{2}$/.test(value) ? RELAY_MESSAGES.invalidCountry
      : null);
    if (message) errors.push({ field: relayField.code, message });
  }
  return errors;
}

/** The same rules as a superstruct struct for react-hook-form's resolver. */
export const RelayFields = define<RelayValues>('relay', (values) =>
  relayErrors(values as Partial<RelayValues>).map(({ field: code, message }) => ({ message, path: [code] })),
);

/**
 * The values the relay gets: what the user typed (trimmed), the sender codes, costs and total set here whatever the
 * form sent, and the order's own date (05) when left empty.
 */
export function completeRelayValues(order: Pick<Order, 'id' | 'orderDate'>, typed: Partial<RelayValues>): RelayValues {
  const values = Object.fromEntries(RELAY_CODES.map((code) => [code, (typed[code] ?? '').trim()])) as RelayValues;
  const flowers = parseFloristPrice(values['12']);
  return {
    ...values,
    '05': values['05'] || orderDateText(order.orderDate),
    // The relay reads amounts with a decimal point, as the costs and total are written.
    '12': Number.isNaN(flowers) ? values['12'] : amountText(flowers),
    ...relaySenderCodes(order.id),
    ...relayTotals(values['12']),
  };
}

/** The coded message: one line 'NN value' per filled code, in code order (the relay's intake format). */
export function relayMessage(values: RelayValues): string {
  return RELAY_CODES.filter((code) => values[code].trim() !== '')
    .map((code) => `${code} ${values[code].trim()}`)
    .join('\n');
}

export const relayFieldOf = (code: RelayCode) => FIELD_BY_CODE.get(code)!;
