// A plain carrier for the API tests of registration and labels, in place of a carrier's own adapter: the carrier's
// barcode format and tracking page, a label, a short form (recipient, colli, remark) and the sandbox markers, so
// those tests do not hang on one carrier's rules (cut-off times, pick-up points).
import { CARRIER_TITLES, type Carrier } from '../../src/shared/domain/constants.ts';
import type { DeliveryAddress } from '../../src/shared/schema/address.ts';
import type { CarrierAdapter, Registration } from '../../src/server/carriers/adapter.ts';
import { carrierBarcode } from '../../src/server/carriers/barcodes.ts';
import { sandboxLabel, sandboxTrouble } from '../../src/server/carriers/kit.ts';

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
  recipient?: DeliveryAddress;
}

export function testCarrier(carrier: Carrier): CarrierAdapter {
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
      registered.set(reference, { registration, recipient: order ? undefined : recipientOf(values) });
      return registration;
    },
    async find(reference) {
      return registered.get(reference)?.registration ?? null;
    },
    label({ carrierReference, barcode, order }) {
      return sandboxLabel(order, barcode, { carrier: name, service: 'Pakket' }, registered.get(carrierReference)?.recipient);
    },
    async status() {
      return { state: 'aangemeld', detail: 'Zending aangemeld' };
    },
  };
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
