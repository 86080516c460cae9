// Red je Pakketje (integrations.md, spec §2, §9): the sandbox behaves like the service (tracking codes, pick-up
// point cut-offs, refusals, status over time) and the live adapter speaks its REST API as the only public client
// (jacobdekeizer/redjepakketje-client, API v2) does, here against a local fake answering that client's shapes.
import { validate } from 'superstruct';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BARCODE_PATTERNS } from '../../src/server/carriers/barcodes.ts';
import type { CarrierAdapter } from '../../src/server/carriers/adapter.ts';
import { live, sandbox } from '../../src/server/carriers/redjepakketje/index.ts';
import { SANDBOX_PICKUP_POINTS } from '../../src/server/carriers/redjepakketje/pickup-points.ts';
import { REDJEPAKKETJE_TRACKING, redjepakketjeTracking } from '../../src/server/carriers/redjepakketje/status.ts';
import { DELIVERY_REMARKS } from '../../src/shared/domain/carrier-forms/delivery-remarks.ts';
import { RedjepakketjeFields } from '../../src/shared/domain/carrier-forms/redjepakketje.ts';
import type { RegisterResult } from '../../src/shared/schema/carriers.ts';
import { expectKeyRefusedAndRetryableOutages, expectRefusalAndOutageOnDemand, orderOn, refusalOf, sandboxClock, serverFieldErrors } from '../helpers/carrier-test-kit.ts';
import { carrierApi } from '../helpers/carriers.ts';
import { bearer, databaseKinds, useTestApp } from '../helpers/test-app.ts';
import { FAKE_PICKUP_LOCATIONS, startRedjepakketjeFake, type RedjepakketjeFake } from '../helpers/fake-redjepakketje.ts';
import { pageOneBarcodes, pdfInfo } from '../helpers/pdf-tools.ts';

const HOUR = 3_600_000;
/** 24 December 2026, 09:00 in Amsterdam. */
const MORNING = new Date('2026-12-24T08:00:00Z');
const [amsterdam, utrecht, depot] = SANDBOX_PICKUP_POINTS;

const order = orderOn('2026-12-24');
const values = (overrides: Record<string, unknown> = {}) => ({
  orderId: 10000034, pickupPointUuid: amsterdam.uuid, remark: 'Bij de buren', coli: 1, maxAttempts: 2, perishable: true, allowNeighbours: true,
  ...overrides,
});

const sandboxAt = (start: Date) => sandboxClock(sandbox, start);

