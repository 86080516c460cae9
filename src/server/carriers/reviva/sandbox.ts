// Reviva's sandbox: its own checks (delivery days and cut-off, countries, postcodes), tracking numbers RV + 9
// digits with their tracking page, a label per parcel, and a status that moves on with time: registered, sorted
// after 1 hour, out_for_delivery from 20 hours, and after a day delivered (postcode digits ending in 98: at the
// neighbours; in 99: not_delivered; sandbox-parcels.ts).
import type { DeliveryAddress } from '../../../shared/schema/address.ts';
import type { CarrierAdapter, Registration } from '../adapter.ts';
import { carrierBarcode } from '../barcodes.ts';
import { sandboxLabel, sandboxTrouble, type SandboxOptions } from '../kit.ts';
import { colliFields } from '../shared/parcel-fields.ts';
import { outcomeFor, parcelNumber, readSandboxReference, sandboxReference, type SandboxOutcome } from '../shared/sandbox-parcels.ts';
import { revivaConfig, revivaSchema, type RevivaValues } from './form.ts';
import { CARRIER_NAME, checkShipment, revivaRequest, type RevivaShipmentRequest } from './shipment.ts';
import { revivaTracking, type RevivaStatus } from './status.ts';

const HOUR = 3_600_000;

export function sandbox(options: SandboxOptions): CarrierAdapter {
  const registrations = new Map<string, Registration>();
  /** The recipient per barcode, for the label of a parcel without an order (an order's own recipient wins). */
  const recipients = new Map<string, DeliveryAddress>();

  return {
    carrier: 'reviva',
    mode: 'sandbox',
    config: async (order, query) => revivaConfig(order, query, options.now()),
    schema: () => revivaSchema,

    async register({ values, reference }) {
      const known = registrations.get(reference);
      if (known) return known;
      sandboxTrouble(values, CARRIER_NAME);
      const now = options.now();
      const request = revivaRequest(values as unknown as RevivaValues, reference);
      checkShipment(request, now);
      const address = { zipcode: request.recipient.zipcode, countryCode: request.recipient.countryCode };
      const parcels = Array.from({ length: request.parcels }, (_, index) => {
        const { code, url } = carrierBarcode('reviva', parcelNumber(`${reference}-${index + 1}`), address);
        recipients.set(code, recipientOf(request));
        return { barcode: code, trackingUrl: url };
      });
      const registration = { parcels, carrierReference: sandboxReference(reference, now, outcomeFor(address.zipcode)), labelReady: true };
      registrations.set(reference, registration);
      return registration;
    },

    find: async (reference) => registrations.get(reference) ?? null,
    label: ({ barcode, order }) =>
      sandboxLabel(order, barcode, { carrier: CARRIER_NAME, service: 'Pakket', details: colliFields(registrations.values(), barcode) }, recipients.get(barcode)),

    async status({ carrierReference }) {
      const { elapsedMs, outcome } = readSandboxReference(carrierReference, options.now());
      return revivaTracking(statusAfter(elapsedMs, outcome));
    },
  };
}

function statusAfter(elapsedMs: number, outcome: SandboxOutcome): RevivaStatus {
  if (elapsedMs < HOUR) return 'registered';
  if (elapsedMs < 20 * HOUR) return 'sorted';
  if (elapsedMs < 24 * HOUR) return 'out_for_delivery';
  return FINAL_STATUS[outcome];
}

const FINAL_STATUS: Readonly<Record<SandboxOutcome, RevivaStatus>> = { delivered: 'delivered', neighbours: 'delivered_to_neighbour', failed: 'not_delivered' };

function recipientOf({ recipient }: RevivaShipmentRequest): DeliveryAddress {
  return {
    name: recipient.name,
    companyName: recipient.companyName,
    phoneNumber: recipient.phone,
    address: { street: recipient.street, streetNumber: recipient.houseNumber, zipcode: recipient.zipcode, city: recipient.city, countryCode: recipient.countryCode },
  };
}
