// Trunkrs as its Client API 2.0 spec describes it, on 127.0.0.1, for the contract tests: the kit's fake
// (tests/helpers/carrier-contract.ts) checks every request and every answer against the spec; this one keeps the
// account's shipments and time slots and answers like Trunkrs — 401 for another key, 422 DUPLICATE_ORDER_REFERENCE
// for a reused orderReference, 422 INVALID_TIME_SLOT for a closed or unknown slot. Labels come from a host of their
// own, as the shipments' label.pdf links point elsewhere. A test may take over the next answers with `answerNext`.
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { DateTime } from 'luxon';
import type { TrunkrsShipment } from '../../src/server/carriers/trunkrs/shipment.ts';
import type { TrunkrsTimeSlot } from '../../src/server/carriers/trunkrs/time-slots.ts';
import { sandboxLabel } from '../../src/server/carriers/kit.ts';
import { trunkrsLabelParts } from '../../src/server/carriers/trunkrs/label.ts';
import { TIMEZONE } from '../../src/shared/domain/constants.ts';
import { loadContract, startContractFake, type ContractFake, type FakeAnswer, type RecordedRequest } from './carrier-contract.ts';

export const TRUNKRS_KEY = 'trunkrs-contract-key';
const MERCHANT = {
  name: 'Werkplaats Bloemen', emailAddress: 'winkel@werkplaats.example', address: 'Bloemgracht 12', postalCode: '1015TK', city: 'Amsterdam', country: 'NL',
} as const;

type Respond = (request: RecordedRequest) => FakeAnswer | Promise<FakeAnswer>;

export interface SpecTrunkrs {
  fake: ContractFake;
  shipments: TrunkrsShipment[];
  /** Tomorrow evening's slot, open; today's, closed. */
  slots: { open: TrunkrsTimeSlot; closed: TrunkrsTimeSlot };
  /** What Trunkrs does with a POST /shipments it accepts: the shipment is made, the answer is 201. */
  accept(body: unknown): FakeAnswer;
  answerNext(...respond: Respond[]): void;
  close(): Promise<void>;
}

const amsterdam = (days: number, time: string) => {
  const [hour, minute] = time.split(':').map(Number);
  return DateTime.now().setZone(TIMEZONE).plus({ days }).set({ hour, minute, second: 0, millisecond: 0 }).toUTC().toISO()!;
};
const slotOn = (id: number, days: number, cutOff: string): TrunkrsTimeSlot => ({
  id, merchant: MERCHANT, cutOffTime: cutOff, deliveryWindow: { start: amsterdam(days, '17:00'), end: amsterdam(days, '22:00') }, serviceArea: { country: 'NL' },
});
const refusal = (status: number, code: string, reason: string): FakeAnswer => ({ status, body: { code, reason } });

