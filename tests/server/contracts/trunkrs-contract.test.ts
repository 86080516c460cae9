// The live Trunkrs adapter against Trunkrs's own Client API 2.0 spec (issue 22): every request it sends must pass the
// spec (the kit's fake checks path, query, x-api-key and body, and the fake's own answers too), and every answer the
// spec allows — success, each 422 code, 401, 429, a 5xx, a reused reference, an answer lost after Trunkrs accepted —
// ends as the right registration or as Trunkrs's own words on the right form field. The spec gives no examples of
// its answers, so the fake (trunkrs-fake.ts) builds them and the kit checks them against the response schemas.
import { randomUUID } from 'node:crypto';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { CarrierAdapter } from '../../../src/server/carriers/adapter.ts';
import { live } from '../../../src/server/carriers/trunkrs/index.ts';
import { loadConfig } from '../../../src/server/config.ts';
import { EMAIL_REQUIRED } from '../../../src/server/carriers/trunkrs/shop-email.ts';
import { hangUp, type FakeAnswer } from '../../helpers/carrier-contract.ts';
import { refusalOf } from '../../helpers/carrier-test-kit.ts';
import { amsterdamDay } from '../../helpers/days.ts';
import { pageOneBarcodes } from '../../helpers/pdf-tools.ts';
import { printOrder } from '../../helpers/print-order.ts';
import { startSpecTrunkrs, TRUNKRS_KEY, type SpecTrunkrs } from '../../helpers/trunkrs-contract-fake.ts';

const TIMEOUT_MS = 500;
/** The shop's address for Trunkrs's mails when the recipient has none (the fixture's recipient has none). */
const SHOP = { CARRIER_TRUNKRS_FALLBACK_EMAIL: 'trunkrs@bloemen.example' };
const order = printOrder({ deliveryDate: amsterdamDay(1), isMourning: true });
const unreachable = { message: 'Trunkrs is tijdelijk niet bereikbaar', retryable: true };
const refused = (code: string, reason: string) => (): FakeAnswer => ({ status: 422, body: { code, reason } });

