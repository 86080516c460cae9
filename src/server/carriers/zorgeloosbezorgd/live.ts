// ZorgeloosBezorgd's live service. It has no public API (integrations.md), so this speaks a clean JSON shape of our
// own, built from the spec's form fields, in the carrier's own words:
//
//   every call                  Authorization: Bearer {apiKey}
//   POST /v1/deliveries         Idempotency-Key: {our claim reference}; the same key answers the same delivery
//     { reference, orderNumber, date: 'YYYY-MM-DD', timeSlot: 'HH:mm-HH:mm', colli, remark,
//       recipient: { name, companyName, street, houseNumber, postalCode, city, country, phone, email } }
//     → 201 { code: 'ZB#########', trackingUrl, status }
//     → 422 { message, errors: { <its field>: [message] } }, e.g. { "recipient.phone": ["te lang"] }
//   GET /v1/deliveries?reference={reference}  → 200 { deliveries: [{ code, trackingUrl, status }] }
//   GET /v1/deliveries/{code}/label           → 200 application/pdf (10×15)
//   GET /v1/deliveries/{code}                 → 200 { code, trackingUrl, status }, 404 unknown
import type { Order } from '../../../shared/schema/order.ts';
import type { CarrierAdapter, Registration } from '../adapter.ts';
import { liveCaller, type LiveOptions } from '../kit.ts';
import { parcelLiveForm, parcelOrder } from '../shared/parcel-carrier.ts';
import { zorgeloosBezorgdCarrier } from './carrier.ts';
import { zorgeloosBezorgdState } from './status.ts';

interface Delivery {
  code: string;
  trackingUrl: string | null;
  status: string;
}

const NAME = zorgeloosBezorgdCarrier.name;

/** Its field names → our form's, so its refusals land on the form's fields. */
const FORM_FIELDS: Readonly<Record<string, string>> = {
  date: 'preferredDeliveryDate',
  timeSlot: 'preferredDeliveryTime',
  colli: 'coli',
  remark: 'remark',
  'recipient.name': 'name',
  'recipient.companyName': 'companyName',
  'recipient.phone': 'phone',
  'recipient.email': 'emailAddress',
};

function deliveryBody(order: Order, values: Record<string, unknown>, reference: string) {
  const { address } = order.recipient;
  return {
    reference,
    orderNumber: order.orderNumber,
    date: values.preferredDeliveryDate,
    timeSlot: values.preferredDeliveryTime,
    colli: values.coli,
    remark: values.remark ?? '',
    recipient: {
      name: values.name,
      companyName: values.companyName ?? '',
      street: address.street,
      houseNumber: address.streetNumber,
      postalCode: address.zipcode,
      city: address.city,
      country: address.countryCode,
      phone: values.phone ?? '',
      email: values.emailAddress ?? '',
    },
  };
}

const registration = (delivery: Delivery): Registration => ({
  parcels: [{ barcode: delivery.code, trackingUrl: delivery.trackingUrl }],
  carrierReference: delivery.code,
  labelReady: true,
});

export function zorgeloosBezorgdLive(options: LiveOptions): CarrierAdapter {
  const call = liveCaller(options, NAME, { authorization: `Bearer ${options.apiKey}` }, (field) => FORM_FIELDS[field] ?? field);

  return {
    ...parcelLiveForm(zorgeloosBezorgdCarrier),

    async register({ order, values, reference }) {
      const body = deliveryBody(parcelOrder(zorgeloosBezorgdCarrier, order), values, reference);
      return registration(await call<Delivery>({ method: 'POST', path: '/v1/deliveries', body, headers: { 'idempotency-key': reference } }));
    },

    async find(reference) {
      const { deliveries } = await call<{ deliveries: Delivery[] }>({ method: 'GET', path: '/v1/deliveries', query: { reference } });
      return deliveries[0] ? registration(deliveries[0]) : null;
    },

    label: ({ carrierReference }) => call<Buffer>({ method: 'GET', path: `/v1/deliveries/${encodeURIComponent(carrierReference)}/label` }),

    async status({ carrierReference }) {
      const delivery = await call<Delivery>({ method: 'GET', path: `/v1/deliveries/${encodeURIComponent(carrierReference)}` });
      return zorgeloosBezorgdState(delivery.status);
    },
  };
}
