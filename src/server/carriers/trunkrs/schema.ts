// Trunkrs's form: no screen of its own, so the generic form is built from this schema (spec §2): Dutch titles,
// required fields, formats, the spec §9 limits (remark 100, phone 15, e-mail 50, name and company 100, at most 5
// parcels) with the Dutch message per keyword in `x-message`. The recipient is part of it, so a parcel without an
// order (/shipment/trunkrs) can be registered too; for an order it starts filled in from the order. The day and its
// time slot come first: they are what the user decides (the generic form focuses the first field).
import type { Order } from '../../../shared/schema/order.ts';
import { recipientFormValues, type RecipientFormFields } from '../shared/recipient-values.ts';
import type { TimeSlot } from './time-slots.ts';
import { firstDeliveryDate, timeSlotChoice } from './time-slots.ts';

export interface TrunkrsValues extends RecipientFormFields {
  reference: string;
  countryCode: 'NL' | 'BE';
  deliveryDate: string;
  timeSlotId: number;
  parcels: number;
  weight: number;
  allowNeighbours: boolean;
  remark?: string;
}

const required = 'Dit veld is vereist';
const tooLong = (max: number) => `Dit veld is te lang (max ${max} karakters)`;
const text = (title: string, max: number, minLength = 0) => ({
  type: 'string', title, maxLength: max, ...(minLength ? { minLength } : {}),
  'x-message': { required, minLength: required, maxLength: tooLong(max) },
});

/** A Dutch postcode (1234 AB) or a Belgian one (1000): the two countries Trunkrs delivers in. */
export const TRUNKRS_POSTCODE = '^([1-9][0-9]{3} ?[A-Za-z]{2}|[1-9][0-9]{3})$';
export const POSTCODE_INVALID = 'Dit is geen geldige postcode';

export const trunkrsSchema = {
  $schema: 'http://json-schema.org/draft-07/schema#',
  title: 'Trunkrs',
  type: 'object',
  additionalProperties: false,
  required: ['deliveryDate', 'timeSlotId', 'parcels', 'weight', 'reference', 'name', 'street', 'houseNumber', 'zipcode', 'city', 'countryCode'],
  properties: {
    deliveryDate: { type: 'string', format: 'date', title: 'Leverdatum', 'x-message': { required, format: 'Voer een geldige datum in.' } },
    timeSlotId: { type: 'integer', title: 'Tijdvak', minimum: 1, 'x-message': { required, type: required, minimum: required } },
    parcels: {
      type: 'integer', title: 'Aantal pakketten', minimum: 1, maximum: 5, default: 1,
      'x-message': { required, type: 'Voer een geheel getal in', minimum: 'Waarde is te klein (min. 1)', maximum: 'Waarde is te groot (max 5)' },
    },
    weight: {
      type: 'number', title: 'Gewicht per pakket (kg)', exclusiveMinimum: 0, maximum: 30, default: 1,
      'x-message': { required, type: 'Voer een getal in', exclusiveMinimum: 'Waarde is te klein', maximum: 'Waarde is te groot (max 30)' },
    },
    allowNeighbours: { type: 'boolean', title: 'Mag bij de buren worden afgegeven', default: true },
    remark: text('Opmerking voor de bezorger', 100),
    reference: text('Referentie', 35, 1),
    name: text('Naam ontvanger', 100, 1),
    companyName: text('Bedrijfsnaam', 100),
    street: text('Straat', 100, 1),
    houseNumber: text('Huisnummer', 20, 1),
    zipcode: { ...text('Postcode', 7, 1), pattern: TRUNKRS_POSTCODE, 'x-message': { required, minLength: required, maxLength: POSTCODE_INVALID, pattern: POSTCODE_INVALID } },
    city: text('Plaats', 100, 1),
    countryCode: { type: 'string', title: 'Land', enum: ['NL', 'BE'], default: 'NL', 'x-message': { required, enum: 'Trunkrs bezorgt alleen in Nederland en België' } },
    phone: { ...text('Telefoon ontvanger', 15), pattern: '^[0-9 +()-]*$', 'x-message': { maxLength: tooLong(15), pattern: 'Dit is geen geldig telefoonnummer' } },
    // A pattern, not format 'email': the field may stay empty.
    email: { ...text('E-mail ontvanger', 50), pattern: '^$|^[^@\\s]+@[^@\\s]+\\.[^@\\s]+$', 'x-message': { maxLength: tooLong(50), pattern: 'Voer een geldig e-mailadres in.' } },
  },
} as const;

/** The countries' names in the form's select. */
const COUNTRIES = [{ value: 'NL', label: 'Nederland' }, { value: 'BE', label: 'België' }];

/**
 * The form's start (spec §9 style: everything the order already says) and its time slots for the delivery date:
 * `options.timeSlotId` lists the open slots from that day on, each with its cut-off; `options.countryCode` names the
 * countries.
 */
export function trunkrsConfig(
  order: Order | null,
  query: { deliveryDate?: string },
  slots: readonly TimeSlot[],
  now: Date,
) {
  const deliveryDate = firstDeliveryDate(query.deliveryDate ?? order?.deliveryDate, now);
  const choice = timeSlotChoice(slots, deliveryDate, now);
  const common = { deliveryDate, timeSlotId: choice.selected, parcels: 1, weight: 1, remark: '' };
  const defaults = order ? { ...orderDefaults(order), ...common } : { countryCode: 'NL', allowNeighbours: true, ...common };
  return { defaults, options: { timeSlotId: choice.options, countryCode: COUNTRIES } };
}

function orderDefaults(order: Order) {
  return {
    reference: order.orderNumber,
    ...recipientFormValues(order),
    // Mourning flowers are not left with the neighbours.
    allowNeighbours: !order.isMourning,
  };
}
