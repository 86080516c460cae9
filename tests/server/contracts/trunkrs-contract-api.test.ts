// Registering with Trunkrs through the API while Trunkrs is live against a fake built from its own spec: the send
// screen's config offers Trunkrs's slot, a registration stores Trunkrs's number and prints the label behind its
// label.pdf, a refusal answers 422 with Trunkrs's own reason on the form's fields, and an answer lost after Trunkrs
// accepted is recovered by the retry without a second parcel.
import { randomUUID } from 'node:crypto';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { loadConfig, type Config } from '../../../src/server/config.ts';
import type { RegisterResult } from '../../../src/shared/schema/carriers.ts';
import { hangUp } from '../../helpers/carrier-contract.ts';
import { carrierApi } from '../../helpers/carriers.ts';
import { amsterdamDay } from '../../helpers/days.ts';
import { pageOneBarcodes } from '../../helpers/pdf-tools.ts';
import { bearer, databaseKinds, useTestApp } from '../../helpers/test-app.ts';
import { startSpecTrunkrs, TRUNKRS_KEY, type SpecTrunkrs } from '../../helpers/trunkrs-contract-fake.ts';

describe.each(databaseKinds)('registering with live Trunkrs on %s', (kind) => {
  let trunkrs: SpecTrunkrs;
  const base = loadConfig();
  const overrides: Partial<Config> = { carriers: { ...base.carriers, live: {} } };
  // Before the app starts (useTestApp's own beforeAll comes after this one): the fake's address is its live URL.
  beforeAll(async () => {
    trunkrs = await startSpecTrunkrs();
    vi.stubEnv('CARRIER_TRUNKRS_FALLBACK_EMAIL', 'trunkrs@bloemen.example');
    overrides.carriers!.live = { trunkrs: { baseUrl: trunkrs.fake.url, apiKey: TRUNKRS_KEY } };
  });
  afterAll(async () => {
    vi.unstubAllEnvs();
    await trunkrs.close();
  });
  const t = useTestApp(kind, overrides);
  const api = carrierApi(t);
  afterEach(() => {
    expect(trunkrs.fake.violations).toEqual([]);
  });

  /** The send screen's values for a fresh order, delivered tomorrow evening. */
  async function sendScreen() {
    const id = await api.freshOrder();
    const response = await t.app.inject({
      method: 'GET', url: `/gateway/api/workbench/transport/trunkrs/config?orderId=${id}&deliveryDate=${amsterdamDay(1)}`, headers: bearer(t.staff),
    });
    expect(response.statusCode, response.body).toBe(200);
    return { id, config: response.json() };
  }

  it("registers: Trunkrs's slot offered, its number on the order, its label printed", async () => {
    const { id, config } = await sendScreen();
    expect(config).toMatchObject({ mode: 'live', defaults: { timeSlotId: trunkrs.slots.open.id } });
    const response = await api.register('trunkrs', { orderId: id, values: config.defaults });
    expect(response.statusCode, response.body).toBe(200);
    const result: RegisterResult = response.json();
    const made = trunkrs.shipments.at(-1)!;
    const barcode = String(made.trunkrsNr);
    expect(await api.sql('SELECT reference, carrier_reference FROM shipments WHERE id = $1', [result.shipment.id]))
      .toEqual([{ reference: made.orderReference, carrier_reference: barcode }]);
    expect(result.shipment.parcels).toEqual([{ barcode, trackingUrl: expect.stringMatching(new RegExp(`^https://parcel\\.trunkrs\\.nl/${barcode}/`)) }]);
    expect(result.order?.transport.trunkrs).toMatchObject({ code: barcode, isRegistered: true });
    expect(result.labelJob).toMatchObject({ shipmentId: result.shipment.id, type: 'trunkrs' });
    expect(await pageOneBarcodes(await api.spooled(result.labelJob!.printerId, result.labelJob!.id))).toContain(barcode);
  });

  it("answers Trunkrs's refusal with 422, its reason and the form fields it names; nothing on the order", async () => {
    const { id, config } = await sendScreen();
    trunkrs.answerNext(() => ({ status: 422, body: { code: 'INVALID_ADDRESS', reason: 'Address could not be found' } }));
    const response = await api.register('trunkrs', { orderId: id, values: config.defaults });
    expect(response.statusCode).toBe(422);
    const message = 'Trunkrs: Address could not be found';
    expect(response.json()).toMatchObject({
      code: 'CARRIER_REFUSED', message,
      errors: ['street', 'houseNumber', 'zipcode', 'city'].map((field) => ({ field, message })),
    });
    expect(await api.sql('SELECT active_transporter FROM orders WHERE id = $1', [id])).toEqual([{ active_transporter: null }]);
  });

  it('recovers a parcel Trunkrs accepted whose answer was lost: 503, then the retry stores that parcel and makes no other', async () => {
    const { id, config } = await sendScreen();
    const key = randomUUID();
    const before = trunkrs.shipments.length;
    trunkrs.answerNext((request) => {
      trunkrs.accept(request.body);
      return hangUp();
    });
    const lost = await api.register('trunkrs', { orderId: id, values: config.defaults }, key);
    expect(lost.statusCode).toBe(503);
    expect(lost.json()).toMatchObject({ code: 'CARRIER_UNAVAILABLE', message: 'Trunkrs is tijdelijk niet bereikbaar' });

    const retry = await api.register('trunkrs', { orderId: id, values: config.defaults }, key);
    expect(retry.statusCode, retry.body).toBe(200);
    expect(trunkrs.shipments).toHaveLength(before + 1);
    expect((retry.json() as RegisterResult).shipment.parcels[0].barcode).toBe(String(trunkrs.shipments.at(-1)!.trunkrsNr));
  });
});
