// A local stand-in for Reviva speaking the JSON shape written down in src/server/carriers/reviva/live.ts: Bearer key,
// Idempotency-Key on registrations, { message, errors } refusals. It can answer 429 or hang the next requests.
import { send, sendPdf, startFakeCarrierServer, type FakeCarrierServer } from './fake-carrier-server.ts';

export interface FakeRevivaShipment {
  id: string;
  reference: string;
  status: string;
  parcels: { barcode: string; trackingUrl: string }[];
  body: Record<string, unknown>;
  idempotencyKey: string | undefined;
}

export interface RevivaFake extends FakeCarrierServer<'rate-limited'> {
  apiKey: string;
  shipments: FakeRevivaShipment[];
}

export async function startRevivaFake(): Promise<RevivaFake> {
  const apiKey = 'reviva-test-key';
  const shipments: FakeRevivaShipment[] = [];

  const server = await startFakeCarrierServer({
    isAuthorized: (request) => request.headers.authorization === `Bearer ${apiKey}`,
    unauthorized: { message: 'Unauthorized' },
    failures: { 'rate-limited': { status: 429, body: { message: 'Too Many Requests' } } },
    handle(request, response, url, body) {
      const path = /^\/v1\/shipments\/([^/]+)(?:\/labels\/([^/]+))?$/.exec(url.pathname);
      if (request.method === 'GET' && url.pathname === '/v1/delivery-options') {
        const problem = url.searchParams.get('countryCode') === 'NL' ? null : 'Geen bezorging in dit land';
        return send(response, 200, { cutOffTime: '14:30', firstDeliveryDate: '2026-12-24', problem });
      }
      if (request.method === 'POST' && url.pathname === '/v1/shipments') {
        const key = request.headers['idempotency-key'] as string | undefined;
        const earlier = key && shipments.find((shipment) => shipment.idempotencyKey === key);
        if (earlier) return send(response, 200, publicShipment(earlier));
        const shipment = JSON.parse(body) as { reference: string; parcels: number; recipient: { zipcode: string } };
        if (!/^\d{4}\s?[A-Z]{2}$/i.test(shipment.recipient.zipcode)) {
          return send(response, 422, { message: 'Ongeldige gegevens', errors: [{ field: 'recipient.zipcode', message: 'Onbekende postcode' }] });
        }
        const id = `shp_${shipments.length + 1}`;
        const parcels = Array.from({ length: shipment.parcels }, (_, index) => {
          const barcode = `RV${String(700_000_000 + shipments.length * 10 + index)}`;
          return { barcode, trackingUrl: `https://track.reviva.nl/${barcode}` };
        });
        const created = { id, reference: shipment.reference, status: 'registered', parcels, body: shipment, idempotencyKey: key };
        shipments.push(created);
        return send(response, 201, publicShipment(created));
      }
      if (request.method === 'GET' && url.pathname === '/v1/shipments') {
        return send(response, 200, { items: shipments.filter((shipment) => shipment.reference === url.searchParams.get('reference')).map(publicShipment) });
      }
      const shipment = path && shipments.find((candidate) => candidate.id === path[1]);
      if (request.method === 'GET' && shipment && path[2]) {
        return sendPdf(response, `%PDF-1.4 Reviva ${path[2]}`);
      }
      if (request.method === 'GET' && shipment) return send(response, 200, publicShipment(shipment));
      send(response, 404, { message: 'Not Found' });
    },
  });
  return { ...server, apiKey, shipments };
}

const publicShipment = ({ id, reference, status, parcels }: FakeRevivaShipment) => ({ id, reference, status, parcels });
