// PostNL: the sandbox behaves like PostNL's own (barcodes, tracking page, label, refusals, status over time), the
// live adapter speaks PostNL's API (against a local fake), and PostNL's phases and status codes map to our states.
import Ajv from 'ajv';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { postnlDefaults, PostnlFields, postnlSchema } from '../../src/shared/domain/carrier-forms/postnl.ts';
import { schemaFieldErrors } from '../../src/shared/domain/schema-messages.ts';
import type { CarrierAdapter } from '../../src/server/carriers/adapter.ts';
import { BARCODE_PATTERNS } from '../../src/server/carriers/barcodes.ts';
import { live, sandbox } from '../../src/server/carriers/postnl/index.ts';
import { postnlTrackingState } from '../../src/server/carriers/postnl/status.ts';
import { expectKeyRefusedAndRetryableOutages, refusalOf } from '../helpers/carrier-test-kit.ts';
import { FAKE_LABEL_PDF, startPostnlFake, type PostnlFake } from '../helpers/fake-postnl.ts';
import { pageOneBarcodes, pdfText } from '../helpers/pdf-tools.ts';
import { printOrder } from '../helpers/print-order.ts';

const HOUR = 3_600_000;
const order = printOrder();
const values = postnlDefaults(order);
const reference = '5f0c2a1e-8d4b-4c39-9a57-0e2d6b1f3c88';

describe('PostNL form', () => {
  it('starts with every dimension 1 and the remark Order: {id} (spec §9)', async () => {
    const config = await sandbox({ now: () => new Date() }).config(order, {});
    expect(config.defaults).toEqual({
      orderNumber: 'WB-1234567',
      dimension: { Length: 1, Width: 1, Height: 1, Weight: 1, Volume: 1 },
      remark: 'Order: 1234567',
    });
  });

  it('the schema the server checks and the form accept and refuse the same values, with the same words', () => {
    const check = new Ajv({ allErrors: true, strict: false }).compile(postnlSchema);
    const cases = [
      values,
      { ...values, remark: 'x'.repeat(101) },
      { ...values, orderNumber: '' },
      { ...values, dimension: { ...values.dimension, Weight: 31_501 } },
      { ...values, dimension: { ...values.dimension, Length: 0 } },
      { ...values, dimension: { ...values.dimension, Height: 1.5 } },
    ];
    for (const candidate of cases) {
      const [formError] = PostnlFields.validate(candidate);
      const accepted = check(candidate);
      expect(accepted).toBe(formError === undefined);
      if (accepted) continue;
      const [serverError] = schemaFieldErrors(check.errors!, postnlSchema);
      const [failure] = formError!.failures();
      expect(serverError).toEqual({ field: failure.path.join('.'), message: failure.message });
    }
  });
});

