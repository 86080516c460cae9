// Dynalogic's live service. It has no public registration API (integrations.md), so registration speaks a clean
// JSON shape of our own built from the spec's form fields; the tracking lookup is Dynalogic's known one.
//
//   every call            X-Api-Key: {apiKey}
//   POST /transportorder  Idempotency-Key: {our claim reference}; the same key answers the same transport order
//     { reference, orderNumber, orderKind, preferredDeliveryDate, preferredDeliveryTime: 'HH:mm-HH:mm', coli,
//       weightKg, remark, recipient: { name, companyName, street, houseNumber, zipcode, city, countryCode, phone,
//       fax, email } }
//     → 201 { orderNumber: '4#########', trackingUrl, labelReady }
//     → 422 { message, errors: [{ field, message }] }, field named as in our form
//   GET /transportorder?reference={reference}          → 200 { transportOrders: [{ orderNumber, trackingUrl, labelReady }] }
//   GET /transportorder/{orderNumber}/label            → 200 application/pdf (10×15)
//   GET /transportorder/full/ordernumber/{orderNumber}/zipcode/{postcode}
//                                                      → 200 { OrderNumber, Scenario, ActiveStep }, 404 unknown, 429
import type { Order } from '../../../shared/schema/order.ts';
import type { CarrierAdapter, Registration } from '../adapter.ts';
import { liveCaller, type LiveOptions } from '../kit.ts';
import { parcelLiveForm, parcelOrder } from '../shared/parcel-carrier.ts';
import { dynalogicCarrier } from './carrier.ts';
import { dynalogicState, type DynalogicTracking } from './status.ts';

interface TransportOrder {
  orderNumber: string;
  trackingUrl: string | null;
  labelReady: boolean;
}

const NAME = dynalogicCarrier.name;
const compactPostcode = (zipcode: string) => zipcode.replace(/\s/g, '').toUpperCase();

function transportOrderBody(order: Order, values: Record<string, unknown>, reference: string) {
  const { recipient } = order;
  return {
    reference,
    orderNumber: order.orderNumber,
    orderKind: values.orderKind,
    preferredDeliveryDate: values.preferredDeliveryDate,
    preferredDeliveryTime: values.preferredDeliveryTime,
    coli: values.coli ?? 1,
    weightKg: values.weight,
    remark: values.remark ?? '',
    recipient: {
      name: values.name || recipient.name,
      companyName: values.companyName ?? '',
      street: recipient.address.street,
      houseNumber: recipient.address.streetNumber,
      zipcode: recipient.address.zipcode,
      city: recipient.address.city,
      countryCode: recipient.address.countryCode,
      phone: values.phone ?? '',
      fax: values.fax ?? '',
      email: values.email ?? '',
    },
  };
}

/** Our reference keeps what the tracking lookup needs besides the order number: the postcode. */
const registration = (transportOrder: TransportOrder, postcode: string): Registration => ({
  parcels: [{ barcode: transportOrder.orderNumber, trackingUrl: transportOrder.trackingUrl }],
  carrierReference: `${transportOrder.orderNumber}:${compactPostcode(postcode)}`,
  labelReady: transportOrder.labelReady,
});

export function dynalogicLive(options: LiveOptions): CarrierAdapter {
  const call = liveCaller(options, NAME, { 'x-api-key': options.apiKey });

  return {
    ...parcelLiveForm(dynalogicCarrier),

    async register({ order, values, reference }) {
      const parcelFor = parcelOrder(dynalogicCarrier, order);
      const body = transportOrderBody(parcelFor, values, reference);
      const created = await call<TransportOrder>({ method: 'POST', path: '/transportorder', body, headers: { 'idempotency-key': reference } });
      return registration(created, parcelFor.recipient.address.zipcode);
    },

    async find(reference) {
      const { transportOrders } = await call<{ transportOrders: (TransportOrder & { recipient?: { zipcode: string } })[] }>({ method: 'GET', path: '/transportorder', query: { reference } });
      const [found] = transportOrders;
      return found ? registration(found, found.recipient?.zipcode ?? '') : null;
    },

    label: ({ barcode }) => call<Buffer>({ method: 'GET', path: `/transportorder/${encodeURIComponent(barcode)}/label` }),

    async status({ carrierReference }) {
      const [orderNumber, postcode] = carrierReference.split(':');
      const path = `/transportorder/full/ordernumber/${encodeURIComponent(orderNumber)}/zipcode/${encodeURIComponent(postcode)}`;
      return dynalogicState(await call<DynalogicTracking>({ method: 'GET', path }));
    },
  };
}
