// Reviva (no public API: our own JSON shape, src/server/carriers/reviva/live.ts): the sandbox with its delivery
// days, cut-off, countries and postcodes, status over time; the live adapter against a local fake of that shape.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CarrierAdapter } from '../../src/server/carriers/adapter.ts';
import { BARCODE_PATTERNS } from '../../src/server/carriers/barcodes.ts';
import { live, sandbox } from '../../src/server/carriers/reviva/index.ts';
import { REVIVA_TRACKING, revivaTracking } from '../../src/server/carriers/reviva/status.ts';
import { checkCarrierValues } from '../../src/server/carriers/values.ts';
import { DELIVERY_REMARKS } from '../../src/shared/domain/carrier-forms/delivery-remarks.ts';
import { messages } from '../../src/shared/domain/messages.ts';
import type { RegisterResult } from '../../src/shared/schema/carriers.ts';
import { makeOrder } from '../client/detail/order-fixture.ts';
import { expectKeyRefusedAndRetryableOutages, expectRefusalAndOutageOnDemand, refusalOf, sandboxClock, serverFieldErrors } from '../helpers/carrier-test-kit.ts';
import { carrierApi } from '../helpers/carriers.ts';
import { bearer, databaseKinds, useTestApp } from '../helpers/test-app.ts';
import { startRevivaFake, type RevivaFake } from '../helpers/fake-reviva.ts';
import { pageOneBarcodes, pdfInfo, pdfText } from '../helpers/pdf-tools.ts';

const HOUR = 3_600_000;
/** Thursday 24 December 2026, 09:00 in Amsterdam. */
const MORNING = new Date('2026-12-24T08:00:00Z');
const order = makeOrder({ deliveryDate: '2026-12-24' });

const values = (overrides: Record<string, unknown> = {}) => ({
  orderId: 0, name: 'Sanne Bakker', street: 'Lange Nieuwstraat', houseNumber: '3', zipcode: '3512 PA', city: 'Utrecht', countryCode: 'NL',
  deliveryDate: '2026-12-24', coli: 1, remark: 'Achterom', ...overrides,
});

const sandboxAt = (start: Date) => sandboxClock(sandbox, start);

