// EuroFlorist's import API spoken live (issue 24; our own JSON shape, src/server/euroflorist/live.ts) against a local
// fake of it: the import as sent, a refusal with its reason on the relay form's code, a refused key, an outage and a
// time-out as retryable, and an import whose answer was lost found again instead of imported twice — also through
// POST …/transport/euroflorist/register. Live mode does not start without its settings.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Config } from '../../src/server/config.ts';
import { loadConfig } from '../../src/server/config.ts';
import { CarrierRefusal } from '../../src/server/carriers/adapter.ts';
import { live } from '../../src/server/euroflorist/live.ts';
import { relayReference } from '../../src/server/handoffs/relay.ts';
import { completeRelayValues, relayDefaults } from '../../src/shared/domain/relay-form.ts';
import type { HandoffResult } from '../../src/shared/schema/handoffs.ts';
import type { Order } from '../../src/shared/schema/order.ts';
import { makeOrder } from '../client/detail/order-fixture.ts';
import { startEuroFloristFake, type EuroFloristFake } from '../helpers/fake-euroflorist.ts';
import { handoffApi } from '../helpers/handoff-api.ts';
import { databaseKinds, useTestApp } from '../helpers/test-app.ts';

const RIBBON = { id: 20012781, title: 'Rouwlint', text: '', left: 'In dierbare herinnering', right: 'Familie van den Broek' };
const IMPORT_PATH = '/workbench/transport/euroflorist/register';

// One fake per describe block: the apps on both databases hand out the same references for the same orders.
let fake: EuroFloristFake;
function useFake() {
  beforeAll(async () => {
    fake = await startEuroFloristFake();
  });
  afterAll(() => fake.stop());
}

const settings = (apiKey = fake.apiKey) => ({ baseUrl: fake.url, apiKey, memberCode: fake.memberCode });
const importOf = (order: Order, reference: string, typed = relayDefaults(order)) =>
  ({ order, values: completeRelayValues(order, typed), reference });

/** The refusal a call ends in. */
async function refusalOf(call: Promise<unknown>): Promise<CarrierRefusal> {
  const error = await call.then(() => null, (thrown: unknown) => thrown);
  expect(error).toBeInstanceOf(CarrierRefusal);
  return error as CarrierRefusal;
}

describe('the live EuroFlorist import', () => {
  useFake();
  it('posts the order with our key, member code and reference as Idempotency-Key, and answers its id and page', async () => {
    const order = makeOrder({ card: RIBBON });
    const imported = await live(settings(), 2_000).importOrder(importOf(order, 'EF100000001'));
    expect(imported).toEqual({ reference: 'EF100000001', url: 'https://www.euroflorist.example/orders/EF100000001' });
    const [sent, ...others] = fake.imports.filter((candidate) => candidate.reference === 'EF100000001');
    expect(others).toEqual([]);
    expect(sent.idempotencyKey).toBe('EF100000001');
    const values = completeRelayValues(order, relayDefaults(order));
    expect(sent.body).toMatchObject({
      reference: 'EF100000001', memberCode: '2972', orderNumber: order.orderNumber,
      deliveryDate: order.deliveryDate,
      recipient: { name: order.recipient.name, zipcode: order.recipient.address.zipcode, city: order.recipient.address.city },
      card: { kind: 'ribbon', lines: ['Lint links: In dierbare herinnering', 'Lint rechts: Familie van den Broek'] },
      amounts: { flowers: values['12'], orderCosts: '1.35', deliveryCosts: '4.40', total: values['15'], currency: 'EUR' },
    });
  });

  it("passes a refusal on with the relay's reason on the form's code it names", async () => {
    const order = makeOrder();
    const refusal = await refusalOf(live(settings(), 2_000).importOrder(importOf(order, 'EF100000002', { ...relayDefaults(order), '31': 'ONBEKEND' })));
    expect(refusal.message).toBe('Postcode onbekend bij EuroFlorist');
    expect(refusal.fieldErrors).toEqual([{ field: '31', message: 'Onbekende postcode' }]);
    expect(refusal.retryable).toBe(false);
    expect(fake.imports.some((candidate) => candidate.reference === 'EF100000002')).toBe(false);
  });

  it('says our key is refused (401), and that the relay cannot be reached on a 500 or a time-out, worth trying again', async () => {
    const order = makeOrder();
    const refusedKey = await refusalOf(live(settings('wrong-key'), 2_000).importOrder(importOf(order, 'EF100000003')));
    expect(refusedKey.message).toBe('EuroFlorist weigert onze sleutel');

    fake.failNext(1, 'down');
    const down = await refusalOf(live(settings(), 2_000).importOrder(importOf(order, 'EF100000003')));
    expect(down).toMatchObject({ message: 'EuroFlorist is tijdelijk niet bereikbaar', retryable: true });

    fake.failNext(1, 'hang');
    const slow = await refusalOf(live(settings(), 300).importOrder(importOf(order, 'EF100000003')));
    expect(slow).toMatchObject({ message: 'EuroFlorist is tijdelijk niet bereikbaar', retryable: true });
    expect(fake.imports.some((candidate) => candidate.reference === 'EF100000003')).toBe(false);
  });

  it('finds an import whose answer was lost instead of importing it again', async () => {
    const order = makeOrder();
    const adapter = live(settings(), 2_000);
    fake.loseNextAnswer();
    const lost = await refusalOf(adapter.importOrder(importOf(order, 'EF100000004')));
    expect(lost.retryable).toBe(true);
    expect(await adapter.importOrder(importOf(order, 'EF100000004'))).toEqual({
      reference: 'EF100000004', url: 'https://www.euroflorist.example/orders/EF100000004',
    });
    expect(fake.imports.filter((candidate) => candidate.reference === 'EF100000004')).toHaveLength(1);
  });
});

