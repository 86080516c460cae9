// ZorgeloosBezorgd (spec §2, §5, §9; integrations.md): the sandbox behaves like the service (its barcodes and
// tracking page, its limits, time slots with a cut-off for today, status over time), and the live adapter speaks
// our JSON shape of its service, here against a local fake.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CarrierAdapter } from '../../src/server/carriers/adapter.ts';
import { BARCODE_PATTERNS } from '../../src/server/carriers/barcodes.ts';
import { live, sandbox } from '../../src/server/carriers/zorgeloosbezorgd/index.ts';
import { ZORGELOOSBEZORGD_STATUSES, zorgeloosBezorgdState } from '../../src/server/carriers/zorgeloosbezorgd/status.ts';
import { DELIVERY_REMARKS } from '../../src/shared/domain/carrier-forms/delivery-remarks.ts';
import { expectKeyRefusedAndRetryableOutages, orderOn, refusalOf, sandboxClock } from '../helpers/carrier-test-kit.ts';
import { startZorgeloosBezorgdFake, type ZorgeloosBezorgdFake } from '../helpers/fake-zorgeloosbezorgd.ts';
import { pageOneBarcodes, pdfInfo } from '../helpers/pdf-tools.ts';

const HOUR = 3_600_000;
/** 10 December 2026, 10:00 in Amsterdam. */
const MORNING = new Date('2026-12-10T09:00:00Z');

const order = orderOn('2026-12-10');
const values = (overrides: Record<string, unknown> = {}) => ({
  orderId: 10000034, preferredDeliveryDate: '2026-12-10', preferredDeliveryTime: '17:00-21:00', coli: 1,
  remark: DELIVERY_REMARKS.standard, name: 'Iris Dijkstra', companyName: '', phone: '0570-600023', emailAddress: '',
  ...overrides,
});

const sandboxAt = (start: Date) => sandboxClock(sandbox, start);

describe('ZorgeloosBezorgd sandbox', () => {
  it('opens with coli 1, the remark, the recipient and the slots still open today (three hours ahead)', async () => {
    const config = await sandboxAt(MORNING).adapter.config(order(), {});
    expect(config.defaults).toEqual({
      orderId: 10000034, preferredDeliveryDate: '2026-12-10', preferredDeliveryTime: '17:00-21:00', coli: 1,
      remark: DELIVERY_REMARKS.standard, name: 'Iris Dijkstra', companyName: '', phone: '0570-600023', emailAddress: '',
    });
    expect(config.options).toEqual({ timeframes: { options: [{ value: '17:00-21:00', label: '17:00 – 21:00' }], selected: '17:00-21:00' } });
  });

  it('hands out barcodes in its format with its tracking page, the same again for a retry, and a readable label', async () => {
    const { adapter } = sandboxAt(MORNING);
    const registration = await adapter.register({ order: order(), values: values(), reference: 'claim-1' });
    const [{ barcode, trackingUrl }] = registration.parcels;
    expect(barcode).toMatch(BARCODE_PATTERNS.zorgeloosbezorgd);
    expect(trackingUrl).toBe(`https://track.zorgeloosbezorgd.nl/${barcode}`);
    expect(await adapter.register({ order: order(), values: values(), reference: 'claim-1' })).toEqual(registration);
    expect(await adapter.find('claim-1')).toEqual(registration);
    const pdf = await adapter.label({ carrierReference: registration.carrierReference, barcode, order: order() });
    expect(await pdfInfo(pdf)).toMatchObject({ pages: 1, widthMm: 100, heightMm: 150 });
    expect(await pageOneBarcodes(pdf)).toContain(barcode);
  });

  it('refuses what §5 forbids on its fields, a closed slot, and addresses outside the Netherlands', async () => {
    const { adapter } = sandboxAt(MORNING);
    const refusal = await refusalOf(adapter.register({ order: order(), values: values({ coli: 6, name: '', phone: '0'.repeat(16) }), reference: 'r1' }));
    expect(refusal.fieldErrors).toEqual([
      { field: 'coli', message: 'Dit veld is te groot (max 5)' },
      { field: 'name', message: 'Dit veld is vereist' },
      { field: 'phone', message: 'Dit veld is te lang (max 15 karakters)' },
    ]);
    const closed = await refusalOf(adapter.register({ order: order(), values: values({ preferredDeliveryTime: '12:00-17:00' }), reference: 'r2' }));
    expect(closed.fieldErrors).toEqual([{ field: 'preferredDeliveryTime', message: 'Dit tijdvak is niet (meer) beschikbaar' }]);
    const belgian = order();
    belgian.recipient.address = { ...belgian.recipient.address, countryCode: 'BE', country: 'België' };
    expect((await refusalOf(adapter.register({ order: belgian, values: values(), reference: 'r3' }))).message).toBe('ZorgeloosBezorgd bezorgt niet in België');
    expect(await refusalOf(adapter.register({ order: order(), values: values({ remark: '#storing' }), reference: 'r4' }))).toMatchObject({ retryable: true });
  });

  it.each([
    ['7425 SM', 'bezorgd'],
    ['7499 AB', 'niet_bezorgd'],
    ['7498 AB', 'bij_de_buren'],
  ])('moves a parcel for %s on with time to %s', async (zipcode, end) => {
    const { adapter, later } = sandboxAt(MORNING);
    const { parcels, carrierReference } = await adapter.register({ order: order(zipcode), values: values(), reference: `t-${zipcode}` });
    const status = () => adapter.status({ barcode: parcels[0].barcode, carrierReference });
    expect(await status()).toEqual({ state: 'aangemeld', detail: 'Aangemeld (AANGEMELD)' });
    later(HOUR);
    expect(await status()).toEqual({ state: 'onderweg', detail: 'Gesorteerd (GESORTEERD)' });
    later(3 * HOUR);
    expect((await status()).detail).toBe('Onderweg (ONDERWEG)');
    later(16 * HOUR);
    expect((await status()).state).toBe(end);
  });
});