describe('Reviva sandbox', () => {
  it("fills the form from the order's recipient with the first delivery day, one parcel and the day's remark", async () => {
    const config = await sandboxAt(MORNING).adapter.config(order, {});
    expect(config.defaults).toEqual({
      orderId: 10000034, name: 'Iris Dijkstra', companyName: '', street: 'Marktplein', houseNumber: '166', zipcode: '7425 SM', city: 'Deventer',
      countryCode: 'NL', phone: '0570-600023', email: order.recipient.emailAddress ?? '', deliveryDate: '2026-12-24', coli: 1, remark: DELIVERY_REMARKS.christmasEve,
    });
    expect(config.options).toEqual({ cutOffTime: '15:00', firstDeliveryDate: '2026-12-24', countries: ['NL', 'BE'], problem: null });
  });

  it('moves the first delivery day past its cut-off and Sundays, and says what is wrong with the day asked about', async () => {
    const afternoon = sandboxAt(new Date('2026-12-24T14:30:00Z')).adapter; // 15:30 in Amsterdam
    const config = await afternoon.config(null, {});
    expect(config.defaults).toMatchObject({ orderId: 0, countryCode: 'NL', deliveryDate: '2026-12-25', coli: 1 });
    expect(config.options.firstDeliveryDate).toBe('2026-12-25');
    const saturdayEvening = sandboxAt(new Date('2026-12-26T15:00:00Z')).adapter;
    expect((await saturdayEvening.config(null, {})).options.firstDeliveryDate).toBe('2026-12-28');
    expect((await afternoon.config(null, { deliveryDate: '2026-12-27' })).options.problem).toBe('Reviva bezorgt niet op zondag');
    expect((await afternoon.config(null, { deliveryDate: '2026-12-24' })).options.problem).toBe(
      'Reviva kan op deze dag niet meer bezorgen; de eerste mogelijke dag is 25 december 2026',
    );
    expect((await afternoon.config(null, { deliveryDate: '2026-12-28', countryCode: 'DE' })).options.problem).toBe('Reviva bezorgt alleen in Nederland en België');
  });

  it('hands out RV numbers with their tracking page per parcel, the same again for the same claim', async () => {
    const { adapter } = sandboxAt(MORNING);
    const registration = await adapter.register({ order: null, values: values({ coli: 3 }), reference: 'claim-1' });
    expect(registration.parcels).toHaveLength(3);
    for (const { barcode, trackingUrl } of registration.parcels) {
      expect(barcode).toMatch(BARCODE_PATTERNS.reviva);
      expect(trackingUrl).toBe(`https://track.reviva.nl/${barcode}`);
    }
    expect(new Set(registration.parcels.map((parcel) => parcel.barcode)).size).toBe(3);
    expect(await adapter.register({ order: null, values: values({ coli: 3 }), reference: 'claim-1' })).toEqual(registration);
    expect(await adapter.find('claim-1')).toEqual(registration);
    expect(await adapter.find('claim-2')).toBeNull();
  });

  it("labels a standalone parcel with the typed recipient and a barcode that reads as the parcel's number", async () => {
    const { adapter } = sandboxAt(MORNING);
    const { parcels, carrierReference } = await adapter.register({ order: null, values: values(), reference: 'claim-label' });
    const pdf = await adapter.label({ carrierReference, barcode: parcels[0].barcode, order: null });
    expect(await pdfInfo(pdf)).toMatchObject({ widthMm: 100, heightMm: 150 });
    expect(await pdfText(pdf)).toContain('Sanne Bakker');
    expect(await pageOneBarcodes(pdf)).toContain(parcels[0].barcode);
  });

  it("refuses what Reviva refuses on the form's field: a day past its cut-off, a country, a postcode", async () => {
    const { adapter } = sandboxAt(new Date('2026-12-24T14:30:00Z'));
    const refuse = async (overrides: Record<string, unknown>, reference: string) =>
      (await refusalOf(adapter.register({ order: null, values: values(overrides), reference }))).fieldErrors;
    expect(await refuse({}, 'r1')).toEqual([{ field: 'deliveryDate', message: expect.stringContaining('de eerste mogelijke dag is 25 december 2026') }]);
    expect(await refuse({ deliveryDate: '2026-12-28', countryCode: 'DE' }, 'r2')).toEqual([{ field: 'countryCode', message: 'Reviva bezorgt alleen in Nederland en België' }]);
    expect(await refuse({ deliveryDate: '2026-12-28', zipcode: '0123 AB' }, 'r3')).toEqual([{ field: 'zipcode', message: 'Dit is geen geldig nederlands postcode' }]);
    expect(await refuse({ deliveryDate: '2026-12-28', countryCode: 'BE', zipcode: '20000' }, 'r4')).toEqual([{ field: 'zipcode', message: 'Dit is geen geldige Belgische postcode' }]);
    await expect(adapter.register({ order: null, values: values({ deliveryDate: '2026-12-28', countryCode: 'BE', zipcode: '2000' }), reference: 'r5' })).resolves.toBeTruthy();
  });

  it("refuses on purpose with '#weiger' and is unreachable with '#storing'", async () => {
    const { adapter } = sandboxAt(MORNING);
    await expectRefusalAndOutageOnDemand({
      carrierName: 'Reviva', adapter, field: 'name',
      register: (overrides, reference) => adapter.register({ order: null, values: values(overrides), reference }),
    });
  });

  it.each([
    ['3512 PA', 'bezorgd', 'delivered'],
    ['3598 PA', 'bij_de_buren', 'delivered_to_neighbour'],
    ['3599 PA', 'niet_bezorgd', 'not_delivered'],
  ])('moves a parcel for %s on: aangemeld, onderweg after an hour, %s after a day', async (zipcode, end, detail) => {
    const { adapter, later } = sandboxAt(MORNING);
    const { parcels, carrierReference } = await adapter.register({ order: null, values: values({ zipcode }), reference: `t-${zipcode}` });
    const status = () => adapter.status({ barcode: parcels[0].barcode, carrierReference });
    expect(await status()).toEqual({ state: 'aangemeld', detail: 'registered' });
    later(HOUR);
    expect(await status()).toEqual({ state: 'onderweg', detail: 'sorted' });
    later(19 * HOUR);
    expect(await status()).toEqual({ state: 'onderweg', detail: 'out_for_delivery' });
    later(4 * HOUR);
    expect(await status()).toEqual({ state: end, detail });
  });
});

