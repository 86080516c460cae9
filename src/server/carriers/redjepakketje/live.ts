// Red je Pakketje's REST API v1 (integrations.md): Basic auth with base64(apiKey + ':'), snake_case bodies,
// answers wrapped in { data }, errors as { error_message }.
//   GET  /pick-up-points                        → { data: [{ uuid, name, street, house_number, cut_off_time, … }] }
//   POST /shipments                             → { data: { trackingcode, tracking_url, status, reference, … } }
//   GET  /shipments?search={reference}          → { data: [shipment, …] }
//   GET  /shipments/{trackingcode}              → { data: { status, delivery_attempts: [{ status, … }], … } }
//   GET  /shipments/{trackingcode}/label?format=pdf&pagesize=a6  → the label PDF
// It takes one shipment per parcel and has no idempotency key: each parcel carries `{claim reference}-{n}`, and a
// registration first looks for parcels it already has under that reference, so a retry never announces twice.
import type { PickupPoint, RedjepakketjeValues } from '../../../shared/domain/carrier-forms/redjepakketje.ts';
import { redjepakketjeSchema } from '../../../shared/domain/carrier-forms/redjepakketje.ts';
import type { CarrierAdapter, Registration } from '../adapter.ts';
import { liveCaller, type LiveOptions } from '../kit.ts';
import { configFor } from './config.ts';
import { CARRIER_NAME, FORM_FIELD_OF, parcelReference, shipmentRequest } from './shipment.ts';
import { redjepakketjeTracking } from './status.ts';

interface RemoteShipment {
  trackingcode: string;
  tracking_url: string;
  reference: string | null;
  status: string;
  delivery_attempts?: { status: string }[];
}

export function live(options: LiveOptions): CarrierAdapter {
  const authorization = `Basic ${Buffer.from(`${options.apiKey}:`).toString('base64')}`;
  // Red je Pakketje names its own body fields in refusals; the form knows them as its own.
  const call = liveCaller(options, CARRIER_NAME, { authorization }, (field) => FORM_FIELD_OF[field] ?? field);

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
      const points = await call<{ data: PickupPoint[] }>({ method: 'GET', path: '/pick-up-points' });
      return configFor(order, points.data.map(({ uuid, name, street, house_number, cut_off_time }) => ({ uuid, name, street, house_number, cut_off_time })));
    },
    schema: () => redjepakketjeSchema,

    async register({ order, values, reference }) {
      const form = values as RedjepakketjeValues;
      const bodies = Array.from({ length: form.coli }, (_, index) => shipmentRequest(order, form, parcelReference(reference, index + 1), new Date()));
      const existing = await parcelsOf(reference);
      const shipments: RemoteShipment[] = [];
      for (const body of bodies) {
        const known = existing.find((shipment) => shipment.reference === body.reference);
        shipments.push(known ?? (await call<{ data: RemoteShipment }>({ method: 'POST', path: '/shipments', body })).data);
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

