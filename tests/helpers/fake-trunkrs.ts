// A local stand-in for Trunkrs's API v2 (integrations.md): `X-API-Key`, POST /shipments (422 with field errors for a
// postcode it does not serve or a closed time slot), GET /shipments?orderReference, GET /shipments/{trunkrsNr},
// the label by md5 path and GET /timeslots. It can answer 429 or hang for the next requests.
import { createHash } from 'node:crypto';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { readBody, send } from './fake-postnl.ts';

export interface FakeTrunkrsShipment {
  trunkrsNr: string;
  orderReference: string;
  recipient: { name: string; postalCode: string; country: string };
  parcels: { reference: string }[];
  timeSlotId: number;
  featureCodes: { noNeighbourDelivery: boolean };
  state: { code: string };
}

export interface TrunkrsFake {
  url: string;
  apiKey: string;
  shipments: FakeTrunkrsShipment[];
  /** Time slots as GET /timeslots answers them; a slot whose dataWindow has passed is refused. */
  timeSlots: { id: number; deliveryWindow: { from: string; to: string }; collectionWindow: { from: string; to: string }; dataWindow: string }[];
  failNext(count: number, how: 'tooMany' | 'hang'): void;
  stop(): Promise<void>;
}

export const FAKE_TRUNKRS_LABEL = Buffer.from('%PDF-1.4\n% Trunkrs label\n%%EOF\n');

export async function startTrunkrsFake(): Promise<TrunkrsFake> {
  const apiKey = 'trunkrs-test-key';
  const shipments: FakeTrunkrsShipment[] = [];
  const timeSlots: TrunkrsFake['timeSlots'] = [];
  let failures: { count: number; how: 'tooMany' | 'hang' } = { count: 0, how: 'tooMany' };

  const server = createServer(async (request, response) => {
    const body = await readBody(request);
    if (failures.count > 0) {
      failures.count -= 1;
      if (failures.how === 'hang') return;
      return send(response, 429, { message: 'Too Many Requests' });
    }
    if (request.headers['x-api-key'] !== apiKey) return send(response, 401, { message: 'Unauthorized' });
    const url = new URL(request.url ?? '/', 'http://fake');

    if (request.method === 'GET' && url.pathname === '/timeslots') return send(response, 200, timeSlots);
    if (request.method === 'POST' && url.pathname === '/shipments') {
      const shipment = JSON.parse(body) as Omit<FakeTrunkrsShipment, 'trunkrsNr' | 'state'>;
      const errors = validationErrors(shipment, timeSlots);
      if (errors.length > 0) return send(response, 422, { message: 'Validation failed', errors });
      const created = { ...shipment, trunkrsNr: String(400_000_001 + shipments.length), state: { code: 'DATA_RECEIVED' } };
      shipments.push(created);
      return send(response, 201, created);
    }
    if (request.method === 'GET' && url.pathname === '/shipments') {
      return send(response, 200, shipments.filter((shipment) => shipment.orderReference === url.searchParams.get('orderReference')));
    }
    const one = /^\/shipments\/(\d+)$/.exec(url.pathname);
    if (request.method === 'GET' && one) {
      const found = shipments.find((shipment) => shipment.trunkrsNr === one[1]);
      return found ? send(response, 200, found) : send(response, 404, { message: 'Shipment not found' });
    }
    const label = /^\/label\/([0-9a-f]{32})\/(\d+)$/.exec(url.pathname);
    if (request.method === 'GET' && label) {
      const found = shipments.find((shipment) => shipment.trunkrsNr === label[2]);
      const expected = found && createHash('md5').update(found.trunkrsNr + found.recipient.postalCode.toLowerCase()).digest('hex');
      if (!found || expected !== label[1]) return send(response, 404, { message: 'Label not found' });
      response.writeHead(200, { 'content-type': 'application/pdf' });
      return response.end(FAKE_TRUNKRS_LABEL);
    }
    send(response, 404, { message: 'Not Found' });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;

  return {
    url: `http://127.0.0.1:${port}`,
    apiKey,
    shipments,
    timeSlots,
    failNext(count, how) {
      failures = { count, how };
    },
    async stop() {
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
    },
  };
}

/** Trunkrs's own checks: a Dutch postcode it serves, and a time slot still open for registration. */
function validationErrors(shipment: Omit<FakeTrunkrsShipment, 'trunkrsNr' | 'state'>, slots: TrunkrsFake['timeSlots']) {
  const errors = [];
  if (shipment.recipient.postalCode.startsWith('9')) errors.push({ path: 'recipient.postalCode', message: 'Postcode valt buiten het bezorggebied' });
  const slot = slots.find((candidate) => candidate.id === shipment.timeSlotId);
  if (!slot || Date.parse(slot.dataWindow) < Date.now()) errors.push({ path: 'timeSlotId', message: 'De tijd om vandaag aan te melden is voorbij' });
  return errors;
}
