// A local stand-in for Reviva speaking the JSON shape written down in src/server/carriers/reviva/live.ts: Bearer key,
// Idempotency-Key on registrations, { message, errors } refusals. It can answer 429 or hang the next requests.
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { readBody, send } from './fake-redjepakketje.ts';

export interface FakeRevivaShipment {
  id: string;
  reference: string;
  status: string;
  parcels: { barcode: string; trackingUrl: string }[];
  body: Record<string, unknown>;
  idempotencyKey: string | undefined;
}

export interface RevivaFake {
  url: string;
  apiKey: string;
  shipments: FakeRevivaShipment[];
  failNext(count: number, how: 'rate-limited' | 'hang'): void;
  stop(): Promise<void>;
}

export async function startRevivaFake(): Promise<RevivaFake> {
  const apiKey = 'reviva-test-key';
  const shipments: FakeRevivaShipment[] = [];
  let failures: { count: number; how: 'rate-limited' | 'hang' } = { count: 0, how: 'rate-limited' };

  const server = createServer(async (request, response) => {
    const body = await readBody(request);
    if (failures.count > 0) {
      failures.count -= 1;
      if (failures.how === 'hang') return;
      return send(response, 429, { message: 'Too Many Requests' });
    }
    if (request.headers.authorization !== `Bearer ${apiKey}`) return send(response, 401, { message: 'Unauthorized' });

    const url = new URL(request.url ?? '/', 'http://fake');
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
      response.writeHead(200, { 'content-type': 'application/pdf' });
      return response.end(`%PDF-1.4 Reviva ${path[2]}`);
    }
    if (request.method === 'GET' && shipment) return send(response, 200, publicShipment(shipment));
    send(response, 404, { message: 'Not Found' });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;

  return {
    url: `http://127.0.0.1:${port}`,
    apiKey,
    shipments,
    failNext(count, how) {
      failures = { count, how };
    },
    async stop() {
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
    },
  };
}

const publicShipment = ({ id, reference, status, parcels }: FakeRevivaShipment) => ({ id, reference, status, parcels });
