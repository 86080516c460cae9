// A local stand-in for Red je Pakketje's REST API as its only public client (jacobdekeizer/redjepakketje-client,
// API v2) speaks it: Basic base64(apiKey + ':'), GET /pick-up-locations, POST /shipments?label=pdf&pagesize=a6,
// { data } answers with the client's Shipment fields, and { error_code, error_message, error_details } refusals.
// It keeps the shipments and every request it was sent, and can answer 429 or hang the next requests.
import { send, sendPdf, startFakeCarrierServer, type FakeCarrierServer } from './fake-carrier-server.ts';

export interface FakeShipment {
  trackingcode: string;
  tracking_url: string;
  reference: string;
  status: string;
  delivery_attempts: { status: string }[];
  body: Record<string, unknown>;
}

export interface FakeRequest {
  method: string;
  path: string;
  query: Record<string, string>;
}

export interface RedjepakketjeFake extends FakeCarrierServer<'rate-limited'> {
  apiKey: string;
  shipments: FakeShipment[];
  requests: FakeRequest[];
  /** How many POST /shipments it took. */
  creates(): number;
  /** The next POST /shipments is refused with this body (422). */
  refuseNext(body: Record<string, unknown>): void;
}

/** Pick-up locations as the client's PickUpLocation model has them: no cut-off time. */
export const FAKE_PICKUP_LOCATIONS = [
  {
    uuid: 'a1a1a1a1-0000-4000-8000-000000000001', name: 'Bloemenwinkel Centrum', street: 'Prinsengracht', house_number: '101',
    house_number_extension: 'A', zipcode: '1015DX', city: 'Amsterdam', country: 'NL', available_days: [1, 2, 3, 4, 5, 6],
    types: ['pick_up'], capacity: 40, lat: 52.3766, lng: 4.8846,
  },
  {
    uuid: 'a1a1a1a1-0000-4000-8000-000000000002', name: 'Depot Sloterdijk', street: 'Basisweg', house_number: '10',
    house_number_extension: null, zipcode: '1043AP', city: 'Amsterdam', country: 'NL', available_days: [1, 2, 3, 4, 5],
    types: ['pick_up', 'return'], capacity: 400, lat: 52.3896, lng: 4.8353,
  },
];

const refusalBody = (message: string, details?: Record<string, string[]>) => ({ error_code: 422, error_message: message, error_details: details ?? null });

export async function startRedjepakketjeFake(): Promise<RedjepakketjeFake> {
  const apiKey = 'rjp-test-key';
  const expectedAuth = `Basic ${Buffer.from(`${apiKey}:`).toString('base64')}`;
  const shipments: FakeShipment[] = [];
  const requests: FakeRequest[] = [];
  let createCount = 0;
  let nextRefusal: Record<string, unknown> | null = null;

  const server = await startFakeCarrierServer({
    isAuthorized: (request) => request.headers.authorization === expectedAuth,
    unauthorized: { error_code: 401, error_message: 'Unauthenticated.' },
    failures: { 'rate-limited': { status: 429, body: { error_code: 429, error_message: 'Too Many Attempts.' } } },
    handle(request, response, url, body) {
      requests.push({ method: request.method ?? '', path: url.pathname, query: Object.fromEntries(url.searchParams) });
      const shipmentPath = /^\/shipments\/([A-Z0-9]+)(\/label)?$/.exec(url.pathname);
      if (request.method === 'GET' && url.pathname === '/pick-up-locations') return send(response, 200, { data: FAKE_PICKUP_LOCATIONS });
      if (request.method === 'GET' && url.pathname === '/shipments') {
        const search = url.searchParams.get('search') ?? '';
        return send(response, 200, { data: shipments.filter((shipment) => shipment.reference.includes(search)).map(withoutBody), links: {}, meta: {} });
      }
      if (request.method === 'POST' && url.pathname === '/shipments') {
        const shipment = JSON.parse(body) as Record<string, unknown>;
        const refusal = nextRefusal ?? refusalOf(shipment, url.searchParams);
        nextRefusal = null;
        if (refusal) return send(response, 422, refusal);
        createCount += 1;
        const trackingcode = `RJP${String(createCount).padStart(6, '0')}`;
        const created = {
          trackingcode, tracking_url: `https://track.redjepakketje.nl/${trackingcode}`, reference: String(shipment.reference),
          status: 'pre_transit', delivery_attempts: [], body: shipment,
        };
        shipments.push(created);
        return send(response, 201, { data: { ...withoutBody(created), label: Buffer.from(`%PDF-1.4 label ${trackingcode}`).toString('base64') } });
      }
      const shipment = shipmentPath && shipments.find((candidate) => candidate.trackingcode === shipmentPath[1]);
      if (request.method === 'GET' && shipment && shipmentPath[2]) return sendPdf(response, `%PDF-1.4 label ${shipment.trackingcode}`);
      if (request.method === 'GET' && shipment) return send(response, 200, { data: withoutBody(shipment) });
      send(response, 404, { error_code: 404, error_message: 'Not found' });
    },
  });
  return {
    ...server, apiKey, shipments, requests,
    creates: () => createCount,
    refuseNext: (refusal) => void (nextRefusal = refusal),
  };
}

/** Red je Pakketje's own checks: the label query, a known pick-up location and a Dutch postcode. */
function refusalOf(shipment: Record<string, unknown>, query: URLSearchParams) {
  if (query.get('label') !== 'pdf' || query.get('pagesize') !== 'a6') return refusalBody('The label and pagesize query parameters are required.');
  const sender = (shipment.sender as { uuid?: string } | undefined)?.uuid;
  if (!FAKE_PICKUP_LOCATIONS.some((point) => point.uuid === sender)) {
    return refusalBody('The given data was invalid.', { 'sender.uuid': ['The selected sender.uuid is invalid.'] });
  }
  if (!/^[1-9]\d{3}[A-Z]{2}$/.test(String(shipment.zipcode))) return refusalBody('The zipcode is not a valid Dutch zipcode.');
  return null;
}

const withoutBody = ({ body: _body, ...shipment }: FakeShipment) => shipment;
