// The phone and counter order form (issue 24): its values, their rules and the cart they become. The rules are those
// of order-rules.ts and card-rules.ts that the server's CartDraft schema runs too; the server's field errors of the
// cart ('cart.recipient.address.zipcode') are mapped back onto the form's fields here.
import { any, array, boolean, dynamic, enums, nullable, number, object, refine, string, type Struct } from 'superstruct';
import type { CartDraft } from '../schema/order.ts';
import { cardTextError, ribbonLineError } from './card-rules.ts';
import { DELIVERY_PARTS, PAYMENT_METHODS, RIBBON_CARD_ID, type DeliveryPart } from './constants.ts';
import { amsterdamToday } from './dates.ts';
import { deliveryDateError, FIELD_LIMITS as max, optionalEmailAddressError } from './field-rules.ts';
import { isFloristPrice, parseFloristPrice } from './florist-form.ts';
import { formatDate, parseDutchDate } from './format.ts';
import { messages } from './messages.ts';
import { PLAIN_CARD_ID, ribbonTitle } from './new-card.ts';
import { address, dutchDate, text } from './order-rules.ts';

export const phoneOrderMessages = {
  title: 'Nieuwe order (telefoon/winkel)',
  created: (orderNumber: string) => `Order ${orderNumber} is aangemaakt`,
  pickProduct: 'Kies een product uit de lijst',
  noLines: 'Voeg ten minste één product toe',
  notANumber: 'Geen getal',
  discardQuestion: 'De ingevulde gegevens gaan verloren. Wilt u de nieuwe order weggooien?',
  discard: 'Weggooien',
  noCustomers: 'Geen klanten gevonden',
  noProducts: 'Geen producten gevonden',
  addressFound: (street: string, city: string) => `Adres gevonden: ${street}, ${city}`,
  addressUnknown: 'Dit adres is nog niet bekend; vul straat en plaats zelf in',
} as const;

export const DELIVERY_PART_LABELS: Readonly<Record<DeliveryPart, string>> = {
  morning: 'Ochtend', afternoon: 'Middag', evening: 'Avond',
};

/** The highest quantity of one line (the cart's rule). */
export const MAX_QUANTITY = 1000;

export type CardKind = 'none' | 'card' | 'ribbon';

export interface PhoneOrderLine {
  productId: number | null;
  title: string;
  quantity: string;
  pricePerProduct: string;
}

interface AddressValues {
  street: string;
  streetNumber: string;
  zipcode: string;
  city: string;
  countryCode: string;
}

export interface PhoneOrderValues {
  customer: {
    companyTitle: string;
    gender: 'U' | 'M' | 'F';
    initials: string;
    middleName: string;
    lastName: string;
    phoneNumber: string;
    emailAddress: string;
    /** The customer lives at the delivery address (someone ordering for themselves, at the counter). */
    sameAddress: boolean;
    address: AddressValues;
  };
  recipient: {
    name: string;
    companyName: string;
    phoneNumber: string;
    /** A house number's addition ('A', '2-hoog'): stored after the number. */
    addition: string;
    address: AddressValues;
  };
  deliveryDate: string;
  deliveryPart: '' | DeliveryPart;
  items: PhoneOrderLine[];
  deliveryCosts: string;
  cardKind: CardKind;
  cardText: string;
  ribbonLeft: string;
  ribbonRight: string;
  isMourning: boolean;
  paymentMethodId: string;
  isPaid: boolean;
  comment: string;
  internalNote: string;
}

const emptyAddress = (): AddressValues => ({ street: '', streetNumber: '', zipcode: '', city: '', countryCode: 'NL' });

/** An empty form: delivery today, a card, paid by iDEAL not yet received. */
export function phoneOrderDefaults(now: Date = new Date()): PhoneOrderValues {
  return {
    customer: {
      companyTitle: '', gender: 'U', initials: '', middleName: '', lastName: '', phoneNumber: '', emailAddress: '',
      sameAddress: true, address: emptyAddress(),
    },
    recipient: { name: '', companyName: '', phoneNumber: '', addition: '', address: emptyAddress() },
    deliveryDate: formatDate(amsterdamToday(now)),
    deliveryPart: '',
    items: [],
    deliveryCosts: '0,00',
    cardKind: 'card',
    cardText: '',
    ribbonLeft: '',
    ribbonRight: '',
    isMourning: false,
    paymentMethodId: String(PAYMENT_METHODS[0].id),
    isPaid: false,
    comment: '',
    internalNote: '',
  };
}

