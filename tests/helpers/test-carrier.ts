// A plain sandbox for a carrier whose own adapter is not there: the carrier's barcode format and tracking page, a
// label, a short form (recipient, colli, remark) and a status that moves on with time.
import { CARRIER_TITLES, type Carrier } from '../../shared/domain/constants.ts';
import type { TrackingState } from '../../shared/domain/carriers.ts';
import type { DeliveryAddress } from '../../shared/schema/address.ts';
import type { CarrierAdapter, Registration } from './adapter.ts';
import { carrierBarcode } from './barcodes.ts';
import { sandboxLabel, sandboxTrouble, type SandboxOptions } from './kit.ts';

const HOUR_MS = 3_600_000;

const SCHEMA = {
  type: 'object',
  properties: {
    name: { type: 'string', maxLength: 100, title: 'Naam ontvanger' },
    street: { type: 'string', maxLength: 100, title: 'Straat' },
    streetNumber: { type: 'string', maxLength: 10, title: 'Huisnummer' },
    zipcode: { type: 'string', minLength: 1, maxLength: 10, title: 'Postcode' },
    city: { type: 'string', maxLength: 100, title: 'Plaats' },
    countryCode: { type: 'string', pattern: '^[A-Z]{2}$', default: 'NL', title: 'Landcode' },
    coli: { type: 'integer', minimum: 1, maximum: 5, default: 1, title: 'Aantal colli' },
    remark: { type: 'string', maxLength: 100, title: 'Opmerking' },
    email: { type: 'string', format: 'email', maxLength: 50, title: 'E-mail ontvanger' },
  },
  required: ['name', 'zipcode', 'coli'],
  additionalProperties: false,
};

interface Registered {
  registration: Registration;
  at: Date;
  recipient?: DeliveryAddress;
}

export function genericSandbox(carrier: Carrier, options: SandboxOptions): CarrierAdapter {
  const name = CARRIER_TITLES[carrier];
  const registered = new Map<string, Registered>();

  return {
    carrier,
    mode: 'sandbox',
    async config(order) {
      if (!order) return { defaults: { countryCode: 'NL', coli: 1 }, options: {} };
      const { recipient } = order;
      return {
        defaults: {
          name: recipient.name,
          street: recipient.address.street,
          streetNumber: recipient.address.streetNumber,
          zipcode: recipient.address.zipcode,
          city: recipient.address.city,
          countryCode: recipient.address.countryCode,
          coli: 1,
          remark: `Order: ${order.id}`,
          ...(recipient.emailAddress ? { email: recipient.emailAddress } : {}),
        },
        options: {},
      };
    },
    schema: () => SCHEMA,
    async register({ order, values, reference }) {
      const earlier = registered.get(reference);
      if (earlier) return earlier.registration;
      sandboxTrouble(values, name);
      const zipcode = order?.recipient.address.zipcode ?? String(values.zipcode);
      const countryCode = order?.recipient.address.countryCode ?? String(values.countryCode ?? 'NL');
      const { code, url } = carrierBarcode(carrier, numberOf(reference), { zipcode, countryCode });
      const registration: Registration = { parcels: [{ barcode: code, trackingUrl: url }], carrierReference: reference, labelReady: true };
      registered.set(reference, { registration, at: options.now(), recipient: order ? undefined : recipientOf(values) });
      return registration;
    },
    async find(reference) {
      return registered.get(reference)?.registration ?? null;
    },
    label({ carrierReference, barcode, order }) {
      return sandboxLabel(order, barcode, name, registered.get(carrierReference)?.recipient);
    },
    async status({ carrierReference }) {
      const at = registered.get(carrierReference)?.at;
      const age = at ? options.now().getTime() - at.getTime() : 0;
      return statusAfter(age);
    },
  };
}

/** Registered, on its way after an hour, delivered after a day. */
function statusAfter(ageMs: number): { state: TrackingState; detail: string } {
  if (ageMs >= 24 * HOUR_MS) return { state: 'bezorgd', detail: 'Bezorgd' };
  if (ageMs >= HOUR_MS) return { state: 'onderweg', detail: 'Onderweg naar de ontvanger' };
  return { state: 'aangemeld', detail: 'Zending aangemeld' };
}

/** A number below 10^9 from the claim's reference (a uuid), for the carrier's barcode of a registration. */
function numberOf(reference: string): number {
  return Number.parseInt(reference.replace(/-/g, '').slice(0, 12), 16) % 1_000_000_000;
}

const text = (value: unknown) => (typeof value === 'string' ? value : '');

function recipientOf(values: Record<string, unknown>): DeliveryAddress {
  return {
    name: text(values.name),
    address: {
      street: text(values.street),
      streetNumber: text(values.streetNumber),
      zipcode: text(values.zipcode),
      city: text(values.city),
      countryCode: text(values.countryCode) || 'NL',
    },
  };
}
