// Dynalogic (spec §2, §5, §8, §9; integrations.md): the sandbox behaves like the service (its barcodes and tracking
// page, its field errors, time slots with a cut-off for today, status over time), and the live adapter speaks our
// JSON shape plus Dynalogic's tracking lookup, here against a local fake.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CarrierAdapter } from '../../src/server/carriers/adapter.ts';
import { BARCODE_PATTERNS } from '../../src/server/carriers/barcodes.ts';
import { live, sandbox } from '../../src/server/carriers/dynalogic/index.ts';
import { dynalogicState } from '../../src/server/carriers/dynalogic/status.ts';
import { checkCarrierValues } from '../../src/server/carriers/values.ts';
import { InvalidInput } from '../../src/server/invalid-input.ts';
import { DELIVERY_REMARKS } from '../../src/shared/domain/carrier-forms/delivery-remarks.ts';
import { DYNALOGIC_ORDER_KINDS } from '../../src/shared/domain/carrier-forms/dynalogic.ts';
import { expectKeyRefusedAndRetryableOutages, expectRefusalAndOutageOnDemand, orderOn, refusalOf, sandboxClock } from '../helpers/carrier-test-kit.ts';
import { startDynalogicFake, type DynalogicFake } from '../helpers/fake-dynalogic.ts';
import { pageOneBarcodes, pdfInfo } from '../helpers/pdf-tools.ts';

const HOUR = 3_600_000;
/** 24 December 2026, 09:00 in Amsterdam. */
const MORNING = new Date('2026-12-24T08:00:00Z');

const order = orderOn('2026-12-24');
const values = (overrides: Record<string, unknown> = {}) => ({
  orderId: 10000034, orderKind: 'BOEKDAG', preferredDeliveryDate: '2026-12-24', preferredDeliveryTime: '13:00-18:00', coli: 1, weight: 3,
  remark: DELIVERY_REMARKS.christmasEve, name: 'Iris Dijkstra', companyName: '', phone: '0570-600023', fax: '', email: '',
  ...overrides,
});

const sandboxAt = (start: Date) => sandboxClock(sandbox, start);