const price = refine(string(), 'price', (value) => isFloristPrice(value) || phoneOrderMessages.notANumber);
const quantity = refine(string(), 'quantity', (value) => {
  if (!/^\d+$/.test(value.trim())) return phoneOrderMessages.notANumber;
  const count = Number(value);
  if (count < 1) return messages.tooSmall;
  return count <= MAX_QUANTITY || messages.tooLarge;
});
const line = refine(
  object({ productId: nullable(number()), title: text(200, true), quantity, pricePerProduct: price }),
  'product',
  (value, context) => value.productId !== null || { message: phoneOrderMessages.pickProduct, path: [...context.path, 'title'] },
);
/** A field of one kind of card only: the other kind's text is not sent, so it is not judged either. */
const ofKind = (kind: CardKind, struct: Struct<string, null>) =>
  dynamic<string>((_value, context) => ((context.branch[0] as PhoneOrderValues).cardKind === kind ? struct : string()));
const cardText = ofKind('card', refine(text(max.cardText, false, 'multi'), 'cardText', (value) => cardTextError(value) ?? true));
const ribbonLine = ofKind('ribbon', refine(string(), 'ribbonLine', (value) => ribbonLineError(value) ?? true));
// The customer's own address is asked only when it is not the delivery address.
const customerAddress = dynamic<AddressValues>((_value, context) =>
  (context.branch[0] as PhoneOrderValues).customer.sameAddress ? (any() as Struct<AddressValues, null>) : address);

/** The rules of the form's values; the card's text is required for a card, one ribbon line for a ribbon. */
export const PhoneOrderFields = refine(
  object({
    customer: object({
      companyTitle: text(max.companyTitle),
      gender: enums(['U', 'M', 'F']),
      initials: text(max.initials),
      middleName: text(max.middleName),
      lastName: text(max.lastName, true),
      phoneNumber: text(max.phoneNumber),
      emailAddress: refine(string(), 'email', (value) => optionalEmailAddressError(value.trim()) ?? true),
      sameAddress: boolean(),
      address: customerAddress,
    }),
    recipient: object({
      name: text(max.name, true),
      companyName: text(max.companyName),
      phoneNumber: text(max.phoneNumber),
      addition: text(10),
      address,
    }),
    deliveryDate: dutchDate(deliveryDateError),
    deliveryPart: enums(['', ...DELIVERY_PARTS]),
    items: refine(array(line), 'lines', (lines) => lines.length > 0 || phoneOrderMessages.noLines),
    deliveryCosts: price,
    cardKind: enums(['none', 'card', 'ribbon']),
    cardText,
    ribbonLeft: ribbonLine,
    ribbonRight: ribbonLine,
    isMourning: boolean(),
    paymentMethodId: enums(PAYMENT_METHODS.map((method) => String(method.id))),
    isPaid: boolean(),
    comment: text(max.comment, false, 'multi'),
    internalNote: text(max.description, false, 'multi'),
  }),
  'card',
  (values, context) => {
    if (values.cardKind === 'card' && !values.cardText.trim()) return { message: messages.required, path: [...context.path, 'cardText'] };
    if (values.cardKind === 'ribbon' && !values.ribbonLeft.trim() && !values.ribbonRight.trim()) {
      return { message: messages.required, path: [...context.path, 'ribbonLeft'] };
    }
    return true;
  },
);

const trimmedAddress = (values: AddressValues, addition = '') => ({
  street: values.street.trim(),
  streetNumber: [values.streetNumber.trim(), addition.trim()].filter(Boolean).join(' '),
  zipcode: values.zipcode.trim().toUpperCase(),
  city: values.city.trim(),
  countryCode: values.countryCode,
});

// The card goes as typed, not trimmed: its lines are what the form judged (10 lines, 60 characters), so the
// server judges the same text.
function cardOf(values: PhoneOrderValues): CartDraft['card'] {
  if (values.cardKind === 'ribbon') {
    return { id: RIBBON_CARD_ID, title: ribbonTitle(values.isMourning), text: '', left: values.ribbonLeft, right: values.ribbonRight };
  }
  if (values.cardKind === 'card') return { id: PLAIN_CARD_ID, title: 'Kaartje', text: values.cardText, left: '', right: '' };
  return null;
}