describe('Red je Pakketje sandbox', () => {
  it('opens with the pick-up points and the §9 defaults: the first point, neighbours, perishable, 2 attempts', async () => {
    const config = await sandboxAt(MORNING).adapter.config(order(), {});
    expect(config.options.pickupPoints).toEqual(SANDBOX_PICKUP_POINTS);
    expect(SANDBOX_PICKUP_POINTS[0]).toEqual({ uuid: expect.any(String), name: 'Werkplaats Amsterdam', street: 'Bloemgracht', house_number: '12', cut_off_time: '14:00' });
    expect(config.defaults).toEqual({
      orderId: 10000034, pickupPointUuid: amsterdam.uuid, remark: DELIVERY_REMARKS.christmasEve, coli: 1, maxAttempts: 2, perishable: true, allowNeighbours: true,
    });
  });

  it('hands out tracking codes in its format with its tracking page, one per parcel, and the same again for a retry', async () => {
    const { adapter } = sandboxAt(MORNING);
    const registration = await adapter.register({ order: order(), values: values({ coli: 2 }), reference: 'claim-1' });
    expect(registration.parcels).toHaveLength(2);
    for (const parcel of registration.parcels) {
      expect(parcel.barcode).toMatch(BARCODE_PATTERNS.redjepakketje);
      expect(parcel.trackingUrl).toBe(`https://track.redjepakketje.nl/${parcel.barcode}`);
    }
    expect(registration.parcels[0].barcode).not.toBe(registration.parcels[1].barcode);
    expect(await adapter.register({ order: order(), values: values({ coli: 2 }), reference: 'claim-1' })).toEqual(registration);
    expect(await adapter.find('claim-1')).toEqual(registration);
    expect(await adapter.find('claim-2')).toBeNull();
    // After a restart the same claim gets the same tracking codes.
    const again = await sandboxAt(MORNING).adapter.register({ order: order(), values: values({ coli: 2 }), reference: 'claim-1' });
    expect(again.parcels).toEqual(registration.parcels);
  });

  it('prints a 10×15 label whose barcode reads as the tracking code', async () => {
    const { adapter } = sandboxAt(MORNING);
    const { parcels, carrierReference } = await adapter.register({ order: order(), values: values(), reference: 'claim-label' });
    const pdf = await adapter.label({ carrierReference, barcode: parcels[0].barcode, order: order() });
    expect(await pdfInfo(pdf)).toMatchObject({ pages: 1, widthMm: 100, heightMm: 150 });
    expect(await pageOneBarcodes(pdf)).toContain(parcels[0].barcode);
  });

  it("refuses a pick-up point past its cut-off for today, on the pick-up point's field, and takes a later one", async () => {
    const { adapter } = sandboxAt(new Date('2026-12-24T13:05:00Z')); // 14:05 in Amsterdam
    const refusal = await refusalOf(adapter.register({ order: order(), values: values(), reference: 'late-1' }));
    const cutOff = 'Ophaalpunt Werkplaats Amsterdam neemt vandaag geen pakketten meer aan (uiterlijk 14:00 aanmelden)';
    expect(refusal.message).toBe(`Red je Pakketje: ${cutOff}`);
    expect(refusal.fieldErrors).toEqual([{ field: 'pickupPointUuid', message: cutOff }]);
    expect(refusal.retryable).toBe(false);
    await refusalOf(adapter.register({ order: order(), values: values({ pickupPointUuid: utrecht.uuid }), reference: 'late-2' }));
    await expect(adapter.register({ order: order(), values: values({ pickupPointUuid: depot.uuid }), reference: 'late-3' })).resolves.toBeTruthy();
    const tomorrow = order('7425 SM', { deliveryDate: '2026-12-25' });
    await expect(adapter.register({ order: tomorrow, values: values(), reference: 'late-4' })).resolves.toBeTruthy();
  });

  it("refuses what the carrier refuses, in its own words as live shows them: a date already past, an address abroad, an unknown point; and we refuse without order", async () => {
    const { adapter } = sandboxAt(MORNING);
    const refuse = async (request: Parameters<CarrierAdapter['register']>[0]) => (await refusalOf(adapter.register(request))).message;
    expect(await refuse({ order: order('7425 SM', { deliveryDate: '2026-12-23' }), values: values(), reference: 'r1' })).toBe('Red je Pakketje: De bezorgdatum ligt in het verleden');
    expect(await refuse({ order: order('B-2000'), values: values(), reference: 'r2' })).toBe('Red je Pakketje: Wij bezorgen alleen op Nederlandse adressen');
    expect(await refuse({ order: order(), values: values({ pickupPointUuid: 'elders' }), reference: 'r3' })).toBe('Red je Pakketje: Onbekend ophaalpunt');
    expect(await refuse({ order: null, values: values(), reference: 'r4' })).toBe('Red je Pakketje heeft het afleveradres van een order nodig');
  });

  it("refuses on purpose with '#weiger' and is unreachable with '#storing'", async () => {
    const { adapter } = sandboxAt(MORNING);
    await expectRefusalAndOutageOnDemand({
      carrierName: 'Red je Pakketje', adapter, field: 'remark',
      register: (overrides, reference) => adapter.register({ order: order(), values: values(overrides), reference }),
    });
  });

  it.each([
    ['7425 SM', 'bezorgd', 'delivered'],
    ['1099 AB', 'niet_bezorgd', 'failed_to_deliver'],
    ['1098 AB', 'bij_de_buren', 'delivered (BB)'],
  ])('moves a parcel for %s on with time: aangemeld, onderweg after an hour, then %s', async (zipcode, end, detail) => {
    const { adapter, later } = sandboxAt(MORNING);
    const { parcels, carrierReference } = await adapter.register({ order: order(zipcode), values: values(), reference: `t-${zipcode}` });
    const status = () => adapter.status({ barcode: parcels[0].barcode, carrierReference });
    expect(await status()).toEqual({ state: 'aangemeld', detail: 'pre_transit' });
    later(HOUR);
    expect(await status()).toEqual({ state: 'onderweg', detail: 'in_transit' });
    later(HOUR);
    expect(await status()).toEqual({ state: 'onderweg', detail: 'out_for_delivery' });
    later(2 * HOUR);
    expect(await status()).toEqual({ state: end, detail });
    // A new sandbox (a restart) still knows where the parcel is.
    const restarted = sandbox({ now: () => new Date(MORNING.getTime() + 5 * HOUR) });
    expect((await restarted.status({ barcode: parcels[0].barcode, carrierReference })).state).toBe(end);
  });
});

