// The colleague-florist form (spec §2 send screens, §5 colleague florist): what the florist receives, filled from the
// order, and its rules written once — the send screen's resolver and the server's check run the same function.
import { DateTime } from 'luxon';
import { define } from 'superstruct';
import type { Order } from '../schema/order.ts';
import { cardContent, EMPTY_CARD, type CardContent } from './card-content.ts';
import { cardTextError, ribbonLineError } from './card-rules.ts';
import { carrierFieldMessages } from './carrier-forms/field-messages.ts';
import { FIELD_LIMITS, postcodeError } from './field-rules.ts';
import { HIDDEN_PRODUCT_IDS } from './constants.ts';
import { multiLineTextError, singleLineTextError } from './text-rules.ts';

export const FLORIST_FORM_MESSAGES = {
  required: carrierFieldMessages.required,
  notANumber: 'Geen getal',
  tooSmall: carrierFieldMessages.tooSmall(0),
  tooLarge: carrierFieldMessages.tooLarge,
  notWhole: carrierFieldMessages.notWhole,
  tooLong: carrierFieldMessages.tooLong,
  noLines: 'Geef de bloemist ten minste één orderregel',
  invalidDate: 'Geen geldige datum',
} as const;

/** One line as the florist gets it: the price per product is what we pay them, typed '24,95' or '24.95'. */
export interface FloristOrderLine {
  title: string;
  quantity: number;
  price: string;
}

export interface FloristRecipient {
  name: string;
  companyName: string;
  street: string;
  streetNumber: string;
  zipcode: string;
  city: string;
  countryCode: string;
  phoneNumber: string;
}

export interface ColleagueFloristValues {
  /** The order number without the shop's 'BLB' prefix (spec §2). */
  orderNumber: string;
  /** The chosen florist; null until one is chosen ('Dit veld is vereist'). */
  floristId: number | null;
  /** 'YYYY-MM-DD'. */
  deliveryDate: string;
  orderItems: FloristOrderLine[];
  recipient: FloristRecipient;
  /** The card's text or the ribbon's two lines (card-content.ts). */
  card: CardContent;
  description: string;
  comment: string;
}

export interface FloristFormError {
  field: string;
  message: string;
}

/** A price as the form takes it: digits with optional comma or dot decimals (spec §5 'Geen getal'). */
const PRICE = /^\d+([.,]\d+)?$/;
export const isFloristPrice = (text: string) => PRICE.test(text.trim());
/** '24,95' → 24.95; NaN when it is no price. */
export const parseFloristPrice = (text: string) => (isFloristPrice(text) ? Number(text.trim().replace(',', '.')) : Number.NaN);

export const withoutShopPrefix = (orderNumber: string) => orderNumber.replace(/^BLB[-\s]*/i, '');

const LIMITS = { orderNumber: 35, title: 200, description: FIELD_LIMITS.description, comment: FIELD_LIMITS.comment } as const;
const RECIPIENT_LIMITS: Record<keyof FloristRecipient, number> = {
  name: FIELD_LIMITS.name, companyName: FIELD_LIMITS.companyName, street: FIELD_LIMITS.street, streetNumber: FIELD_LIMITS.streetNumber,
  zipcode: FIELD_LIMITS.zipcode, city: FIELD_LIMITS.city, countryCode: 2, phoneNumber: FIELD_LIMITS.phoneNumber,
};
const REQUIRED_RECIPIENT: readonly (keyof FloristRecipient)[] = ['name', 'street', 'streetNumber', 'zipcode', 'city', 'countryCode'];
const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;
/** More is a typing error, not an order: a line of 1000 bouquets or a bouquet of € 10.000. */
export const FLORIST_MAX_QUANTITY = 999;
export const FLORIST_MAX_PRICE = 10_000;

