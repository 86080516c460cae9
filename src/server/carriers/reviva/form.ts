// Reviva's registration form (the generic schema-driven form, spec §2): the recipient, the day, colli and a remark,
// filled in from the order when there is one; a standalone parcel (orderId 0) is typed in full.
import { deliveryRemark } from '../../../shared/domain/carrier-forms/delivery-remarks.ts';
import type { Order } from '../../../shared/schema/order.ts';
import type { CarrierConfig } from '../adapter.ts';
import { recipientFormValues, type RecipientFormFields } from '../shared/recipient-values.ts';
import { firstDeliveryDate, REVIVA_COUNTRIES, REVIVA_CUT_OFF, deliveryDayProblem } from './delivery-days.ts';

export interface RevivaValues extends RecipientFormFields {
  orderId: number;
  countryCode: string;
  deliveryDate: string;
  coli: number;
  remark?: string;
}

const text = (maxLength: number, title: string, required = false) => ({ type: 'string', maxLength, ...(required && { minLength: 1 }), title });

export const revivaSchema = {
  $schema: 'http://json-schema.org/draft-07/schema#',
  title: 'Reviva',
  type: 'object',
  additionalProperties: false,
  required: ['name', 'street', 'houseNumber', 'zipcode', 'city', 'countryCode', 'deliveryDate', 'coli'],
  properties: {
    orderId: { type: 'integer', minimum: 0, default: 0, title: 'Order' },
    name: text(100, 'Naam ontvanger', true),
    companyName: text(100, 'Bedrijfsnaam'),
    street: text(100, 'Straat', true),
    houseNumber: text(10, 'Huisnummer', true),
    zipcode: text(10, 'Postcode', true),
    city: text(100, 'Plaats', true),
    countryCode: { type: 'string', enum: [...REVIVA_COUNTRIES], default: 'NL', title: 'Land' },
    phone: text(15, 'Telefoon'),
    email: { type: 'string', format: 'email', maxLength: 50, title: 'E-mail ontvanger' },
    deliveryDate: { type: 'string', format: 'date', title: 'Bezorgdatum' },
    coli: { type: 'integer', minimum: 1, maximum: 5, default: 1, title: 'Aantal colli' },
    remark: text(100, 'Opmerking'),
  },
} as const;

/** The options follow the day and country the form asks about (spec §2: asked again when they change). */
export function revivaConfig(order: Order | null, query: { deliveryDate?: string; countryCode?: string }, now: Date): CarrierConfig {
  const first = firstDeliveryDate(now);
  const deliveryDate = order && order.deliveryDate > first ? order.deliveryDate : first;
  const asked = { date: query.deliveryDate ?? deliveryDate, countryCode: query.countryCode ?? order?.recipient.address.countryCode ?? 'NL' };
  return {
    defaults: { ...recipientValues(order), deliveryDate, coli: 1, remark: deliveryRemark(order, deliveryDate) },
    options: {
      cutOffTime: REVIVA_CUT_OFF,
      firstDeliveryDate: first,
      countries: REVIVA_COUNTRIES,
      problem: deliveryDayProblem(asked.date, asked.countryCode, now)?.message ?? null,
    },
  };
}

function recipientValues(order: Order | null) {
  if (!order) return { orderId: 0, countryCode: 'NL' };
  return { orderId: order.id, ...recipientFormValues(order) };
}