export async function startSpecTrunkrs(): Promise<SpecTrunkrs> {
  const labels = await startLabelHost();
  const shipments: TrunkrsShipment[] = [];
  // Today's slot closed a minute ago, whatever the hour the test runs at.
  const slots = { open: slotOn(7001, 1, amsterdam(1, '14:00')), closed: slotOn(7000, 0, new Date(Date.now() - 60_000).toISOString()) };
  const queued: Respond[] = [];
  const links = (self: string) => ({ self });
  const byNr = (path: string) => shipments.find((shipment) => String(shipment.trunkrsNr) === path.split('/')[2]);

  function accept(body: unknown): FakeAnswer {
    const request = body as { orderReference: string; recipient: TrunkrsShipment['recipient']; parcel: TrunkrsShipment['parcels']; timeSlotId: number; featureCodes: TrunkrsShipment['featureCodes'] };
    if (shipments.some((shipment) => shipment.orderReference === request.orderReference)) {
      return refusal(422, 'DUPLICATE_ORDER_REFERENCE', 'Order reference has already been used');
    }
    const slot = [slots.open, slots.closed].find((candidate) => candidate.id === request.timeSlotId);
    if (!slot || Date.parse(slot.cutOffTime) < Date.now()) return refusal(422, 'INVALID_TIME_SLOT', 'The selected time slot is closed');
    const trunkrsNr = 400_000_001 + shipments.length;
    const shipment: TrunkrsShipment = {
      trunkrsNr, orderReference: request.orderReference, label: { pdf: `${labels.url}/labels/${trunkrsNr}.pdf`, zpl: '^XA^XZ' },
      sender: MERCHANT, recipient: request.recipient, parcels: request.parcel, timeSlot: slot,
      state: { code: 'DATA_RECEIVED', timestamp: new Date().toISOString() }, featureCodes: request.featureCodes, service: 'SAME_DAY',
    };
    shipments.push(shipment);
    labels.register(shipment);
    return { status: 201, body: { links: links('/shipments'), data: [shipment] } };
  }

  function answer(request: RecordedRequest): FakeAnswer {
    const found = byNr(request.path);
    switch (request.operation) {
      case 'GET /timeslots/':
        return { status: 200, body: { links: links(request.path), data: [slots.closed, slots.open] } };
      case 'POST /shipments':
        return accept(request.body);
      case 'GET /shipments': {
        const offset = Number(request.query.offset ?? 0);
        const newestFirst = [...shipments].sort((a, b) => b.trunkrsNr - a.trunkrsNr);
        return { status: 200, body: { links: links(request.path), data: newestFirst.slice(offset, offset + Number(request.query.limit ?? 25)) } };
      }
      case 'GET /shipments/{trunkrsNr}':
        return found ? { status: 200, body: { links: links(request.path), data: found } } : refusal(404, 'SHIPMENT_NOT_FOUND', 'Shipment not found');
      case 'GET /shipments/{trunkrsNr}/status':
        return found
          ? { status: 200, body: { links: links(request.path), data: { trunkrsNr: String(found.trunkrsNr), state: found.state } } }
          : refusal(404, 'SHIPMENT_NOT_FOUND', 'Shipment not found');
      default:
        throw new Error(`De nep-Trunkrs kent ${request.method} ${request.path} niet`);
    }
  }

  const fake = await startContractFake(loadContract('trunkrs/Client-API-V2.v1.json'), {
    basePath: '/api/v2',
    respond: (request) => {
      if (request.headers['x-api-key'] !== TRUNKRS_KEY) return refusal(401, 'UNAUTHORIZED', 'Invalid API key');
      return (queued.shift() ?? answer)(request);
    },
  });
  return {
    fake, shipments, slots, accept,
    answerNext: (...respond) => queued.push(...respond),
    close: async () => {
      await fake.close();
      await labels.close();
    },
  };
}

/** Where label.pdf links lead: the label of each shipment made, as a PDF with its number as barcode. */
async function startLabelHost() {
  // Drawn when asked for, not while the shipment is made (drawing blocks this process, the adapter's too, long enough
  // to miss its time-out), and one drawn first: the first label in a process takes several times as long as the next.
  const pdfs = new Map<string, () => Promise<Buffer>>();
  await sandboxLabel(null, '000000000', trunkrsLabelParts('', null));
  const server = createServer(async (request, response) => {
    const pdf = pdfs.get(request.url ?? '');
    if (!pdf) return void response.writeHead(404).end();
    response.writeHead(200, { 'content-type': 'application/pdf' }).end(await pdf());
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    url,
    register: ({ trunkrsNr, recipient }: TrunkrsShipment) => {
      const address = { street: recipient.address, streetNumber: '', zipcode: recipient.postalCode, city: recipient.city, countryCode: recipient.country };
      pdfs.set(`/labels/${trunkrsNr}.pdf`, () => sandboxLabel(null, String(trunkrsNr), trunkrsLabelParts(recipient.postalCode, null), { name: recipient.name, address }));
    },
    close: () => new Promise<void>((resolve) => {
      server.closeAllConnections();
      server.close(() => resolve());
    }),
  };
}