describe('ZorgeloosBezorgd status mapping', () => {
  it('maps every status word to our states, an unknown one to probleem', () => {
    expect(Object.fromEntries(Object.entries(ZORGELOOSBEZORGD_STATUSES).map(([word, { state }]) => [word, state]))).toEqual({
      AANGEMELD: 'aangemeld', GESORTEERD: 'onderweg', ONDERWEG: 'onderweg', BEZORGD: 'bezorgd', BEZORGD_BUREN: 'bij_de_buren',
      NIET_THUIS: 'niet_bezorgd', RETOUR: 'retour', GEWEIGERD: 'probleem',
    });
    expect(zorgeloosBezorgdState('VERDWENEN')).toEqual({ state: 'probleem', detail: 'Onbekende status (VERDWENEN)' });
  });
});

describe('ZorgeloosBezorgd live, against a fake in our JSON shape', () => {
  let fake: ZorgeloosBezorgdFake;
  let adapter: CarrierAdapter;

  beforeAll(async () => {
    fake = await startZorgeloosBezorgdFake();
    adapter = live({ baseUrl: fake.url, apiKey: fake.apiKey, timeoutMs: 300 });
  });
  afterAll(() => fake.stop());

  it('registers under the claim reference, once, also when retried; reads the label and the status', async () => {
    const registration = await adapter.register({ order: order(), values: values(), reference: 'claim-live' });
    const [created] = fake.deliveries;
    expect(registration.parcels).toEqual([{ barcode: created.code, trackingUrl: `https://track.zorgeloosbezorgd.nl/${created.code}` }]);
    expect(created.body).toMatchObject({
      reference: 'claim-live', orderNumber: 'BLB0000034', date: '2026-12-10', timeSlot: '17:00-21:00', colli: 1,
      recipient: { name: 'Iris Dijkstra', postalCode: '7425 SM', country: 'NL' },
    });
    expect(await adapter.register({ order: order(), values: values(), reference: 'claim-live' })).toEqual(registration);
    expect(fake.deliveries).toHaveLength(1);
    expect(await adapter.find('claim-live')).toEqual(registration);
    expect(await adapter.find('claim-elders')).toBeNull();

    const label = await adapter.label({ carrierReference: registration.carrierReference, barcode: created.code, order: order() });
    expect(label.subarray(0, 5).toString()).toBe('%PDF-');
    created.status = 'BEZORGD_BUREN';
    expect(await adapter.status({ barcode: created.code, carrierReference: registration.carrierReference })).toEqual({ state: 'bij_de_buren', detail: 'Bezorgd bij de buren (BEZORGD_BUREN)' });
  });

  it("puts its validation errors (422, in its own field names) on the form's fields", async () => {
    const refusal = await refusalOf(adapter.register({ order: order(), values: values({ coli: 7, name: '' }), reference: 'claim-422' }));
    expect(refusal).toMatchObject({
      message: 'De aanmelding bevat fouten', retryable: false,
      fieldErrors: [{ field: 'coli', message: 'Dit veld is te groot (max 5)' }, { field: 'name', message: 'Dit veld is vereist' }],
    });
  });

  it('says our key is refused on 401, and that it is unreachable on 429 and when it does not answer', async () => {
    const wrongKey = live({ baseUrl: fake.url, apiKey: 'verkeerd', timeoutMs: 300 });
    await expectKeyRefusedAndRetryableOutages({
      carrierName: 'ZorgeloosBezorgd', fake, rateLimited: 'rate-limited',
      withWrongKey: () => wrongKey.register({ order: order(), values: values(), reference: 'k' }),
      call: (failure) => adapter.register({ order: order(), values: values(), reference: failure === 'hang' ? 'hung' : 'busy' }),
    });
    expect(fake.deliveries.map((delivery) => delivery.reference)).toEqual(['claim-live']);
  });
});