/** The cart POST /workbench/order takes for values the form's rules accepted. */
export function phoneOrderCart(values: PhoneOrderValues): CartDraft {
  const recipientAddress = trimmedAddress(values.recipient.address, values.recipient.addition);
  const { customer, recipient } = values;
  return {
    deliveryDate: parseDutchDate(values.deliveryDate) ?? values.deliveryDate,
    deliveryPart: values.deliveryPart || null,
    customer: {
      companyTitle: customer.companyTitle.trim(),
      name: { gender: customer.gender, initials: customer.initials.trim(), middleName: customer.middleName.trim(), lastName: customer.lastName.trim() },
      address: customer.sameAddress ? recipientAddress : trimmedAddress(customer.address),
      phoneNumber: customer.phoneNumber.trim(),
      reference: '',
      invoiceEmailAddress: '',
      emailAddress: customer.emailAddress.trim(),
      anonymous: false,
    },
    recipient: {
      name: recipient.name.trim(),
      ...(recipient.companyName.trim() ? { companyName: recipient.companyName.trim() } : {}),
      phoneNumber: recipient.phoneNumber.trim(),
      address: recipientAddress,
    },
    items: values.items.map((item) => ({
      productId: item.productId ?? 0,
      title: item.title.trim(),
      quantity: Number(item.quantity),
      pricePerProduct: parseFloristPrice(item.pricePerProduct),
    })),
    card: cardOf(values),
    paymentMethodId: Number(values.paymentMethodId),
    isPaid: values.isPaid,
    isMourning: values.isMourning,
    deliveryCosts: parseFloristPrice(values.deliveryCosts),
    comment: values.comment.trim(),
    internalNote: values.internalNote.trim(),
  };
}

/** A price as typed, or 0 while it is no number yet. */
const typedAmount = (text: string) => (isFloristPrice(text) ? parseFloristPrice(text) : 0);
const cents = (amount: number) => Math.round(amount * 100) / 100;

/** A line's quantity times its price; 0 while either is not a number yet. */
export const lineTotal = (line: Pick<PhoneOrderLine, 'quantity' | 'pricePerProduct'>) =>
  cents((/^\d+$/.test(line.quantity.trim()) ? Number(line.quantity) : 0) * typedAmount(line.pricePerProduct));

/** The running total: every line plus delivery. */
export function phoneOrderTotal(values: Pick<PhoneOrderValues, 'items' | 'deliveryCosts'>): number {
  return cents(values.items.reduce((sum, item) => sum + lineTotal(item), 0) + typedAmount(values.deliveryCosts));
}

const CART_FIELDS: readonly [RegExp, string | ((match: RegExpExecArray) => string)][] = [
  [/^cart\.customer\.name\.(\w+)$/, (match) => `customer.${match[1]}`],
  [/^cart\.customer\.address\.(\w+)$/, (match) => `customer.address.${match[1]}`],
  [/^cart\.customer\.(companyTitle|phoneNumber|emailAddress)$/, (match) => `customer.${match[1]}`],
  [/^cart\.recipient\.address\.(\w+)$/, (match) => `recipient.address.${match[1]}`],
  [/^cart\.recipient\.(name|companyName|phoneNumber)$/, (match) => `recipient.${match[1]}`],
  [/^cart\.items\.(\d+)\.(title|quantity|pricePerProduct)$/, (match) => `items.${match[1]}.${match[2]}`],
  [/^cart\.items\.(\d+)\.productId$/, (match) => `items.${match[1]}.title`],
  [/^cart\.items$/, 'items'],
  [/^cart\.card\.text$/, 'cardText'],
  [/^cart\.card\.left$/, 'ribbonLeft'],
  [/^cart\.card\.right$/, 'ribbonRight'],
  [/^cart\.(deliveryDate|deliveryPart|deliveryCosts|paymentMethodId|isPaid|isMourning|comment|internalNote)$/, (match) => match[1]],
];

/**
 * The form field a server error of the cart names, or null when the form has no such field. The customer's address
 * is the delivery address's fields while the customer lives there.
 */
export function phoneOrderField(cartField: string, values: Pick<PhoneOrderValues, 'customer'>): string | null {
  for (const [pattern, field] of CART_FIELDS) {
    const match = pattern.exec(cartField);
    if (!match) continue;
    const name = typeof field === 'string' ? field : field(match);
    return values.customer.sameAddress ? name.replace(/^customer\.address\./, 'recipient.address.') : name;
  }
  return null;
}