describe('live EuroFlorist settings', () => {
  it('refuse to start without the URL, key and member code, or with a mode that is none', () => {
    expect(() => loadConfig({ EUROFLORIST_MODE: 'live', EUROFLORIST_API_URL: 'https://api.euroflorist.example' })).toThrow(
      'EuroFlorist live (EUROFLORIST_MODE=live) start niet zonder EUROFLORIST_API_KEY, EUROFLORIST_MEMBER_CODE',
    );
    expect(() => loadConfig({ EUROFLORIST_MODE: 'echt' })).toThrow("EUROFLORIST_MODE: 'echt' is geen sandbox of live");
    expect(loadConfig({}).euroflorist).toEqual({ mode: 'sandbox', timeoutMs: 15_000 });
    expect(loadConfig({
      EUROFLORIST_MODE: 'live', EUROFLORIST_API_URL: 'https://api.euroflorist.example', EUROFLORIST_API_KEY: 'k', EUROFLORIST_MEMBER_CODE: '2972',
    }).euroflorist).toEqual({ mode: 'live', live: { baseUrl: 'https://api.euroflorist.example', apiKey: 'k', memberCode: '2972' }, timeoutMs: 15_000 });
  });
});

describe.each(databaseKinds)('POST …/transport/euroflorist/register against live EuroFlorist on %s', (kind) => {
  useFake();
  const overrides: Partial<Config> = {};
  beforeAll(() => {
    overrides.euroflorist = { mode: 'live', live: settings(), timeoutMs: 2_000 };
  });
  const t = useTestApp(kind, overrides);
  const api = handoffApi(() => t);
  const importOrder = (order: Order, values = relayDefaults(order)) =>
    api.handOff(IMPORT_PATH, { orderId: order.id, transporter: 'euroflorist', values });

  it("imports once when the relay's answer was lost: the retry finds it and records its page", async () => {
    const order = await api.freshOrder();
    fake.loseNextAnswer();
    const lost = await importOrder(order);
    expect(lost.statusCode).toBe(503);
    expect(lost.json().message).toBe('EuroFlorist is tijdelijk niet bereikbaar');
    expect(await api.order(order.id)).toMatchObject({ treatment: 'Nieuw' });

    const retry = await importOrder(order);
    expect(retry.statusCode, retry.body).toBe(200);
    const result: HandoffResult = retry.json();
    expect(result.order.transport.euroflorist).toMatchObject({
      efid: result.handoff.reference, status: 'IMPORTED', url: `https://www.euroflorist.example/orders/${result.handoff.reference}`,
    });
    expect(fake.imports.filter((candidate) => candidate.reference === result.handoff.reference)).toHaveLength(1);
    // Live, the relay's own site shows the order: this server serves no sandbox page.
    expect((await t.app.inject({ url: `/sandbox/euroflorist/orders/${result.handoff.reference}` })).statusCode).toBe(404);
  });

  it('imports once after a server stopped between the import and its record: the stale claim is taken over, the import found', async () => {
    const order = await api.freshOrder();
    const reference = relayReference(order.id);
    // What the stopped server left: its claim, and the import the relay made for it.
    await api.sql(
      `INSERT INTO handoffs (order_id, target, method, reference, request, created_by, claimed_at)
       VALUES ($1, 'euroflorist', 'import', $2, '{"transport": {}}', 'medewerker', now() - interval '1 hour')`,
      [order.id, reference],
    );
    await live(settings(), 2_000).importOrder(importOf(order, reference));

    const retry = await importOrder(order);
    expect(retry.statusCode, retry.body).toBe(200);
    expect(fake.imports.filter((candidate) => candidate.reference === reference)).toHaveLength(1);
    expect((await api.handoffsOf(order.id)).map((handoff) => [handoff.method, handoff.status])).toEqual([['import', 'sent']]);
  });

  it("refuses with the relay's reason on the form's code (422), and an outage with 503", async () => {
    const order = await api.freshOrder({ zipcode: 'ONBEKEND' });
    const refused = await importOrder(order);
    expect(refused.statusCode).toBe(422);
    expect(refused.json()).toMatchObject({ message: 'Postcode onbekend bij EuroFlorist', errors: [{ field: '31', message: 'Onbekende postcode' }] });
    fake.failNext(1, 'down');
    const down = await importOrder(await api.freshOrder());
    expect(down.statusCode).toBe(503);
  });
});