describe('Reviva form schema', () => {
  const adapter = sandbox({ now: () => MORNING });
  const fieldErrors = (input: Record<string, unknown>) => serverFieldErrors(adapter, input);

  it('takes the values as typed: trimmed, colli as a number, unknown fields dropped, defaults filled in', () => {
    const { coli: _coli, orderId: _orderId, ...typed } = values({ name: '  Sanne Bakker ' });
    expect(checkCarrierValues(adapter, { ...typed, coli: '2', spy: 'x' })).toEqual({ ...values({ coli: 2 }), orderId: 0 });
    expect(checkCarrierValues(adapter, typed)).toMatchObject({ coli: 1, orderId: 0 });
  });

  it("says what is wrong per field in the generic form's Dutch words (spec §5)", () => {
    const { name: _name, ...withoutName } = values();
    expect(fieldErrors({ ...withoutName, coli: 6, email: 'geen-adres', deliveryDate: '24-12-2026', countryCode: 'DE' })).toEqual([
      { field: 'name', message: messages.required },
      { field: 'countryCode', message: messages.invalid },
      { field: 'email', message: messages.invalidEmail },
      { field: 'deliveryDate', message: messages.invalid },
      { field: 'coli', message: messages.tooLarge },
    ]);
  });
});

describe('Reviva status mapping', () => {
  it('maps every Reviva status to our states and keeps an unknown one onderweg', () => {
    expect(REVIVA_TRACKING).toEqual({
      registered: 'aangemeld', sorted: 'onderweg', out_for_delivery: 'onderweg', delivered: 'bezorgd', delivered_to_neighbour: 'bij_de_buren',
      not_delivered: 'niet_bezorgd', returned: 'retour', damaged: 'probleem', cancelled: 'probleem',
    });
    expect(revivaTracking('at_customs')).toEqual({ state: 'onderweg', detail: 'at_customs' });
    expect(revivaTracking('constructor')).toEqual({ state: 'onderweg', detail: 'constructor' });
  });
});