describe('Red je Pakketje form rules', () => {
  const adapter = sandbox({ now: () => MORNING });
  const serverErrors = (input: Record<string, unknown>) => serverFieldErrors(adapter, input);
  const formErrors = (input: Record<string, unknown>) =>
    (validate(input, RedjepakketjeFields)[0]?.failures() ?? []).map((failure) => ({ field: failure.path.join('.'), message: failure.message }));

  it.each([
    [{ maxAttempts: 0 }, 'maxAttempts', 'Waarde is te klein (min. 1)'],
    [{ maxAttempts: 6 }, 'maxAttempts', 'Waarde is te groot (max 5)'],
    [{ coli: 6 }, 'coli', 'Waarde is te groot (max 5)'],
    [{ coli: 0 }, 'coli', 'Waarde is te klein (min. 1)'],
    [{ remark: 'x'.repeat(101) }, 'remark', 'Dit veld is te lang (max 100 karakters)'],
    [{ pickupPointUuid: '' }, 'pickupPointUuid', 'Dit veld is vereist'],
  ])('the send screen and the server say the same of %j', (change, field, message) => {
    const input = { ...values(), ...change };
    expect(formErrors(input)).toEqual([{ field, message }]);
    expect(serverErrors(input)).toEqual([{ field, message }]);
    expect(formErrors(values())).toEqual([]);
    expect(serverErrors(values())).toEqual([]);
  });

  it("says 'Dit veld is vereist' for a missing pick-up point or number of attempts on the server too", () => {
    const { maxAttempts: _left, pickupPointUuid: _point, ...input } = values();
    expect(serverErrors(input)).toEqual([{ field: 'pickupPointUuid', message: 'Dit veld is vereist' }, { field: 'maxAttempts', message: 'Dit veld is vereist' }]);
    expect(formErrors({ ...input, pickupPointUuid: '', maxAttempts: Number.NaN })).toEqual([
      { field: 'pickupPointUuid', message: 'Dit veld is vereist' }, { field: 'maxAttempts', message: 'Dit veld is vereist' },
    ]);
  });
});

describe('Red je Pakketje status mapping', () => {
  it('maps every status of the carrier to our states', () => {
    expect(REDJEPAKKETJE_TRACKING).toEqual({
      pre_transit: 'aangemeld', ready_for_pickup: 'aangemeld', in_transit: 'onderweg', in_depot: 'onderweg', out_for_delivery: 'onderweg',
      delivered: 'bezorgd', failed_to_deliver: 'niet_bezorgd', return_to_sender: 'retour', returned_to_sender: 'retour',
      expired: 'probleem', cancelled: 'probleem', lost: 'probleem',
    });
  });

  it('says bij de buren for a delivery at the neighbours and keeps an unknown status onderweg', () => {
    expect(redjepakketjeTracking('delivered', 'BB')).toEqual({ state: 'bij_de_buren', detail: 'delivered (BB)' });
    expect(redjepakketjeTracking('delivered', 'OK')).toEqual({ state: 'bezorgd', detail: 'delivered' });
    expect(redjepakketjeTracking('held_at_customs')).toEqual({ state: 'onderweg', detail: 'held_at_customs' });
  });
});