describe('PostNL sandbox', () => {
  let now = new Date('2026-11-23T09:00:00Z');
  const postnl = sandbox({ now: () => now });

  it('hands out a 3SDEVC barcode with its jouw.postnl.nl tracking page, the same one for the same reference', async () => {
    const registration = await postnl.register({ order, values, reference });
    const [parcel] = registration.parcels;
    expect(parcel.barcode).toMatch(BARCODE_PATTERNS.postnl);
    expect(parcel.trackingUrl).toBe(`https://jouw.postnl.nl/track-and-trace/${parcel.barcode}-NL-6711AB`);
    expect(await postnl.register({ order, values, reference })).toEqual(registration);
    expect(await postnl.find(reference)).toEqual(registration);
    expect(await postnl.find('0f0f0f0f-0000-4000-8000-000000000000')).toBeNull();

    const again = await postnl.register({ order, values, reference: '7a1d4e22-3b9c-4f10-8e6a-55c0d2b9a011' });
    expect(again.parcels[0].barcode).not.toBe(parcel.barcode);
  });

  it('prints a 10×15 label with the barcode readable', async () => {
    const registration = await postnl.register({ order, values, reference });
    const { barcode } = registration.parcels[0];
    const pdf = await postnl.label({ carrierReference: registration.carrierReference, barcode, order });
    expect(await pdfText(pdf)).toContain('Anouk de Vries');
    expect(await pageOneBarcodes(pdf)).toContain(barcode);
  });

  it('refuses what PostNL refuses, and fails on demand', async () => {
    const abroad = printOrder({ recipient: { ...order.recipient, address: { ...order.recipient.address, countryCode: 'BE', zipcode: '1000' } } });
    expect((await refusalOf(postnl.register({ order: abroad, values, reference: 'b1' }))).message).toBe('Productcode 3085 bezorgt alleen in Nederland');
    expect((await refusalOf(postnl.register({ order: null, values, reference: 'b2' }))).message).toMatch(/order/);

    const refused = await refusalOf(postnl.register({ order, values: { ...values, remark: 'Order #weiger' }, reference: 'b3' }));
    expect(refused.retryable).toBe(false);
    expect(refused.fieldErrors).toEqual([{ field: 'remark', message: 'Geweigerd door PostNL' }]);
    expect((await refusalOf(postnl.register({ order, values: { ...values, remark: '#storing' }, reference: 'b4' }))).retryable).toBe(true);
  });

  it('walks PostNL’s phases with time: voorgemeld, gesorteerd, in distributie, afgeleverd', async () => {
    now = new Date('2026-11-23T09:00:00Z');
    const { carrierReference, parcels } = await postnl.register({ order, values, reference: 'c1' });
    const statusAfter = async (hours: number) => {
      now = new Date(Date.parse('2026-11-23T09:00:00Z') + hours * HOUR);
      return postnl.status({ barcode: parcels[0].barcode, carrierReference });
    };
    expect(await statusAfter(0)).toEqual({ state: 'aangemeld', detail: 'Zending voorgemeld' });
    expect(await statusAfter(2)).toEqual({ state: 'onderweg', detail: 'Zending gesorteerd' });
    expect(await statusAfter(5)).toEqual({ state: 'onderweg', detail: 'Zending in distributieproces' });
    expect(await statusAfter(21)).toEqual({ state: 'bezorgd', detail: 'Zending afgeleverd' });
  });

  it('does not deliver to a postcode whose digits end in 99 (the sandbox’s documented failure)', async () => {
    now = new Date('2026-11-23T09:00:00Z');
    const unlucky = printOrder({ recipient: { ...order.recipient, address: { ...order.recipient.address, zipcode: '1099 AB' } } });
    const registration = await postnl.register({ order: unlucky, values, reference: 'd1' });
    // A new adapter (as after a restart) still knows where the parcel stands.
    const restarted = sandbox({ now: () => new Date(now.getTime() + 21 * HOUR) });
    expect(await restarted.status({ barcode: registration.parcels[0].barcode, carrierReference: registration.carrierReference }))
      .toEqual({ state: 'niet_bezorgd', detail: 'Zending niet afgeleverd' });
  });
});

