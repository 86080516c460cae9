// Live Trunkrs (Client API 2.0, tests/contracts/specs/trunkrs/Client-API-V2.v1.json), our key in `x-api-key`:
//   GET  /timeslots/?country&postalCode → { data: [TimeSlot] } (time-slots.ts)
//   POST /shipments → 201 { data: [Shipment] }; refusals { code, reason } (refusals.ts)
//   GET  /shipments?offset&limit&sort → { data: [Shipment] }: the only way to find a shipment by our orderReference
//   GET  /shipments/{trunkrsNr} → { data: Shipment }, whose label.pdf links to the label
//   GET  /shipments/{trunkrsNr}/status → { data: { trunkrsNr, state } } (its spec says /state answers wrongly in production)
// Crash recovery: a repeated POST with our claim's reference answers DUPLICATE_ORDER_REFERENCE; the shipment it made
// is then found among the newest shipments, so a parcel Trunkrs accepted is never made twice nor lost.
import { CarrierRefusal, type Registration } from '../adapter.ts';
import { callCarrier, type CarrierRequest, type LiveOptions } from '../kit.ts';
import type { TrunkrsParts } from './index.ts';
import { DuplicateReference, trunkrsRefusal } from './refusals.ts';
import type { TrunkrsValues } from './schema.ts';
import { registrationOf, shipmentRequest, TRUNKRS, type TrunkrsShipment, type TrunkrsShipments, type TrunkrsState } from './shipment.ts';
import { recipientEmail, shopEmail } from './shop-email.ts';
import { trunkrsState } from './states.ts';
import { timeSlotsOf, type TrunkrsTimeSlots } from './time-slots.ts';

/** GET /shipments's largest page (its spec: limit ≤ 100), and how many pages back a lost registration is looked for. */
const PAGE = 100;
const PAGES_SEARCHED = 5;

export function liveParts(options: LiveOptions, env: NodeJS.ProcessEnv): TrunkrsParts {
  const shop = shopEmail(env);
  const call = <T>(request: CarrierRequest) =>
    callCarrier<T>(options, TRUNKRS, { ...request, headers: { 'x-api-key': options.apiKey, ...request.headers }, refusal: trunkrsRefusal });
  const shipmentPath = (trunkrsNr: string) => `/shipments/${encodeURIComponent(trunkrsNr)}`;

  async function find(reference: string): Promise<Registration | null> {
    for (let page = 0; page < PAGES_SEARCHED; page++) {
      const query = { offset: String(page * PAGE), limit: String(PAGE), sort: '-trunkrsNr' };
      const { data } = await call<TrunkrsShipments>({ method: 'GET', path: '/shipments', query });
      const found = data.find((shipment) => shipment.orderReference === reference);
      if (found) return registrationOf(found);
      if (data.length < PAGE) break;
    }
    return null;
  }

  return {
    async timeSlots(country, postalCode) {
      return timeSlotsOf(await call<TrunkrsTimeSlots>({ method: 'GET', path: '/timeslots/', query: { country, postalCode } }));
    },

    async register({ values, reference }) {
      const form = values as unknown as TrunkrsValues;
      const body = shipmentRequest(form, reference, recipientEmail(form, shop));
      try {
        const { data } = await call<TrunkrsShipments>({ method: 'POST', path: '/shipments', body });
        return registrationOf(data[0]);
      } catch (error) {
        if (!(error instanceof DuplicateReference)) throw error;
        // An earlier try with this reference reached Trunkrs but its answer was lost.
        const known = await find(reference);
        if (known) return known;
        throw error;
      }
    },

    find,

    async label({ carrierReference }) {
      const { data } = await call<{ data: TrunkrsShipment }>({ method: 'GET', path: shipmentPath(carrierReference) });
      // An absolute link (callCarrier resolves it against nothing); our key goes only to Trunkrs's own API host.
      const ours = new URL(data.label.pdf).origin === new URL(options.baseUrl).origin;
      const request = { method: 'GET', path: data.label.pdf, headers: { accept: 'application/pdf' }, refusal: trunkrsRefusal };
      const pdf = ours ? await call<unknown>(request) : await callCarrier<unknown>(options, TRUNKRS, request);
      if (!Buffer.isBuffer(pdf)) throw new CarrierRefusal('Trunkrs gaf geen label terug', [], true);
      return pdf;
    },

    async status({ carrierReference }) {
      const { data } = await call<{ data: { state: TrunkrsState } }>({ method: 'GET', path: `${shipmentPath(carrierReference)}/status` });
      return trunkrsState(data.state);
    },
  };
}