describe('Red je Pakketje live, against a fake of its API', () => {
  let fake: RedjepakketjeFake;
  let adapter: CarrierAdapter;
  const liveValues = (overrides: Record<string, unknown> = {}) => values({ pickupPointUuid: FAKE_PICKUP_LOCATIONS[0].uuid, ...overrides });
  // The fake does not check dates: any delivery date will do here.
  const liveOrder = order('7425 sm', { recipient: { ...order().recipient, address: { ...order().recipient.address, streetNumber: '166-b' } } });

  beforeAll(async () => {
    fake = await startRedjepakketjeFake();
    adapter = live({ baseUrl: fake.url, apiKey: fake.apiKey, timeoutMs: 300 });
  });
  afterAll(() => fake.stop());

  it('offers its pick-up locations (GET /pick-up-locations, which names no cut-off time), the first one chosen', async () => {
    const config = await adapter.config(liveOrder, {});
    expect(config.options.pickupPoints).toEqual([
      { uuid: FAKE_PICKUP_LOCATIONS[0].uuid, name: 'Bloemenwinkel Centrum', street: 'Prinsengracht', house_number: '101 A' },
      { uuid: FAKE_PICKUP_LOCATIONS[1].uuid, name: 'Depot Sloterdijk', street: 'Basisweg', house_number: '10' },
    ]);
    expect(config.defaults).toMatchObject({ pickupPointUuid: FAKE_PICKUP_LOCATIONS[0].uuid, maxAttempts: 2 });
    expect(fake.requests.at(-1)).toEqual({ method: 'GET', path: '/pick-up-locations', query: {} });
  });

  it('registers each parcel with a snake_case body and ?label=pdf&pagesize=a6 under the claim reference, once, also when retried', async () => {
    const registration = await adapter.register({ order: liveOrder, values: liveValues({ coli: 2 }), reference: 'claim-live' });
    expect(registration.parcels).toEqual([
      { barcode: fake.shipments[0].trackingcode, trackingUrl: `https://track.redjepakketje.nl/${fake.shipments[0].trackingcode}` },
      { barcode: fake.shipments[1].trackingcode, trackingUrl: expect.stringContaining(fake.shipments[1].trackingcode) },
    ]);
    expect(fake.shipments[0].body).toMatchObject({
      name: 'Iris Dijkstra', street: 'Marktplein', house_number: 166, house_number_extension: 'b', zipcode: '7425SM', city: 'Deventer',
      reference: 'claim-live-1', note: 'Bij de buren', delivery_date: '2026-12-24', sender: { uuid: FAKE_PICKUP_LOCATIONS[0].uuid },
      product: 'sameday_parcel_standard',
      product_options: [{ option: 'allow_neighbours', value: true }, { option: 'perishable', value: true, max_attempts: 2 }],
    });
    expect(fake.shipments[1].body.reference).toBe('claim-live-2');
    const posts = fake.requests.filter((request) => request.method === 'POST');
    expect(posts).toEqual([1, 2].map(() => ({ method: 'POST', path: '/shipments', query: { label: 'pdf', pagesize: 'a6' } })));
    const creates = fake.creates();
    expect(await adapter.register({ order: liveOrder, values: liveValues({ coli: 2 }), reference: 'claim-live' })).toEqual(registration);
    expect(fake.creates()).toBe(creates);
    expect(await adapter.find('claim-live')).toEqual(registration);
    expect(await adapter.find('claim-elders')).toBeNull();
  });

  it('reads the label and the status, neighbours included', async () => {
    const { parcels, carrierReference } = await adapter.register({ order: liveOrder, values: liveValues(), reference: 'claim-status' });
    const label = await adapter.label({ carrierReference, barcode: parcels[0].barcode, order: liveOrder });
    expect(label.subarray(0, 5).toString()).toBe('%PDF-');
    const shipment = fake.shipments.find((candidate) => candidate.trackingcode === parcels[0].barcode)!;
    expect(await adapter.status({ barcode: parcels[0].barcode, carrierReference })).toEqual({ state: 'aangemeld', detail: 'pre_transit' });
    Object.assign(shipment, { status: 'delivered', delivery_attempts: [{ status: 'NT1' }, { status: 'BB' }] });
    expect(await adapter.status({ barcode: parcels[0].barcode, carrierReference })).toEqual({ state: 'bij_de_buren', detail: 'delivered (BB)' });
  });

  it("shows its error_message as Red je Pakketje's, on the form's field where it names one", async () => {
    const refusal = await refusalOf(adapter.register({ order: liveOrder, values: liveValues({ pickupPointUuid: 'onbekend' }), reference: 'claim-422' }));
    expect(refusal).toMatchObject({
      message: 'Red je Pakketje: The given data was invalid.', retryable: false,
      fieldErrors: [{ field: 'pickupPointUuid', message: 'The selected sender.uuid is invalid.' }],
    });

    fake.refuseNext({ error_code: 422, error_message: 'The note may not be greater than 80 characters.' });
    expect(await refusalOf(adapter.register({ order: liveOrder, values: liveValues(), reference: 'claim-note' }))).toMatchObject({
      message: 'Red je Pakketje: The note may not be greater than 80 characters.',
      fieldErrors: [{ field: 'remark', message: 'The note may not be greater than 80 characters.' }],
    });
    fake.refuseNext({ error_code: 422, error_message: 'The product_options.1.max_attempts must not be greater than 3.' });
    expect((await refusalOf(adapter.register({ order: liveOrder, values: liveValues(), reference: 'claim-attempts' }))).fieldErrors)
      .toEqual([{ field: 'maxAttempts', message: 'The product_options.1.max_attempts must not be greater than 3.' }]);

    const abroad = order('B-2000', { recipient: liveOrder.recipient });
    const zipcode = await refusalOf(adapter.register({ order: { ...abroad, recipient: { ...abroad.recipient, address: { ...abroad.recipient.address, zipcode: 'B-2000' } } }, values: liveValues(), reference: 'claim-zip' }));
    expect(zipcode).toMatchObject({ message: 'Red je Pakketje: The zipcode is not a valid Dutch zipcode.', fieldErrors: [] });
  });

  it('says our key is refused on 401, and that it is unreachable on 429 and when it does not answer', async () => {
    const wrongKey = live({ baseUrl: fake.url, apiKey: 'verkeerd', timeoutMs: 300 });
    await expectKeyRefusedAndRetryableOutages({
      carrierName: 'Red je Pakketje', fake, rateLimited: 'rate-limited',
      withWrongKey: () => wrongKey.config(liveOrder, {}),
      call: (failure) => adapter.register({ order: liveOrder, values: liveValues(), reference: failure === 'hang' ? 'claim-hang' : 'claim-429' }),
    });
    expect(await adapter.find('claim-hang')).toBeNull();
  });
});