/** Every reason the form cannot be sent, one per field (the first found); empty when it can. */
export function colleagueFloristErrors(values: ColleagueFloristValues): FloristFormError[] {
  const errors: FloristFormError[] = [];
  const add = (field: string, message: string | null) => {
    if (message && !errors.some((error) => error.field === field)) errors.push({ field, message });
  };
  // What the florist's mail shows on one line takes no control character; the card and notes keep their line breaks.
  const text = (field: string, value: string, max: number, required = false, lines: 'single' | 'multi' = 'single') =>
    add(field, (lines === 'multi' ? multiLineTextError(value) : singleLineTextError(value))
      ?? (required && !value.trim() ? FLORIST_FORM_MESSAGES.required : value.trim().length > max ? FLORIST_FORM_MESSAGES.tooLong(max) : null));

  text('orderNumber', values.orderNumber, LIMITS.orderNumber, true);
  if (values.floristId === null || !Number.isInteger(values.floristId) || values.floristId <= 0) add('floristId', FLORIST_FORM_MESSAGES.required);
  if (!values.deliveryDate.trim()) add('deliveryDate', FLORIST_FORM_MESSAGES.required);
  else if (!ISO_DATE.test(values.deliveryDate) || !DateTime.fromISO(values.deliveryDate).isValid) add('deliveryDate', FLORIST_FORM_MESSAGES.invalidDate);

  if (values.orderItems.length === 0) add('orderItems', FLORIST_FORM_MESSAGES.noLines);
  values.orderItems.forEach((line, index) => {
    text(`orderItems.${index}.title`, line.title, LIMITS.title, true);
    const quantity = line.quantity;
    if (typeof quantity !== 'number' || Number.isNaN(quantity)) add(`orderItems.${index}.quantity`, FLORIST_FORM_MESSAGES.notANumber);
    else if (quantity < 0) add(`orderItems.${index}.quantity`, FLORIST_FORM_MESSAGES.tooSmall);
    else if (!Number.isInteger(quantity)) add(`orderItems.${index}.quantity`, FLORIST_FORM_MESSAGES.notWhole);
    else if (quantity > FLORIST_MAX_QUANTITY) add(`orderItems.${index}.quantity`, FLORIST_FORM_MESSAGES.tooLarge(FLORIST_MAX_QUANTITY));
    if (!isFloristPrice(line.price)) add(`orderItems.${index}.price`, FLORIST_FORM_MESSAGES.notANumber);
    else if (parseFloristPrice(line.price) > FLORIST_MAX_PRICE) add(`orderItems.${index}.price`, FLORIST_FORM_MESSAGES.tooLarge(FLORIST_MAX_PRICE));
  });

  for (const key of Object.keys(RECIPIENT_LIMITS) as (keyof FloristRecipient)[]) {
    text(`recipient.${key}`, values.recipient[key], RECIPIENT_LIMITS[key], REQUIRED_RECIPIENT.includes(key));
  }
  add('recipient.zipcode', postcodeError(values.recipient.countryCode.trim().toUpperCase(), values.recipient.zipcode));
  if (values.card.kind === 'ribbon') {
    add('card.left', ribbonLineError(values.card.left.trim()));
    add('card.right', ribbonLineError(values.card.right.trim()));
  } else add('card.text', cardTextError(values.card.text));
  text('description', values.description, LIMITS.description, false, 'multi');
  text('comment', values.comment, LIMITS.comment, false, 'multi');
  return errors;
}

/** The same rules as a superstruct struct for react-hook-form's resolver: each error lands on its own field. */
export const ColleagueFloristFields = define<ColleagueFloristValues>('colleagueFlorist', (values) =>
  colleagueFloristErrors(values as ColleagueFloristValues).map(({ field, message }) => ({ message, path: field.split('.') })),
);

const priceText = (amount: number) => amount.toFixed(2).replace('.', ',');

/** What the florist gets unless someone changes it: the order's visible lines, recipient, card and notes. */
export function colleagueFloristDefaults(order: Order, floristId: number | null): ColleagueFloristValues {
  const address = order.recipient.address;
  return {
    orderNumber: withoutShopPrefix(order.orderNumber),
    floristId,
    deliveryDate: order.deliveryDate,
    orderItems: order.orderItems
      .filter((item) => !HIDDEN_PRODUCT_IDS.includes(item.productId))
      .map((item) => ({ title: item.title, quantity: item.quantity, price: priceText(item.pricePerProduct) })),
    recipient: {
      name: order.recipient.name,
      companyName: order.recipient.companyName ?? '',
      street: address.street,
      streetNumber: address.streetNumber,
      zipcode: address.zipcode,
      city: address.city,
      countryCode: address.countryCode,
      phoneNumber: order.recipient.phoneNumber ?? '',
    },
    card: cardContent(order.card) ?? EMPTY_CARD,
    description: order.description,
    comment: order.comment,
  };
}
