// A local stand-in for Dynalogic in the shape src/server/carriers/dynalogic/live.ts writes down: X-Api-Key,
// POST /transportorder with an Idempotency-Key (the same key answers the same transport order), 422 with field
// errors, the label, and Dynalogic's known tracking lookup. It can answer 429 or hang the next requests.
import { send, sendPdf, startFakeCarrierServer, type FakeCarrierServer } from './fake-carrier-server.ts';

export interface FakeTransportOrder {
  orderNumber: string;
  trackingUrl: string;
  labelReady: boolean;
  reference: string;
  body: { recipient: { zipcode: string } } & Record<string, unknown>;
  /** What the tracking lookup answers for it; tests move it on. */
  tracking: { Scenario: string; ActiveStep: number };
}

export interface DynalogicFake extends FakeCarrierServer<'rate-limited'> {
  apiKey: string;
  orders: FakeTransportOrder[];
}

export async function startDynalogicFake(): Promise<DynalogicFake> {
  const apiKey = 'dynalogic-test-key';
  const orders: FakeTransportOrder[] = [];

  const server = await startFakeCarrierServer({
    isAuthorized: (request) => request.headers['x-api-key'] === apiKey,
    unauthorized: { message: 'Invalid API key' },
    failures: { 'rate-limited': { status: 429, body: { message: 'Too Many Requests' } } },
    handle(request, response, url, body) {
      if (request.method === 'POST' && url.pathname === '/transportorder') {
        const reference = String(request.headers['idempotency-key'] ?? '');
        const known = orders.find((order) => order.reference === reference);
        if (known) return send(response, 200, publicOf(known));
        const transportOrder = JSON.parse(body) as FakeTransportOrder['body'];
        const errors = validationErrors(transportOrder);
        if (errors.length > 0) return send(response, 422, { message: 'Er zijn validatie fouten opgetreden, controleer uw invoer.', errors });
        const orderNumber = `4${String(100_000_001 + orders.length).padStart(9, '0')}`;
        const zipcode = transportOrder.recipient.zipcode.replace(/\s/g, '');
        const created: FakeTransportOrder = {
          orderNumber, reference, labelReady: true, body: transportOrder,
          trackingUrl: `https://tracking.dynalogic.eu/ordernumber/${orderNumber}/zipcode/${zipcode}`,
          tracking: { Scenario: 'DEL_DEF', ActiveStep: 1 },
        };
        orders.push(created);
        return send(response, 201, publicOf(created));
      }
      if (request.method === 'GET' && url.pathname === '/transportorder') {
        const found = orders.filter((order) => order.reference === url.searchParams.get('reference'));
        return send(response, 200, { transportOrders: found.map((order) => ({ ...publicOf(order), recipient: { zipcode: order.body.recipient.zipcode } })) });
      }
      const label = /^\/transportorder\/(\d+)\/label$/.exec(url.pathname);
      const labelled = label && orders.find((order) => order.orderNumber === label[1]);
      if (request.method === 'GET' && labelled) return sendPdf(response, `%PDF-1.4 label ${labelled.orderNumber}`);
      const lookup = /^\/transportorder\/full\/ordernumber\/(\d+)\/zipcode\/([0-9A-Z]+)$/.exec(url.pathname);
      const tracked = lookup && orders.find((order) => order.orderNumber === lookup[1] && order.body.recipient.zipcode.replace(/\s/g, '') === lookup[2]);
      if (request.method === 'GET' && tracked) return send(response, 200, { OrderNumber: tracked.orderNumber, ...tracked.tracking });
      send(response, 404, { message: 'Not found' });
    },
  });
  return { ...server, apiKey, orders };
}

/** Dynalogic refuses an order without a kind, and a phone number it cannot dial. */
function validationErrors(order: Record<string, unknown> & { recipient: Record<string, unknown> }) {
  const errors: { field: string; message: string }[] = [];
  if (!order.orderKind || order.orderKind === 'geen') errors.push({ field: 'orderKind', message: 'Dit veld is vereist' });
  if (String(order.recipient.phone ?? '').replace(/[\s-]/g, '').length > 15) errors.push({ field: 'phone', message: 'Ongeldig telefoonnummer' });
  return errors;
}

const publicOf = ({ orderNumber, trackingUrl, labelReady }: FakeTransportOrder) => ({ orderNumber, trackingUrl, labelReady });