describe.each(databaseKinds)('Red je Pakketje through the transport calls on %s', (kind) => {
  const t = useTestApp(kind);
  const api = carrierApi(t);
  /** A fresh order delivered in two days in Deventer, well before any pick-up point's cut-off. */
  const orderForRjp = async () => {
    const id = await api.freshOrder();
    await api.sql(
      `UPDATE orders SET delivery_date = current_date + 2,
              recipient = jsonb_set(jsonb_set(recipient, '{address,zipcode}', '"7425 SM"'), '{address,countryCode}', '"NL"'),
              recipient_postcode = '7425SM'
        WHERE id = $1`,
      [id],
    );
    return id;
  };
  const configOf = async (orderId: number) => {
    const response = await t.app.inject({ method: 'GET', url: `/gateway/api/workbench/transport/redjepakketje/config?orderId=${orderId}`, headers: bearer(t.staff) });
    expect(response.statusCode, response.body).toBe(200);
    return response.json() as { defaults: Record<string, unknown>; options: { pickupPoints: { uuid: string }[] } };
  };

  it('registers an order with the screen’s defaults, shows it on the order and prints the label', async () => {
    const id = await orderForRjp();
    const { defaults, options } = await configOf(id);
    expect(defaults).toMatchObject({ orderId: id, pickupPointUuid: options.pickupPoints[0].uuid, maxAttempts: 2, perishable: true, allowNeighbours: true, coli: 1 });
    const response = await api.register('redjepakketje', { orderId: id, values: defaults });
    expect(response.statusCode, response.body).toBe(200);
    const result: RegisterResult = response.json();
    const [parcel] = result.shipment.parcels;
    expect(parcel.barcode).toMatch(BARCODE_PATTERNS.redjepakketje);
    expect(result.order?.transport.redjepakketje).toMatchObject({ code: parcel.barcode, url: parcel.trackingUrl, isRegistered: true });
    expect(await pageOneBarcodes(await api.spooled(result.labelJob!.printerId, result.labelJob!.id))).toContain(parcel.barcode);
  });

  it("answers the form's own words (400) and the carrier's refusal (422) and outage (503), storing nothing", async () => {
    const id = await orderForRjp();
    const { defaults } = await configOf(id);
    const invalid = await api.register('redjepakketje', { orderId: id, values: { ...defaults, maxAttempts: 0, coli: 6 } });
    expect(invalid.statusCode).toBe(400);
    expect(invalid.json().errors).toEqual(expect.arrayContaining([
      { field: 'maxAttempts', message: 'Waarde is te klein (min. 1)' }, { field: 'coli', message: 'Waarde is te groot (max 5)' },
    ]));
    const refused = await api.register('redjepakketje', { orderId: id, values: { ...defaults, pickupPointUuid: 'elders' } });
    expect(refused.statusCode).toBe(422);
    expect(refused.json()).toMatchObject({ message: 'Red je Pakketje: Onbekend ophaalpunt', errors: [{ field: 'pickupPointUuid', message: 'Onbekend ophaalpunt' }] });
    const outage = await api.register('redjepakketje', { orderId: id, values: { ...defaults, remark: '#storing' } });
    expect(outage.statusCode).toBe(503);
    expect((await api.sql<{ transport: Record<string, unknown> }>('SELECT transport FROM orders WHERE id = $1', [id]))[0].transport.redjepakketje).toBeUndefined();
  });
});
