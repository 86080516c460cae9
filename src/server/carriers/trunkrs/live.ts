// Live Trunkrs (API v2, integrations.md), our key in the `X-API-Key` header:
//   POST /shipments ShipmentRequest (shipment.ts) → { trunkrsNr, sender, recipient, parcels, timeSlot, state, featureCodes, service }
//   GET  /shipments?orderReference={reference} → [shipment]: our claim's reference finds a registration after a crash
//   GET  /shipments/{trunkrsNr} → shipment; its state.code is Trunkrs's state (states.ts)
//   GET  /label/{md5(trunkrsNr + postcode lower-case without spaces)}/{trunkrsNr} → the label PDF
//   GET  /timeslots?country=NL → [{ id, deliveryWindow: { from, to }, collectionWindow: { from, to }, dataWindow }]
// 401 is our key; 422 is a validation refusal { message, errors: [{ path, message }] } whose paths are mapped to the
// form's fields. Answers wrapped as { data } are read too.
import { createHash } from 'node:crypto';
import { CarrierRefusal, type Registration } from '../adapter.ts';
import { callCarrier, type CarrierRequest, type LiveOptions } from '../kit.ts';
import type { TrunkrsParts } from './index.ts';
import type { TrunkrsValues } from './schema.ts';
import { compactPostcode, formFieldErrors, shipmentRequest, trackingUrl, TRUNKRS } from './shipment.ts';
import { trunkrsTrackingState } from './states.ts';
import type { TrunkrsTimeSlot } from './time-slots.ts';

interface TrunkrsShipment {
  trunkrsNr: string | number;
  orderReference?: string;
  recipient: { postalCode: string };
  state?: { code: string } | string;
}

const unwrap = <T>(body: T | { data: T }): T => (body !== null && typeof body === 'object' && 'data' in body ? body.data : body);

const labelPath = (trunkrsNr: string, postcode: string) =>
  `/label/${createHash('md5').update(trunkrsNr + postcode.replace(/\s+/g, '').toLowerCase()).digest('hex')}/${trunkrsNr}`;

const registrationOf = (shipment: TrunkrsShipment): Registration => {
  const trunkrsNr = String(shipment.trunkrsNr);
  return {
    parcels: [{ barcode: trunkrsNr, trackingUrl: trackingUrl(trunkrsNr, shipment.recipient.postalCode) }],
    carrierReference: trunkrsNr,
    labelReady: true,
  };
};

export function liveParts(options: LiveOptions): TrunkrsParts {
  const call = <T>(request: Omit<CarrierRequest, 'headers'>) =>
    callCarrier<T | { data: T }>(options, TRUNKRS, { ...request, headers: { 'x-api-key': options.apiKey } }).then(unwrap);
  const shipment = (trunkrsNr: string) => call<TrunkrsShipment>({ method: 'GET', path: `/shipments/${encodeURIComponent(trunkrsNr)}` });

  return {
    timeSlots: (country) => call<TrunkrsTimeSlot[]>({ method: 'GET', path: '/timeslots', query: { country } }),

    async register({ values, reference }) {
      try {
        const created = await call<TrunkrsShipment>({ method: 'POST', path: '/shipments', body: shipmentRequest(values as unknown as TrunkrsValues, reference) });
        return registrationOf(created);
      } catch (error) {
        if (error instanceof CarrierRefusal && !error.retryable) throw new CarrierRefusal(error.message, formFieldErrors(error.fieldErrors));
        throw error;
      }
    },

    async find(reference) {
      const [found] = await call<TrunkrsShipment[]>({ method: 'GET', path: '/shipments', query: { orderReference: reference } });
      return found ? registrationOf(found) : null;
    },

    async label({ carrierReference, order }) {
      const postcode = order?.recipient.address.zipcode ?? (await shipment(carrierReference)).recipient.postalCode;
      const pdf = await call<unknown>({ method: 'GET', path: labelPath(carrierReference, compactPostcode(postcode)) });
      if (!Buffer.isBuffer(pdf)) throw new CarrierRefusal('Trunkrs gaf geen label terug', [], true);
      return pdf;
    },

    async status({ carrierReference }) {
      const { state } = await shipment(carrierReference);
      return trunkrsTrackingState(typeof state === 'string' ? state : state?.code ?? 'DATA_RECEIVED');
    },
  };
}