describe('PostNL live, against a local PostNL', () => {
  let fake: PostnlFake;
  let postnl: CarrierAdapter;
  beforeAll(async () => {
    fake = await startPostnlFake();
    postnl = live({ baseUrl: fake.url, apiKey: fake.apiKey, timeoutMs: 500 }, { CustomerCode: 'DEVC', CustomerNumber: '11223344', CollectionLocation: '123456' });
  });
  afterAll(() => fake.stop());

  it('takes a barcode, pre-announces the parcel with our reference and keeps its label', async () => {
    const registration = await postnl.register({ order, values, reference });
    const [parcel] = registration.parcels;
    expect(parcel).toEqual({ barcode: '3SDEVC100000001', trackingUrl: 'https://jouw.postnl.nl/track-and-trace/3SDEVC100000001-NL-6711AB' });
    expect(fake.announced).toHaveLength(1);
    expect(fake.announced[0]).toMatchObject({
      Barcode: '3SDEVC100000001',
      Reference: '5f0c2a1e8d4b4c399a570e2d6b1f3c88',
      ProductCodeDelivery: '3085',
      Remark: 'Order: 1234567',
      Addresses: [{ AddressType: '01', Name: 'Anouk de Vries', Street: 'Kerkstraat', HouseNr: '12', HouseNrExt: 'a', Zipcode: '6711AB' }],
    });
    const calls = fake.labelCalls();
    expect(await postnl.label({ carrierReference: registration.carrierReference, barcode: parcel.barcode, order })).toEqual(FAKE_LABEL_PDF);
    expect(fake.labelCalls()).toBe(calls);
  });

  it('finds a pre-announced parcel by our reference (crash recovery) and nothing for an unknown one', async () => {
    expect((await postnl.find(reference))?.parcels).toEqual([
      { barcode: '3SDEVC100000001', trackingUrl: 'https://jouw.postnl.nl/track-and-trace/3SDEVC100000001-NL-6711AB' },
    ]);
    expect(await postnl.find('11111111-2222-4333-8444-555555555555')).toBeNull();
  });

  it('makes a label again without announcing the parcel twice', async () => {
    const restarted = live({ baseUrl: fake.url, apiKey: fake.apiKey, timeoutMs: 500 });
    expect(await restarted.label({ carrierReference: '3SDEVC100000001', barcode: '3SDEVC100000001', order })).toEqual(FAKE_LABEL_PDF);
    expect(fake.announced).toHaveLength(1);
  });

  it('reads the status by barcode and maps its phase', async () => {
    fake.setStatus('3SDEVC100000001', { PhaseCode: '3', StatusCode: '8', StatusDescription: 'Zending niet afgeleverd' });
    // The fake's TimeStamp '23-11-2026 10:00:00' is Amsterdam time: the state happened then (never back in time).
    expect(await postnl.status({ barcode: '3SDEVC100000001', carrierReference: '3SDEVC100000001' }))
      .toEqual({ state: 'niet_bezorgd', detail: 'Zending niet afgeleverd', at: new Date('2026-11-23T09:00:00Z') });
  });

  it('shows PostNL’s own refusal and announces nothing', async () => {
    const bad = printOrder({ recipient: { ...order.recipient, address: { ...order.recipient.address, zipcode: '67 AB' } } });
    const refusal = await refusalOf(postnl.register({ order: bad, values, reference: 'e1' }));
    expect(refusal).toMatchObject({ message: 'Postcode 67AB is ongeldig', retryable: false });
    expect(fake.announced).toHaveLength(1);
  });

  it('401: our key is refused, not worth retrying; 429 and a time-out are retryable and leave nothing announced', async () => {
    const wrongKey = live({ baseUrl: fake.url, apiKey: 'wrong', timeoutMs: 500 });
    await expectKeyRefusedAndRetryableOutages({
      carrierName: 'PostNL', fake, rateLimited: 'tooMany',
      withWrongKey: () => wrongKey.register({ order, values, reference: 'f1' }),
      call: (failure) => postnl.register({ order, values, reference: failure === 'hang' ? 'g2' : 'g1' }),
    });
    expect(fake.announced).toHaveLength(1);
  });

  it('asks for the order’s delivery date, but leaves an expired one out so PostNL plans the day itself', async () => {
    const announcedFor = async (deliveryDate: string, ref: string) => {
      const registration = await postnl.register({ order: printOrder({ deliveryDate }), values, reference: ref });
      return fake.announced.find((shipment) => shipment.Barcode === registration.parcels[0].barcode)!;
    };
    const future = new Date(Date.now() + 30 * 86_400_000).toISOString().slice(0, 10);
    expect((await announcedFor(future, 'a2b3c4d5-0000-4000-8000-000000000001')).DeliveryDate).toBe(future.split('-').reverse().join('-'));
    expect((await announcedFor('2026-01-05', 'a2b3c4d5-0000-4000-8000-000000000002')).DeliveryDate).toBeUndefined();
  });
});

describe('PostNL status mapping', () => {
  it.each([
    ['1', '1', 'aangemeld'],
    ['1', '2', 'onderweg'],
    ['1', '4', 'probleem'],
    ['2', '5', 'onderweg'],
    ['2', '16', 'probleem'],
    ['3', '7', 'onderweg'],
    ['3', '08', 'niet_bezorgd'],
    ['3', '17', 'probleem'],
    ['4', '11', 'bezorgd'],
    ['4', '12', 'niet_bezorgd'],
    ['4', '22', 'bezorgd'],
    ['99', '99', 'aangemeld'],
  ])('phase %s, status %s → %s', (PhaseCode, StatusCode, state) => {
    expect(postnlTrackingState({ PhaseCode, StatusCode, StatusDescription: 'x' }).state).toBe(state);
  });
});
