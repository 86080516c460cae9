// A local stand-in for Dynalogic in the shape src/server/carriers/dynalogic/live.ts writes down: X-Api-Key,
// POST /transportorder with an Idempotency-Key (the same key answers the same transport order), 422 with field
// errors, the label, and Dynalogic's known tracking lookup. It can answer 429 or hang the next requests.
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface FakeTransportOrder {
  orderNumber: string;
  trackingUrl: string;
  labelReady: boolean;
  reference: string;
  body: { recipient: { zipcode: string } } & Record<string, unknown>;
  /** What the tracking lookup answers for it; tests move it on. */
  tracking: { Scenario: string; ActiveStep: number };
}

export interface DynalogicFake {
  url: string;
  apiKey: string;
  orders: FakeTransportOrder[];
  failNext(count: number, how: 'rate-limited' | 'hang'): void;
  stop(): Promise<void>;
}

export async function startDynalogicFake(): Promise<DynalogicFake> {
  const apiKey = 'dynalogic-test-key';
  const orders: FakeTransportOrder[] = [];
  let failures: { count: number; how: 'rate-limited' | 'hang' } = { count: 0, how: 'rate-limited' };

  const server = createServer(async (request, response) => {
    const body = await readBody(request);
    if (failures.count > 0) {
      failures.count -= 1;
      if (failures.how === 'hang') return;
      return send(response, 429, { message: 'Too Many Requests' });
    }
    if (request.headers['x-api-key'] !== apiKey) return send(response, 401, { message: 'Invalid API key' });

    const url = new URL(request.url ?? '/', 'http://fake');
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
    if (request.method === 'GET' && labelled) {
      response.writeHead(200, { 'content-type': 'application/pdf' });
      return response.end(`%PDF-1.4 label ${labelled.orderNumber}`);
    }
    const lookup = /^\/transportorder\/full\/ordernumber\/(\d+)\/zipcode\/([0-9A-Z]+)$/.exec(url.pathname);
    const tracked = lookup && orders.find((order) => order.orderNumber === lookup[1] && order.body.recipient.zipcode.replace(/\s/g, '') === lookup[2]);
    if (request.method === 'GET' && tracked) return send(response, 200, { OrderNumber: tracked.orderNumber, ...tracked.tracking });
    send(response, 404, { message: 'Not found' });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;

  return {
    url: `http://127.0.0.1:${port}`,
    apiKey,
    orders,
    failNext(count, how) {
      failures = { count, how };
    },
    stop: () => new Promise<void>((resolve) => {
      server.closeAllConnections();
      server.close(() => resolve());
    }),
  };
}

/** Dynalogic refuses an order without a kind, and a phone number it cannot dial. */
function validationErrors(order: Record<string, unknown> & { recipient: Record<string, unknown> }) {
  const errors: { field: string; message: string }[] = [];
  if (!order.orderKind || order.orderKind === 'geen') errors.push({ field: 'orderKind', message: 'Dit veld is vereist' });
  if (String(order.recipient.phone ?? '').replace(/[\s-]/g, '').length > 15) errors.push({ field: 'phone', message: 'Ongeldig telefoonnummer' });
  return errors;
}

const publicOf = ({ orderNumber, trackingUrl, labelReady }: FakeTransportOrder) => ({ orderNumber, trackingUrl, labelReady });

/** The request's body as text (also ZorgeloosBezorgd's fake). */
export function readBody(request: IncomingMessage): Promise<string> {
  return new Promise((resolve) => {
    let text = '';
    request.on('data', (chunk) => (text += chunk));
    request.on('end', () => resolve(text));
  });
}

export function send(response: ServerResponse, status: number, body: unknown) {
  response.writeHead(status, { 'content-type': 'application/json' });
  response.end(JSON.stringify(body));
}
