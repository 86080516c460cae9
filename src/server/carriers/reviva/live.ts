// Reviva has no public registration API (integrations.md): this is the clean JSON shape we ask of it.
//
//   Authorization: Bearer {apiKey}; JSON in and out; errors { message, errors?: [{ field, message }] } where a field
//   is named as in the request body ('recipient.zipcode', 'deliveryDate'); 401 bad key, 422 refused, 429 slow down.
//   GET  /v1/delivery-options?date=YYYY-MM-DD&countryCode=NL&zipcode=…
//        → { cutOffTime: 'HH:mm', firstDeliveryDate: 'YYYY-MM-DD', problem: string | null }
//   POST /v1/shipments   Idempotency-Key: {claim reference}
//        { reference, deliveryDate, parcels, remark, recipient: { name, companyName, street, houseNumber, zipcode,
//          city, countryCode, phone, email } }
//        → 201 { id, reference, status, parcels: [{ barcode, trackingUrl }] }; the same key again answers that shipment
//   GET  /v1/shipments?reference={claim reference}  → { items: [shipment] }
//   GET  /v1/shipments/{id}                          → shipment (status: registered, sorted, out_for_delivery, delivered,
//                                                      delivered_to_neighbour, not_delivered, returned, damaged, cancelled)
//   GET  /v1/shipments/{id}/labels/{barcode}         → the 10×15 label, application/pdf
import type { CarrierAdapter, Registration } from '../adapter.ts';
import { liveCaller, type LiveOptions } from '../kit.ts';
import { revivaConfig, revivaSchema, type RevivaValues } from './form.ts';
import { CARRIER_NAME, revivaRequest } from './shipment.ts';
import { revivaTracking } from './status.ts';

interface RemoteShipment {
  id: string;
  reference: string;
  status: string;
  parcels: { barcode: string; trackingUrl: string }[];
}

export function live(options: LiveOptions): CarrierAdapter {
  const call = liveCaller(options, CARRIER_NAME, { authorization: `Bearer ${options.apiKey}` }, formField);
  const registrationOf = (shipment: RemoteShipment): Registration => ({ parcels: shipment.parcels, carrierReference: shipment.id, labelReady: true });

  return {
    carrier: 'reviva',
    mode: 'live',
    async config(order, query) {
      const config = revivaConfig(order, query, new Date());
      const asked = { date: query.deliveryDate ?? String(config.defaults.deliveryDate), countryCode: query.countryCode ?? String(config.defaults.countryCode) };
      const remote = await call<{ cutOffTime: string; firstDeliveryDate: string; problem: string | null }>({
        method: 'GET', path: '/v1/delivery-options', query: { ...asked, ...(query.zipcode && { zipcode: query.zipcode }) },
      });
      return { defaults: config.defaults, options: { ...config.options, ...remote } };
    },
    schema: () => revivaSchema,

    async register({ values, reference }) {
      const body = revivaRequest(values as unknown as RevivaValues, reference);
      const shipment = await call<RemoteShipment>({ method: 'POST', path: '/v1/shipments', headers: { 'idempotency-key': reference }, body });
      return registrationOf(shipment);
    },

    async find(reference) {
      const { items } = await call<{ items: RemoteShipment[] }>({ method: 'GET', path: '/v1/shipments', query: { reference } });
      const shipment = items.find((item) => item.reference === reference);
      return shipment ? registrationOf(shipment) : null;
    },

    label: ({ carrierReference, barcode }) =>
      call<Buffer>({ method: 'GET', path: `/v1/shipments/${encodeURIComponent(carrierReference)}/labels/${encodeURIComponent(barcode)}` }),

    async status({ carrierReference }) {
      const shipment = await call<RemoteShipment>({ method: 'GET', path: `/v1/shipments/${encodeURIComponent(carrierReference)}` });
      return revivaTracking(shipment.status);
    },
  };
}

/** Reviva names the body's fields; the form's are the recipient's without 'recipient.', and colli for parcels. */
const formField = (field: string) => (field === 'parcels' ? 'coli' : field.replace(/^recipient\./, ''));