describe('Reviva live, against a fake of its JSON shape', () => {
  let fake: RevivaFake;
  let adapter: CarrierAdapter;
  beforeAll(async () => {
    fake = await startRevivaFake();
    adapter = live({ baseUrl: fake.url, apiKey: fake.apiKey, timeoutMs: 300 });
  });
  afterAll(() => fake.stop());

  it("takes the delivery options from Reviva for the day and country asked about", async () => {
    const config = await adapter.config(order, { deliveryDate: '2026-12-28', countryCode: 'BE' });
    expect(config.options).toMatchObject({ cutOffTime: '14:30', firstDeliveryDate: '2026-12-24', problem: 'Geen bezorging in dit land' });
    expect(config.defaults).toMatchObject({ name: 'Iris Dijkstra', coli: 1 });
  });

  it('registers with the claim reference as Idempotency-Key, so a retry gets the same shipment', async () => {
    const registration = await adapter.register({ order: null, values: values({ coli: 2 }), reference: 'claim-live' });
    expect(fake.shipments).toHaveLength(1);
    expect(fake.shipments[0]).toMatchObject({
      idempotencyKey: 'claim-live',
      body: {
        reference: 'claim-live', deliveryDate: '2026-12-24', parcels: 2, remark: 'Achterom',
        recipient: { name: 'Sanne Bakker', companyName: '', street: 'Lange Nieuwstraat', houseNumber: '3', zipcode: '3512 PA', city: 'Utrecht', countryCode: 'NL', phone: '', email: '' },
      },
    });
    expect(registration).toEqual({ parcels: fake.shipments[0].parcels, carrierReference: fake.shipments[0].id, labelReady: true });
    expect(await adapter.register({ order: null, values: values({ coli: 2 }), reference: 'claim-live' })).toEqual(registration);
    expect(fake.shipments).toHaveLength(1);
    expect(await adapter.find('claim-live')).toEqual(registration);
    expect(await adapter.find('claim-elders')).toBeNull();
  });

  it('reads the label and the status', async () => {
    const { parcels, carrierReference } = await adapter.register({ order: null, values: values(), reference: 'claim-status' });
    expect((await adapter.label({ carrierReference, barcode: parcels[0].barcode, order: null })).subarray(0, 5).toString()).toBe('%PDF-');
    fake.shipments.find((shipment) => shipment.id === carrierReference)!.status = 'delivered_to_neighbour';
    expect(await adapter.status({ barcode: parcels[0].barcode, carrierReference })).toEqual({ state: 'bij_de_buren', detail: 'delivered_to_neighbour' });
  });

  it("puts its 422 field errors on the form's fields", async () => {
    const refusal = await refusalOf(adapter.register({ order: null, values: values({ zipcode: 'onbekend' }), reference: 'claim-422' }));
    expect(refusal).toMatchObject({ message: 'Ongeldige gegevens', retryable: false, fieldErrors: [{ field: 'zipcode', message: 'Onbekende postcode' }] });
  });

  it('says our key is refused on 401, and that it is unreachable on 429 and when it does not answer', async () => {
    const wrongKey = live({ baseUrl: fake.url, apiKey: 'verkeerd', timeoutMs: 300 });
    await expectKeyRefusedAndRetryableOutages({
      carrierName: 'Reviva', fake, rateLimited: 'rate-limited',
      withWrongKey: () => wrongKey.find('claim-live'),
      call: (failure) => adapter.register({ order: null, values: values(), reference: failure === 'hang' ? 'claim-hang' : 'claim-429' }),
    });
  });
});

describe.each(databaseKinds)('Reviva through the transport calls on %s', (kind) => {
  const t = useTestApp(kind);
  const api = carrierApi(t);

  it('registers a standalone parcel typed into the form and prints its label with the typed recipient', async () => {
    const config = await t.app.inject({ method: 'GET', url: '/gateway/api/workbench/transport/reviva/config?orderId=0', headers: bearer(t.staff) });
    expect(config.statusCode, config.body).toBe(200);
    const { defaults } = config.json() as { defaults: Record<string, unknown> };
    expect(defaults).toMatchObject({ orderId: 0, countryCode: 'NL', coli: 1 });
    const typed = { ...defaults, name: 'Sanne Bakker', street: 'Lange Nieuwstraat', houseNumber: '3', zipcode: '3512 PA', city: 'Utrecht' };
    const response = await api.register('reviva', { orderId: 0, values: typed });
    expect(response.statusCode, response.body).toBe(200);
    const result: RegisterResult = response.json();
    expect(result.order).toBeNull();
    const [parcel] = result.shipment.parcels;
    expect(parcel).toEqual({ barcode: expect.stringMatching(BARCODE_PATTERNS.reviva), trackingUrl: `https://track.reviva.nl/${parcel.barcode}` });
    const label = await api.spooled(result.labelJob!.printerId, result.labelJob!.id);
    expect(await pdfText(label)).toContain('Sanne Bakker');
    expect(await pageOneBarcodes(label)).toContain(parcel.barcode);
  });
});