describe('Dynalogic sandbox', () => {
  it('opens with the §9 defaults, its order kinds and the slots still open today (two hours before a round leaves)', async () => {
    const config = await sandboxAt(MORNING).adapter.config(order('7425 SM', { isMourning: true }), {});
    expect(config.defaults).toEqual({
      orderId: 10000034, orderKind: 'BOEKROUW', preferredDeliveryDate: '2026-12-24', preferredDeliveryTime: '13:00-18:00', coli: 1, weight: 5,
      remark: DELIVERY_REMARKS.timed, name: 'Iris Dijkstra', companyName: '', phone: '0570-600023', fax: '', email: '',
    });
    expect(config.options.orderKind).toEqual(DYNALOGIC_ORDER_KINDS);
    expect(config.options.timeframes).toEqual({
      options: [{ value: '13:00-18:00', label: '13:00 – 18:00' }, { value: '18:00-22:00', label: '18:00 – 22:00' }],
      selected: '13:00-18:00',
    });
  });

  it('offers every slot of a later day asked for, the evening round for an evening delivery, none for a past day', async () => {
    const { adapter } = sandboxAt(MORNING);
    const evening = await adapter.config(order('7425 SM', { isEveningDelivery: true }), { deliveryDate: '2026-12-28' });
    expect(evening.options.timeframes).toMatchObject({ selected: '18:00-22:00' });
    expect((evening.options.timeframes as { options: unknown[] }).options).toHaveLength(3);
    expect(evening.defaults).toMatchObject({ orderKind: 'SEVERSAFL', preferredDeliveryTime: '18:00-22:00' });
    expect((await adapter.config(order(), { deliveryDate: '2026-12-23' })).options.timeframes).toEqual({ options: [], selected: null });
  });

  it('hands out barcodes in its format with its tracking page, the same again for a retry', async () => {
    const { adapter } = sandboxAt(MORNING);
    const registration = await adapter.register({ order: order(), values: values(), reference: 'claim-1' });
    const [{ barcode, trackingUrl }] = registration.parcels;
    expect(barcode).toMatch(BARCODE_PATTERNS.dynalogic);
    expect(trackingUrl).toBe(`https://tracking.dynalogic.eu/ordernumber/${barcode}/zipcode/7425SM`);
    expect(registration.labelReady).toBe(true);
    expect(await adapter.register({ order: order(), values: values(), reference: 'claim-1' })).toEqual(registration);
    expect(await adapter.find('claim-1')).toEqual(registration);
    expect(await adapter.find('claim-2')).toBeNull();
  });

  it('prints a 10×15 label whose barcode reads as the barcode', async () => {
    const { adapter } = sandboxAt(MORNING);
    const { parcels, carrierReference } = await adapter.register({ order: order(), values: values(), reference: 'claim-label' });
    const pdf = await adapter.label({ carrierReference, barcode: parcels[0].barcode, order: order() });
    expect(await pdfInfo(pdf)).toMatchObject({ pages: 1, widthMm: 100, heightMm: 150 });
    expect(await pageOneBarcodes(pdf)).toContain(parcels[0].barcode);
  });

  it("refuses with field errors on the form's fields (spec §8): no kind, a day before delivery, a slot past its cut-off", async () => {
    const { adapter } = sandboxAt(MORNING);
    const refusal = await refusalOf(adapter.register({
      order: order('7425 SM', { deliveryDate: '2026-12-28' }), values: values({ orderKind: 'geen', preferredDeliveryDate: '2026-12-27', coli: 6 }), reference: 'r1',
    }));
    expect(refusal.message).toBe('Er zijn validatie fouten opgetreden, controleer uw invoer.');
    expect(refusal.fieldErrors).toEqual([
      { field: 'orderKind', message: 'Dit veld is vereist' },
      { field: 'preferredDeliveryDate', message: 'Kies 28-12-2026 of later' },
      { field: 'coli', message: 'Dit veld is te groot (max 5)' },
    ]);
    const late = await refusalOf(adapter.register({ order: order(), values: values({ preferredDeliveryTime: '08:00-13:00' }), reference: 'r2' }));
    expect(late.fieldErrors).toEqual([{ field: 'preferredDeliveryTime', message: 'Dit tijdvak is niet (meer) beschikbaar' }]);
  });

  it('refuses an address outside the Netherlands and Belgium, and a parcel without an order', async () => {
    const { adapter } = sandboxAt(MORNING);
    const german = order();
    german.recipient.address = { ...german.recipient.address, countryCode: 'DE', country: 'Duitsland' };
    expect((await refusalOf(adapter.register({ order: german, values: values(), reference: 'd' }))).message).toBe('Dynalogic bezorgt niet in Duitsland');
    expect((await refusalOf(adapter.register({ order: null, values: values(), reference: 'n' }))).message).toBe('Dynalogic bezorgt alleen orders met een afleveradres');
  });

  it("refuses on purpose with '#weiger' and is unreachable with '#storing'", async () => {
    const { adapter } = sandboxAt(MORNING);
    await expectRefusalAndOutageOnDemand({
      carrierName: 'Dynalogic', adapter, field: 'remark',
      register: (overrides, reference) => adapter.register({ order: order(), values: values(overrides), reference }),
    });
  });

  it.each([
    ['7425 SM', 'bezorgd', 'Afgeleverd (DEL_DEF, stap 4)'],
    ['7499 AB', 'niet_bezorgd', 'Niet afgeleverd (DEL_FAIL, stap 4)'],
    ['7498 AB', 'bij_de_buren', 'Afgeleverd bij de buren (DEL_NBR, stap 4)'],
  ])('moves a parcel for %s on: aangemeld, in the depot after an hour, on its way, then %s the next day', async (zipcode, end, detail) => {
    const { adapter, later } = sandboxAt(MORNING);
    const { parcels, carrierReference } = await adapter.register({ order: order(zipcode), values: values(), reference: `t-${zipcode}` });
    const status = () => adapter.status({ barcode: parcels[0].barcode, carrierReference });
    expect(await status()).toEqual({ state: 'aangemeld', detail: 'Aangemeld (DEL_DEF, stap 1)' });
    later(HOUR);
    expect(await status()).toEqual({ state: 'onderweg', detail: 'In het depot (DEL_DEF, stap 2)' });
    later(3 * HOUR);
    expect(await status()).toEqual({ state: 'onderweg', detail: 'Onderweg naar de ontvanger (DEL_DEF, stap 3)' });
    later(16 * HOUR);
    expect(await status()).toEqual({ state: end, detail });
    // After a restart the sandbox still knows where the parcel is.
    const restarted = sandbox({ now: () => new Date(MORNING.getTime() + 21 * HOUR) });
    expect((await restarted.status({ barcode: parcels[0].barcode, carrierReference })).state).toBe(end);
  });
});

describe("the server's check of Dynalogic's values (its JSON schema)", () => {
  const adapter = sandbox({ now: () => MORNING });
  const check = (overrides: Record<string, unknown>) => {
    try {
      return checkCarrierValues(adapter, values(overrides));
    } catch (error) {
      expect(error).toBeInstanceOf(InvalidInput);
      return (error as InvalidInput).errors;
    }
  };

  it("answers in the form's words: required, a kind other than 'geen', coli max 5, texts at their limits", () => {
    // A blank time slot is not given: ajv names a missing field before the others.
    expect(check({ orderKind: 'geen', preferredDeliveryTime: '', coli: 6, phone: '0'.repeat(16), email: 'iris@' })).toEqual([
      { field: 'preferredDeliveryTime', message: 'Dit veld is vereist' },
      { field: 'orderKind', message: 'Dit veld is vereist' },
      { field: 'coli', message: 'Dit veld is te groot (max 5)' },
      { field: 'phone', message: 'Dit veld is te lang (max 15 karakters)' },
      { field: 'email', message: 'Voer een geldig e-mailadres in.' },
    ]);
  });

  it('passes the form as it opens, trimmed, without an optional weight', () => {
    expect(check({ weight: undefined, remark: '  Achterom  ' })).toMatchObject({ orderKind: 'BOEKDAG', coli: 1, remark: 'Achterom' });
  });
});

