// A local stand-in for Trunkrs's API v2 (integrations.md): `X-API-Key`, POST /shipments (422 with field errors for a
// postcode it does not serve or a closed time slot), GET /shipments?orderReference, GET /shipments/{trunkrsNr},
// the label by md5 path and GET /timeslots. It can answer 429 or hang for the next requests.
import { createHash } from 'node:crypto';
import { send, sendPdf, startFakeCarrierServer, type FakeCarrierServer } from './fake-carrier-server.ts';

export interface FakeTrunkrsShipment {
  trunkrsNr: string;
  orderReference: string;
  recipient: { name: string; postalCode: string; country: string };
  parcels: { reference: string }[];
  timeSlotId: number;
  featureCodes: { noNeighbourDelivery: boolean };
  state: { code: string };
}

export interface TrunkrsFake extends FakeCarrierServer<'tooMany'> {
  apiKey: string;
  shipments: FakeTrunkrsShipment[];
  /** Time slots as GET /timeslots answers them; a slot whose dataWindow has passed is refused. */
  timeSlots: { id: number; deliveryWindow: { from: string; to: string }; collectionWindow: { from: string; to: string }; dataWindow: string }[];
}

export const FAKE_TRUNKRS_LABEL = Buffer.from('%PDF-1.4\n% Trunkrs label\n%%EOF\n');

export async function startTrunkrsFake(): Promise<TrunkrsFake> {
  const apiKey = 'trunkrs-test-key';
  const shipments: FakeTrunkrsShipment[] = [];
  const timeSlots: TrunkrsFake['timeSlots'] = [];

  const server = await startFakeCarrierServer({
    isAuthorized: (request) => request.headers['x-api-key'] === apiKey,
    unauthorized: { message: 'Unauthorized' },
    failures: { tooMany: { status: 429, body: { message: 'Too Many Requests' } } },
    handle(request, response, url, body) {
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
        return sendPdf(response, FAKE_TRUNKRS_LABEL);
      }
      send(response, 404, { message: 'Not Found' });
    },
  });
  return { ...server, apiKey, shipments, timeSlots };
}

/** Trunkrs's own checks: a Dutch postcode it serves, and a time slot still open for registration. */
function validationErrors(shipment: Omit<FakeTrunkrsShipment, 'trunkrsNr' | 'state'>, slots: TrunkrsFake['timeSlots']) {
  const errors = [];
  if (shipment.recipient.postalCode.startsWith('9')) errors.push({ path: 'recipient.postalCode', message: 'Postcode valt buiten het bezorggebied' });
  const slot = slots.find((candidate) => candidate.id === shipment.timeSlotId);
  if (!slot || Date.parse(slot.dataWindow) < Date.now()) errors.push({ path: 'timeSlotId', message: 'De tijd om vandaag aan te melden is voorbij' });
  return errors;
}
