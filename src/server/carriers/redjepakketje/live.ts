/*
 * Red je Pakketje's REST API. It publishes no open specification; what this adapter sends and reads follows the only
 * public client, jacobdekeizer/redjepakketje-client (its API v2 release; base https://api.redjepakketje.nl/api/v1).
 *
 * Confirmed by that client:
 *   - Basic auth with base64(apiKey + ':'), Accept: application/json, JSON bodies in snake_case.
 *   - GET  /pick-up-locations                 → { data: [{ uuid, name, street, house_number, house_number_extension,
 *                                                 zipcode, city, country, available_days, types, capacity, lat, lng }] }
 *   - POST /shipments?label=pdf&pagesize=a6   → { data: Shipment }; label and pagesize are always in the query.
 *     The body's sender is { uuid }; product and product_options [{ option, value, max_attempts }] as we send them.
 *   - Shipment: { trackingcode, tracking_url, reference, status, delivery_attempts[], label, … }.
 *   - GET  /shipments?per_page=&search=       → { data: [Shipment] } (paginated).
 *   - GET  /shipments/{trackingcode}          → { data: Shipment }.
 *   - GET  /shipments/{trackingcode}/label?format=pdf&pagesize=a6 → the label itself.
 *   - A refusal (4xx) carries error_message; it is shown as 'Red je Pakketje: …' (refusals.ts).
 * Unconfirmed (nothing public shows it):
 *   - that sender.uuid takes a pick-up location's uuid (the client also has /senders);
 *   - the pick-up locations' cut-off times: the answer has none, so the live form shows none and Red je Pakketje
 *     itself refuses a parcel too late for today;
 *   - the shape of error_details (we read { field: message | [message] }) and which status codes it answers;
 *   - that search finds a shipment by its reference (the crash recovery below relies on it);
 *   - the delivery attempts' codes (BB: delivered at the neighbours).
 *
 * It takes one shipment per parcel and has no idempotency key: each parcel carries `{claim reference}-{n}`, and a
 * registration first looks for parcels it already has under that reference, so a retry never announces twice.
 */
import type { PickupPoint, RedjepakketjeValues } from '../../../shared/domain/carrier-forms/redjepakketje.ts';
import { redjepakketjeSchema } from '../../../shared/domain/carrier-forms/redjepakketje.ts';
import type { CarrierAdapter, Registration } from '../adapter.ts';
import { liveCaller, type CarrierRequest, type LiveOptions } from '../kit.ts';
import { configFor } from './config.ts';
import { redjepakketjeRefusal } from './refusals.ts';
import { CARRIER_NAME, parcelReference, shipmentRequest } from './shipment.ts';
import { redjepakketjeTracking } from './status.ts';

interface RemoteShipment {
  trackingcode: string;
  tracking_url: string;
  reference: string | null;
  status: string;
  delivery_attempts?: { status: string }[];
}

/** A pick-up location as GET /pick-up-locations answers it (the fields the form shows). */
interface PickUpLocation {
  uuid: string;
  name: string;
  street: string;
  house_number: string;
  house_number_extension?: string | null;
}

/** How Red je Pakketje's labels are made: always asked for, as the public client does. */
const LABEL_QUERY = { label: 'pdf', pagesize: 'a6' };

const pickupPointOf = ({ uuid, name, street, house_number, house_number_extension }: PickUpLocation): PickupPoint => ({
  uuid, name, street, house_number: [house_number, house_number_extension].filter(Boolean).join(' '),
});

export function live(options: LiveOptions): CarrierAdapter {
  const authorization = `Basic ${Buffer.from(`${options.apiKey}:`).toString('base64')}`;
  const caller = liveCaller(options, CARRIER_NAME, { authorization });
  const call = <T>(request: CarrierRequest) => caller<T>({ ...request, refusal: redjepakketjeRefusal });

  /** The parcels Red je Pakketje has under `reference`, in parcel order. */
  async function parcelsOf(reference: string): Promise<RemoteShipment[]> {
    const found = await call<{ data: RemoteShipment[] }>({ method: 'GET', path: '/shipments', query: { search: reference, per_page: '100' } });
    return found.data
      .filter((shipment) => shipment.reference?.startsWith(`${reference}-`))
      .sort((a, b) => parcelIndex(a.reference!) - parcelIndex(b.reference!));
  }

  const registrationOf = (shipments: RemoteShipment[]): Registration => ({
    parcels: shipments.map((shipment) => ({ barcode: shipment.trackingcode, trackingUrl: shipment.tracking_url })),
    carrierReference: shipments[0].trackingcode,
    labelReady: true,
  });

  return {
    carrier: 'redjepakketje',
    mode: 'live',
    async config(order) {
      const locations = await call<{ data: PickUpLocation[] }>({ method: 'GET', path: '/pick-up-locations' });
      return configFor(order, locations.data.map(pickupPointOf));
    },
    schema: () => redjepakketjeSchema,

    async register({ order, values, reference }) {
      const form = values as RedjepakketjeValues;
      const bodies = Array.from({ length: form.coli }, (_, index) => shipmentRequest(order, form, parcelReference(reference, index + 1), new Date()));
      const existing = await parcelsOf(reference);
      const shipments: RemoteShipment[] = [];
      for (const body of bodies) {
        const known = existing.find((shipment) => shipment.reference === body.reference);
        shipments.push(known ?? (await call<{ data: RemoteShipment }>({ method: 'POST', path: '/shipments', query: LABEL_QUERY, body })).data);
      }
      return registrationOf(shipments);
    },

    async find(reference) {
      const shipments = await parcelsOf(reference);
      return shipments.length > 0 ? registrationOf(shipments) : null;
    },

    label: ({ barcode }) =>
      call<Buffer>({ method: 'GET', path: `/shipments/${encodeURIComponent(barcode)}/label`, query: { format: 'pdf', pagesize: 'a6' } }),

    async status({ barcode }) {
      const { data } = await call<{ data: RemoteShipment }>({ method: 'GET', path: `/shipments/${encodeURIComponent(barcode)}` });
      return redjepakketjeTracking(data.status, data.delivery_attempts?.at(-1)?.status);
    },
  };
}

const parcelIndex = (reference: string) => Number(reference.slice(reference.lastIndexOf('-') + 1));