describe('Dynalogic status mapping', () => {
  it.each([
    [{ Scenario: 'DEL_DEF', ActiveStep: 1 }, 'aangemeld'],
    [{ Scenario: 'DEL_DEF', ActiveStep: 2 }, 'onderweg'],
    [{ Scenario: 'DEL_DEF', ActiveStep: 3 }, 'onderweg'],
    [{ Scenario: 'DEL_DEF', ActiveStep: 4 }, 'bezorgd'],
    [{ Scenario: 'DEL_NBR', ActiveStep: 4 }, 'bij_de_buren'],
    [{ Scenario: 'DEL_FAIL', ActiveStep: 4 }, 'niet_bezorgd'],
    [{ Scenario: 'DEL_FAIL', ActiveStep: 3 }, 'niet_bezorgd'],
    [{ Scenario: 'RET', ActiveStep: 2 }, 'retour'],
    [{ Scenario: 'DEL_XYZ', ActiveStep: 4 }, 'probleem'],
    [{ Scenario: 'DEL_DEF', ActiveStep: 7 }, 'probleem'],
  ])('%o is %s', (tracking, state) => {
    expect(dynalogicState(tracking).state).toBe(state);
  });
});

describe('Dynalogic live, against a fake in our JSON shape', () => {
  let fake: DynalogicFake;
  let adapter: CarrierAdapter;

  beforeAll(async () => {
    fake = await startDynalogicFake();
    adapter = live({ baseUrl: fake.url, apiKey: fake.apiKey, timeoutMs: 300 });
  });
  afterAll(() => fake.stop());

  it('registers under the claim reference as its idempotency key, once, also when retried, and finds it again', async () => {
    const registration = await adapter.register({ order: order(), values: values(), reference: 'claim-live' });
    const [created] = fake.orders;
    expect(registration.parcels).toEqual([{ barcode: created.orderNumber, trackingUrl: `https://tracking.dynalogic.eu/ordernumber/${created.orderNumber}/zipcode/7425SM` }]);
    expect(created.orderNumber).toMatch(BARCODE_PATTERNS.dynalogic);
    expect(created.body).toMatchObject({
      reference: 'claim-live', orderNumber: 'BLB0000034', orderKind: 'BOEKDAG', preferredDeliveryDate: '2026-12-24', preferredDeliveryTime: '13:00-18:00',
      coli: 1, weightKg: 3, recipient: { name: 'Iris Dijkstra', street: 'Marktplein', houseNumber: '166', zipcode: '7425 SM', countryCode: 'NL', phone: '0570-600023' },
    });
    expect(await adapter.register({ order: order(), values: values(), reference: 'claim-live' })).toEqual(registration);
    expect(fake.orders).toHaveLength(1);
    expect(await adapter.find('claim-live')).toEqual(registration);
    expect(await adapter.find('claim-elders')).toBeNull();
  });

  it('reads the label and follows the parcel through the tracking lookup', async () => {
    const { parcels, carrierReference } = await adapter.register({ order: order(), values: values(), reference: 'claim-status' });
    const label = await adapter.label({ carrierReference, barcode: parcels[0].barcode, order: order() });
    expect(label.subarray(0, 5).toString()).toBe('%PDF-');
    const status = () => adapter.status({ barcode: parcels[0].barcode, carrierReference });
    expect((await status()).state).toBe('aangemeld');
    fake.orders.find((candidate) => candidate.orderNumber === parcels[0].barcode)!.tracking = { Scenario: 'DEL_FAIL', ActiveStep: 4 };
    expect(await status()).toEqual({ state: 'niet_bezorgd', detail: 'Niet afgeleverd (DEL_FAIL, stap 4)' });
  });

  it("puts its validation errors (422) on the form's fields", async () => {
    const refusal = await refusalOf(adapter.register({ order: order(), values: values({ orderKind: 'geen' }), reference: 'claim-422' }));
    expect(refusal).toMatchObject({
      message: 'Er zijn validatie fouten opgetreden, controleer uw invoer.', retryable: false,
      fieldErrors: [{ field: 'orderKind', message: 'Dit veld is vereist' }],
    });
  });

  it('says our key is refused on 401, and that it is unreachable on 429 and when it does not answer', async () => {
    const wrongKey = live({ baseUrl: fake.url, apiKey: 'verkeerd', timeoutMs: 300 });
    await expectKeyRefusedAndRetryableOutages({
      carrierName: 'Dynalogic', fake, rateLimited: 'rate-limited',
      withWrongKey: () => wrongKey.register({ order: order(), values: values(), reference: 'k' }),
      call: (failure) => failure === 'hang'
        ? adapter.status({ barcode: '4000000000', carrierReference: '4000000000:7425SM' })
        : adapter.register({ order: order(), values: values(), reference: 'busy' }),
    });
    expect(fake.orders.some((created) => created.reference === 'busy')).toBe(false);
  });
});