describe('live Trunkrs against its Client API 2.0 spec', () => {
  let trunkrs: SpecTrunkrs;
  let adapter: CarrierAdapter;
  let values: Record<string, unknown>;
  const liveWith = (env: NodeJS.ProcessEnv = SHOP, apiKey = TRUNKRS_KEY) => live({ baseUrl: trunkrs.fake.url, apiKey, timeoutMs: TIMEOUT_MS }, env);
  const posted = () => trunkrs.fake.requests.filter((request) => request.operation === 'POST /shipments');
  const register = (reference = randomUUID(), form = values) => adapter.register({ order, values: { ...form }, reference });

  beforeAll(async () => {
    trunkrs = await startSpecTrunkrs();
    adapter = liveWith();
    values = (await adapter.config(order, {})).defaults;
  });
  afterEach(() => {
    expect(trunkrs.fake.violations).toEqual([]);
  });
  afterAll(() => trunkrs.close());

  it("offers the open slots Trunkrs plans for the order's postcode", async () => {
    const asked = trunkrs.fake.requests.find((request) => request.operation === 'GET /timeslots/')!;
    expect(asked.query).toEqual({ country: 'NL', postalCode: '6711AB' });
    expect(values).toMatchObject({ timeSlotId: trunkrs.slots.open.id, deliveryDate: amsterdamDay(1) });
    const offered = (await adapter.config(order, {})).options.timeSlotId as { value: number; label: string }[];
    expect(offered).toEqual([{ value: trunkrs.slots.open.id, label: expect.stringMatching(/, 17:00–22:00 \(aanmelden vóór 14:00\)$/) }]);
  });

  it('registers with the body the spec asks, reads the 201 list, prints the label behind label.pdf and reads the state', async () => {
    const reference = randomUUID();
    const registration = await register(reference);
    const [shipment] = trunkrs.shipments.filter((candidate) => candidate.orderReference === reference);
    const barcode = String(shipment.trunkrsNr);
    expect(registration).toEqual({ parcels: [{ barcode, trackingUrl: `https://parcel.trunkrs.nl/${barcode}/6711AB` }], carrierReference: barcode, labelReady: true });
    // No sender: Trunkrs then uses the account's own details.
    expect(posted().at(-1)!.body).toEqual({
      orderReference: reference,
      recipient: {
        name: 'Anouk de Vries', emailAddress: 'trunkrs@bloemen.example', address: 'Kerkstraat 12a', postalCode: '6711AB', city: 'Ede', country: 'NL',
        phoneNumber: '0612345678',
      },
      parcel: [{ reference: 'WB-1234567-1', weight: { unit: 'g', value: 1000 } }],
      timeSlotId: trunkrs.slots.open.id,
      featureCodes: { noNeighbourDelivery: true },
      service: 'SAME_DAY',
    });

    expect(await pageOneBarcodes(await adapter.label({ carrierReference: barcode, barcode, order }))).toContain(barcode);
    shipment.state = { code: 'SHIPMENT_DELIVERED_TO_NEIGHBOR', timestamp: '2026-11-24T18:10:00+01:00' };
    expect(await adapter.status({ barcode, carrierReference: barcode })).toEqual({
      state: 'bij_de_buren', detail: 'Bezorgd bij de buren', at: new Date('2026-11-24T17:10:00Z'),
    });
    expect(trunkrs.fake.requests.at(-1)).toMatchObject({ operation: 'GET /shipments/{trunkrsNr}/status', path: `/shipments/${barcode}/status` });
  });

  it("sends the recipient's e-mail, the shop's when the form has none, and without one asks the form before calling Trunkrs", async () => {
    const noEmail = { ...values, email: '' };
    const emailSent = async (env: NodeJS.ProcessEnv, form = noEmail) => {
      adapter = liveWith(env);
      await register(randomUUID(), form);
      return (posted().at(-1)!.body as { recipient: { emailAddress: string } }).recipient.emailAddress;
    };
    try {
      expect(await emailSent(SHOP, { ...values, email: 'anouk@voorbeeld.nl' })).toBe('anouk@voorbeeld.nl');
      expect(await emailSent({ CARRIER_TRUNKRS_FALLBACK_EMAIL: 'trunkrs@bloemen.example', MAIL_FROM: 'Werkplaats <post@bloemen.example>' })).toBe('trunkrs@bloemen.example');
      expect(await emailSent({ MAIL_FROM: 'Werkplaats <post@bloemen.example>' })).toBe('post@bloemen.example');
      adapter = liveWith({});
      const before = posted().length;
      const refusal = await refusalOf(register(randomUUID(), noEmail));
      expect(refusal).toMatchObject({ message: EMAIL_REQUIRED, retryable: false, fieldErrors: [{ field: 'email', message: EMAIL_REQUIRED }] });
      expect(posted()).toHaveLength(before);
    } finally {
      adapter = liveWith();
    }
  });

  it.each([
    ['INVALID_ADDRESS', 'Address could not be found', ['street', 'houseNumber', 'zipcode', 'city']],
    ['UNSERVICABLE_AREA', 'Postal code is outside our delivery area', ['zipcode']],
    ['INVALID_TIME_SLOT', 'The selected time slot is closed', ['timeSlotId']],
    ['INCOMPLETE', 'Shipment is incomplete', []],
  ])('422 %s: Trunkrs’s reason, on the fields it names', async (code, reason, fields) => {
    trunkrs.answerNext(refused(code, reason));
    const refusal = await refusalOf(register());
    const message = `Trunkrs: ${reason}`;
    expect(refusal).toMatchObject({ message, retryable: false });
    expect(refusal.fieldErrors).toEqual(fields.map((field) => ({ field, message })));
  });

  it('refuses a slot whose cut-off passed, as Trunkrs itself answers it', async () => {
    const refusal = await refusalOf(register(randomUUID(), { ...values, timeSlotId: trunkrs.slots.closed.id }));
    expect(refusal.fieldErrors).toEqual([{ field: 'timeSlotId', message: 'Trunkrs: The selected time slot is closed' }]);
  });

  it('401: our key is refused; 429 is retryable', async () => {
    const before = trunkrs.shipments.length;
    expect(await refusalOf(liveWith(SHOP, 'verkeerde-sleutel').register({ order, values: { ...values }, reference: randomUUID() })))
      .toMatchObject({ message: 'Trunkrs weigert onze sleutel', retryable: false });
    trunkrs.answerNext(() => ({ status: 429, body: { code: 'TOO_MANY_REQUESTS', reason: 'Rate limit exceeded' } }));
    expect(await refusalOf(adapter.config(order, {}))).toMatchObject(unreachable);
    trunkrs.answerNext(() => ({ status: 429, body: { code: 'TOO_MANY_REQUESTS', reason: 'Rate limit exceeded' } }));
    expect(await refusalOf(adapter.status({ barcode: '400000001', carrierReference: '400000001' }))).toMatchObject(unreachable);
    expect(trunkrs.shipments).toHaveLength(before);
  });

  it('a 500 is retryable and makes nothing', async () => {
    const before = trunkrs.shipments.length;
    trunkrs.answerNext(() => ({ status: 500, body: { code: 'INTERNAL_SERVER_ERROR', reason: 'Something went wrong' } }));
    expect(await refusalOf(register())).toMatchObject(unreachable);
    expect(trunkrs.shipments).toHaveLength(before);
    // The request was right; only the fake's 500 is not in the spec (Trunkrs documents no server errors).
    expect(trunkrs.fake.violations.splice(0)).toEqual(['antwoord van de test: POST /shipments: antwoord 500 staat niet in de specificatie']);
  });

  it.each([
    ['the connection is cut', () => hangUp()],
    ['the answer comes after our time-out', () => new Promise<never>((resolve) => setTimeout(resolve, TIMEOUT_MS * 3))],
  ])('Trunkrs accepted but %s: the retry finds that parcel, makes no second one', async (_case, lose) => {
    const reference = randomUUID();
    const before = trunkrs.shipments.length;
    trunkrs.answerNext(async (request) => {
      const accepted = trunkrs.accept(request.body);
      await lose();
      return accepted;
    });
    expect(await refusalOf(register(reference))).toMatchObject(unreachable);
    const [made] = trunkrs.shipments.slice(before);
    expect(made.orderReference).toBe(reference);

    const retried = await register(reference);
    expect(retried.parcels).toEqual([{ barcode: String(made.trunkrsNr), trackingUrl: `https://parcel.trunkrs.nl/${made.trunkrsNr}/6711AB` }]);
    expect(trunkrs.shipments).toHaveLength(before + 1);
    const list = trunkrs.fake.requests.at(-1)!;
    expect(list).toMatchObject({ operation: 'GET /shipments', query: { offset: '0', limit: '100', sort: '-trunkrsNr' } });
    // The register service asks first when a claim was tried before.
    expect(await adapter.find(reference)).toEqual(retried);
  });

  it('a reference Trunkrs knows but does not list as ours stays refused with its reason', async () => {
    trunkrs.answerNext(refused('DUPLICATE_ORDER_REFERENCE', 'Order reference has already been used'));
    expect(await refusalOf(register())).toMatchObject({ message: 'Trunkrs: Order reference has already been used', retryable: false, fieldErrors: [] });
    expect(await adapter.find(randomUUID())).toBeNull();
  });
});

describe('live Trunkrs settings', () => {
  const liveEnv = { CARRIER_TRUNKRS_URL: 'https://api.trunkrs.nl/api/v2', CARRIER_TRUNKRS_API_KEY: 'key' };

  it("does not start without the shop's e-mail address, which goes to Trunkrs for a recipient without one", () => {
    expect(() => loadConfig(liveEnv)).toThrow(/CARRIER_TRUNKRS_FALLBACK_EMAIL of MAIL_FROM ontbreekt/);
    expect(loadConfig({ ...liveEnv, MAIL_FROM: 'Bloemen <winkel@bloemen.example>' }).carriers.live.trunkrs).toMatchObject({ apiKey: 'key' });
    expect(loadConfig({ ...liveEnv, CARRIER_TRUNKRS_FALLBACK_EMAIL: 'trunkrs@bloemen.example' }).carriers.live.trunkrs).toMatchObject({ apiKey: 'key' });
    expect(loadConfig({}).carriers.live.trunkrs).toBeUndefined();
  });
});
