import { formatDate } from '../../../shared/domain/format.ts';
import { personName } from '../../../shared/domain/person-name.ts';
import type { Customer, Order } from '../../../shared/schema/order.ts';

/** The mail types staff send from the order detail (spec §9); the photo mail has its own flow. */
export const ORDER_MAIL_TYPES = ['KiB', 'AddressError', 'Confirmation', 'NotOnAccount'] as const;
export type OrderMailType = (typeof ORDER_MAIL_TYPES)[number];

export interface ComposedMail {
  subject: string;
  text: string;
}

export type OrderMailTemplate = (order: Order) => ComposedMail;

export function greeting(customer: Customer): string {
  return `Beste ${personName(customer.name)},`;
}

export function postalLines(address: Customer['address']): string[] {
  const { street, streetNumber, zipcode, city, countryCode, country } = address;
  return [
    `${street} ${streetNumber}`.trim(),
    `${zipcode} ${city}`.trim(),
    countryCode === 'NL' ? '' : (country ?? countryCode),
  ].filter(Boolean);
}

export const indented = (lines: string[]) => lines.map((line) => `  ${line}`).join('\n');

/** What every order mail states, so the customer knows which order it is about. */
export function orderSummary(order: Order): string {
  const { recipient } = order;
  return [
    `Ordernummer: ${order.orderNumber}`,
    `Leverdatum: ${formatDate(order.deliveryDate)}`,
    'Bezorgadres:',
    indented([recipient.name, (recipient.company && recipient.companyName) || '', ...postalLines(recipient.address)].filter(Boolean)),
  ].join('\n');
}

export const CLOSING = 'Met vriendelijke groet,\n\nUw bloemist';

/** Greeting, the type's own paragraphs, the order summary and the closing, separated by blank lines. */
export function mailBody(order: Order, paragraphs: string[], afterSummary: string[] = []): string {
  return [greeting(order.customer), ...paragraphs, orderSummary(order), ...afterSummary, CLOSING].join('\n\n') + '\n';
}
