// A local stand-in for Red je Pakketje's REST API v1 (integrations.md): Basic base64(apiKey + ':'), { data } answers,
// { error_message, errors } refusals. It keeps the shipments it was sent and can answer 429 or hang the next requests.
import { send, sendPdf, startFakeCarrierServer, type FakeCarrierServer } from './fake-carrier-server.ts';

export interface FakeShipment {
  trackingcode: string;
  tracking_url: string;
  reference: string;
  status: string;
  delivery_attempts: { status: string }[];
  body: Record<string, unknown>;
}

export interface RedjepakketjeFake extends FakeCarrierServer<'rate-limited'> {
  apiKey: string;
  shipments: FakeShipment[];
  /** How many POST /shipments it took. */
  creates(): number;
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

  const server = await startFakeCarrierServer({
    isAuthorized: (request) => request.headers.authorization === expectedAuth,
    unauthorized: { error_message: 'Unauthenticated.' },
    failures: { 'rate-limited': { status: 429, body: { error_message: 'Too many requests' } } },
    handle(request, response, url, body) {
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
        return sendPdf(response, `%PDF-1.4 label ${shipment.trackingcode}`);
      }
      if (request.method === 'GET' && shipment) return send(response, 200, { data: withoutBody(shipment) });
      send(response, 404, { error_message: 'Not found' });
    },
  });
  return { ...server, apiKey, shipments, creates: () => createCount };
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
