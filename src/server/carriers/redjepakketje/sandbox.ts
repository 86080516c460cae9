// Red je Pakketje's sandbox: the same request body as live, refused where the real service refuses it (unknown
// pick-up point, past its cut-off for today, a date already past, an address outside the Netherlands) with its
// { error_message } body read as live reads it, tracking codes and pages in Red je Pakketje's format, and a status
// that moves on with time.
//
// Status over time since registration: pre_transit, after 1 hour in_transit, after 2 hours out_for_delivery, after
// 4 hours delivered; a recipient postcode whose digits end in 99 (e.g. 1099 AB) ends failed_to_deliver, one ending
// in 98 is delivered at the neighbours (sandbox-parcels.ts).
import { pastCutOff, redjepakketjeSchema, type RedjepakketjeValues } from '../../../shared/domain/carrier-forms/redjepakketje.ts';
import { amsterdamToday } from '../../../shared/domain/dates.ts';
import type { CarrierAdapter, Registration } from '../adapter.ts';
import { carrierBarcode } from '../barcodes.ts';
import { colliFields } from '../shared/parcel-fields.ts';
import { sandboxLabel, sandboxTrouble, type SandboxOptions } from '../kit.ts';
import { configFor } from './config.ts';
import { cutOffMessage, SANDBOX_PICKUP_POINTS } from './pickup-points.ts';
import { redjepakketjeRefusal, type RedjepakketjeError } from './refusals.ts';
import { CARRIER_NAME, parcelReference, shipmentRequest, type ShipmentRequest } from './shipment.ts';
import { outcomeFor, parcelNumber, readSandboxReference, sandboxReference, type SandboxOutcome } from '../shared/sandbox-parcels.ts';
import { redjepakketjeTracking, type RedjepakketjeStatus } from './status.ts';

const HOUR = 3_600_000;

export function sandbox(options: SandboxOptions): CarrierAdapter {
  const registrations = new Map<string, Registration>();

  return {
    carrier: 'redjepakketje',
    mode: 'sandbox',
    config: async (order) => configFor(order, SANDBOX_PICKUP_POINTS),
    schema: () => redjepakketjeSchema,

    async register({ order, values, reference }) {
      const known = registrations.get(reference);
      if (known) return known;
      sandboxTrouble(values, CARRIER_NAME);
      const form = values as RedjepakketjeValues;
      const now = options.now();
      const bodies = Array.from({ length: form.coli }, (_, index) => shipmentRequest(order, form, parcelReference(reference, index + 1), now));
      bodies.forEach((body) => refuseLikeTheCarrier(body, now));
      const registration: Registration = {
        parcels: bodies.map((body) => {
          const { code, url } = carrierBarcode('redjepakketje', parcelNumber(body.reference), { zipcode: body.zipcode, countryCode: 'NL' });
          return { barcode: code, trackingUrl: url };
        }),
        carrierReference: sandboxReference(reference, now, outcomeFor(bodies[0].zipcode)),
        labelReady: true,
      };
      registrations.set(reference, registration);
      return registration;
    },

    find: async (reference) => registrations.get(reference) ?? null,
    label: ({ barcode, order }) =>
      sandboxLabel(order, barcode, { carrier: CARRIER_NAME, service: 'Sameday pakket', details: colliFields(registrations.values(), barcode) }),

    async status({ carrierReference }) {
      const { elapsedMs, outcome } = readSandboxReference(carrierReference, options.now());
      const [status, attempt] = statusAfter(elapsedMs, outcome);
      return redjepakketjeTracking(status, attempt);
    },
  };
}

/** Red je Pakketje's own checks, answered as its error body and read as live reads it. */
function refuseLikeTheCarrier(body: ShipmentRequest, now: Date) {
  const error = carrierError(body, now);
  if (error) throw redjepakketjeRefusal(error)!;
}

function carrierError(body: ShipmentRequest, now: Date): RedjepakketjeError | null {
  const point = SANDBOX_PICKUP_POINTS.find((candidate) => candidate.uuid === body.sender.uuid);
  if (!point) return { error_message: 'Onbekend ophaalpunt', error_details: { 'sender.uuid': ['Onbekend ophaalpunt'] } };
  if (!/^[1-9]\d{3}[A-Z]{2}$/.test(body.zipcode)) return { error_message: 'Wij bezorgen alleen op Nederlandse adressen' };
  if (body.house_number < 1) return { error_message: 'Het afleveradres heeft geen huisnummer' };
  if (body.delivery_date < amsterdamToday(now)) return { error_message: 'De bezorgdatum ligt in het verleden' };
  if (pastCutOff(point, body.delivery_date, now)) return { error_message: cutOffMessage(point), error_details: { 'sender.uuid': [cutOffMessage(point)] } };
  return null;
}

function statusAfter(elapsed: number, outcome: SandboxOutcome): [RedjepakketjeStatus, string?] {
  if (elapsed < HOUR) return ['pre_transit'];
  if (elapsed < 2 * HOUR) return ['in_transit'];
  if (elapsed < 4 * HOUR) return ['out_for_delivery'];
  if (outcome === 'failed') return ['failed_to_deliver', 'NT1'];
  return ['delivered', outcome === 'neighbours' ? 'BB' : 'OK'];
}
