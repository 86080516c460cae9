// A local stand-in for Red je Pakketje's REST API v1 (integrations.md): Basic base64(apiKey + ':'), { data } answers,
// { error_message, errors } refusals. It keeps the shipments it was sent and can answer 429 or hang the next requests.
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface FakeShipment {
  trackingcode: string;
  tracking_url: string;
  reference: string;
  status: string;
  delivery_attempts: { status: string }[];
  body: Record<string, unknown>;
}

export interface RedjepakketjeFake {
  url: string;
  apiKey: string;
  shipments: FakeShipment[];
  /** How many POST /shipments it took. */
  creates(): number;
  /** The next `count` requests answer 429, or never answer at all ('hang'). */
  failNext(count: number, how: 'rate-limited' | 'hang'): void;
  stop(): Promise<void>;
}

export const FAKE_PICKUP_POINTS = [
  { uuid: 'a1a1a1a1-0000-4000-8000-000000000001', reference: 'AMS', name: 'Bloemenwinkel Centrum', street: 'Prinsengracht', house_number: '101', zipcode: '1015DX', city: 'Amsterdam', cut_off_time: '13:30' },
  { uuid: 'a1a1a1a1-0000-4000-8000-000000000002', reference: 'DEP', name: 'Depot Sloterdijk', street: 'Basisweg', house_number: '10', zipcode: '1043AP', city: 'Amsterdam', cut_off_time: '15:00' },
];

export async function startRedjepakketjeFake(): Promise<RedjepakketjeFake> {
  const apiKey = 'rjp-test-key';
  const expectedAuth = `Basic ${Buffer.from(`${apiKey}:`).toString('base64')}`;
  const shipments: FakeShipment[] = [];
  let createCount = 0;
  let failures: { count: number; how: 'rate-limited' | 'hang' } = { count: 0, how: 'rate-limited' };

  const server = createServer(async (request, response) => {
    const body = await readBody(request);
    if (failures.count > 0) {
      failures.count -= 1;
      if (failures.how === 'hang') return;
      return send(response, 429, { error_message: 'Too many requests' });
    }
    if (request.headers.authorization !== expectedAuth) return send(response, 401, { error_message: 'Unauthenticated.' });

    const url = new URL(request.url ?? '/', 'http://fake');
    const shipmentPath = /^\/shipments\/([A-Z0-9]+)(\/label)?$/.exec(url.pathname);
    if (request.method === 'GET' && url.pathname === '/pick-up-points') return send(response, 200, { data: FAKE_PICKUP_POINTS });
    if (request.method === 'GET' && url.pathname === '/shipments') {
      const search = url.searchParams.get('search') ?? '';
      return send(response, 200, { data: shipments.filter((shipment) => shipment.reference.includes(search)).map(withoutBody) });
    }
    if (request.method === 'POST' && url.pathname === '/shipments') {
      const shipment = JSON.parse(body) as Record<string, unknown>;
      const refusal = refusalOf(shipment);
      if (refusal) return send(response, 422, refusal);
      createCount += 1;
      const trackingcode = `RJP${String(createCount).padStart(6, '0')}`;
      const created = { trackingcode, tracking_url: `https://track.redjepakketje.nl/${trackingcode}`, reference: String(shipment.reference), status: 'pre_transit', delivery_attempts: [], body: shipment };
      shipments.push(created);
      return send(response, 201, { data: withoutBody(created) });
    }
    const shipment = shipmentPath && shipments.find((candidate) => candidate.trackingcode === shipmentPath[1]);
    if (request.method === 'GET' && shipment && shipmentPath[2]) {
      response.writeHead(200, { 'content-type': 'application/pdf' });
      return response.end(`%PDF-1.4 label ${shipment.trackingcode}`);
    }
    if (request.method === 'GET' && shipment) return send(response, 200, { data: withoutBody(shipment) });
    send(response, 404, { error_message: 'Not found' });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;

  return {
    url: `http://127.0.0.1:${port}`,
    apiKey,
    shipments,
    creates: () => createCount,
    failNext(count, how) {
      failures = { count, how };
    },
    async stop() {
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
    },
  };
}

/** Red je Pakketje's own checks: a known pick-up point and a Dutch postcode. */
function refusalOf(shipment: Record<string, unknown>) {
  const sender = (shipment.sender as { uuid?: string } | undefined)?.uuid;
  if (!FAKE_PICKUP_POINTS.some((point) => point.uuid === sender)) {
    return { error_message: 'The given data was invalid.', errors: { 'sender.uuid': ['The selected sender is invalid.'] } };
  }
  if (!/^[1-9]\d{3}[A-Z]{2}$/.test(String(shipment.zipcode))) return { error_message: 'The zipcode is not a valid Dutch zipcode.' };
  return null;
}

const withoutBody = ({ body: _body, ...shipment }: FakeShipment) => shipment;

export function readBody(request: IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => resolve(Buffer.concat(chunks).toString()));
    request.on('error', reject);
  });
}

export function send(response: ServerResponse, status: number, body: unknown) {
  response.writeHead(status, { 'content-type': 'application/json' });
  response.end(JSON.stringify(body));
}
