// Own delivery ('regio'): our own driver takes the order on a route and day: barcode REG{id}, no tracking page,
// a label that tells the driver route and day, and a status that stays 'aangemeld' (nobody to ask).
import { describe, expect, it } from 'vitest';
import { BARCODE_PATTERNS } from '../../src/server/carriers/barcodes.ts';
import { sandbox } from '../../src/server/carriers/regio/index.ts';
import { routeFor } from '../../src/server/carriers/regio/routes.ts';
import { checkCarrierValues } from '../../src/server/carriers/values.ts';
import type { Order } from '../../src/shared/schema/order.ts';
import { messages } from '../../src/shared/domain/messages.ts';
import type { RegisterResult } from '../../src/shared/schema/carriers.ts';
import { makeOrder } from '../client/detail/order-fixture.ts';
import { refusalOf } from '../helpers/carrier-test-kit.ts';
import { carrierApi } from '../helpers/carriers.ts';
import { bearer, databaseKinds, useTestApp } from '../helpers/test-app.ts';
import { pageOneBarcodes } from '../helpers/pdf-tools.ts';
import { pdfWords, textUnder } from '../helpers/pdf-words.ts';

/** Thursday 24 December 2026, 09:00 in Amsterdam. */
const MORNING = new Date('2026-12-24T08:00:00Z');
const inAmsterdamZuid = (overrides: Partial<Order> = {}): Order => {
  const base = makeOrder({ id: 10000077, deliveryDate: '2026-12-24', ...overrides });
  return { ...base, recipient: { ...base.recipient, address: { ...base.recipient.address, zipcode: '1077 XX', city: 'Amsterdam' } } };
};
const values = (overrides: Record<string, unknown> = {}) => ({ orderId: 10000077, deliveryDate: '2026-12-24', route: 'Zuid', remark: '', ...overrides });
const adapter = () => sandbox({ now: () => MORNING });

describe('own delivery (regio)', () => {
  it("suggests the route of the order's postcode and the order's day; asks for a route outside the region", async () => {
    const config = await adapter().config(inAmsterdamZuid(), {});
    expect(config.defaults).toEqual({ orderId: 10000077, deliveryDate: '2026-12-24', route: 'Zuid', remark: '' });
    expect(config.options).toMatchObject({ suggestedRoute: 'Zuid', routes: expect.arrayContaining(['Centrum', 'Zuid', 'Utrecht']) });
    expect((await adapter().config(inAmsterdamZuid(), { zipcode: '3511 AB' })).defaults.route).toBe('Utrecht');
    expect((await adapter().config(makeOrder(), {})).options.suggestedRoute).toBeNull();
    expect((await adapter().config(inAmsterdamZuid(), {})).options.problem).toBeNull();
  });

  it('says when its send screen opens what stops own delivery: an address outside the routes, a loose parcel', async () => {
    const outside = await adapter().config(makeOrder(), {});
    expect(outside.defaults.route).toBe('');
    expect(outside.options.problem).toBe('Eigen bezorging komt niet in 7425 SM: kies een vervoerder');
    expect((await adapter().config(null, {})).options.problem).toBe('Eigen bezorging neemt alleen orders mee');
    expect(routeFor('1099AB')?.name).toBe('Oost');
  });

  it('registers the order as REG{id} without a tracking page, once per claim', async () => {
    const regio = adapter();
    const registration = await regio.register({ order: inAmsterdamZuid(), values: values(), reference: 'claim-1' });
    expect(registration).toEqual({ parcels: [{ barcode: 'REG10000077', trackingUrl: null }], carrierReference: 'Route Zuid · do 24-12', labelReady: true });
    expect(registration.parcels[0].barcode).toMatch(BARCODE_PATTERNS.regio);
    expect(await regio.register({ order: inAmsterdamZuid(), values: values({ route: 'West' }), reference: 'claim-1' })).toEqual(registration);
    expect(await regio.find('claim-1')).toEqual(registration);
    expect(await regio.find('claim-2')).toBeNull();
  });

  it('prints a label with route and day for the driver and the barcode REG{id}', async () => {
    const regio = adapter();
    const { parcels, carrierReference } = await regio.register({ order: inAmsterdamZuid(), values: values(), reference: 'claim-label' });
    const pdf = await regio.label({ carrierReference, barcode: parcels[0].barcode, order: inAmsterdamZuid() });
    const words = await pdfWords(pdf);
    expect(words.map((word) => word.text)).toEqual(expect.arrayContaining(['Eigen', 'bezorging', 'ROUTE', 'Zuid']));
    expect(textUnder(words, 'DAG')?.text).toBe('do 24-12');
    expect(await pageOneBarcodes(pdf)).toContain('REG10000077');
  });

  it('takes a day and one of its routes; anything else is refused before the driver hears of it', () => {
    expect(checkCarrierValues(adapter(), { deliveryDate: '2026-12-24', route: 'Zuid' })).toEqual({ orderId: 0, deliveryDate: '2026-12-24', route: 'Zuid' });
    expect(() => checkCarrierValues(adapter(), { deliveryDate: '2026-12-24', route: 'Maan' })).toThrow(
      expect.objectContaining({ errors: [{ field: 'route', message: messages.invalid }] }),
    );
  });

  it('stays aangemeld: only a person marks our own delivery', async () => {
    expect(await adapter().status({ barcode: 'REG10000077', carrierReference: 'Route Zuid · do 24-12' })).toEqual({ state: 'aangemeld', detail: 'Bij de eigen bezorger' });
  });

  it('refuses a loose parcel, an address outside the routes, a day already past, and on purpose', async () => {
    const regio = adapter();
    expect((await refusalOf(regio.register({ order: null, values: values(), reference: 'r1' }))).message).toBe('Eigen bezorging neemt alleen orders mee');
    expect((await refusalOf(regio.register({ order: makeOrder(), values: values(), reference: 'r2' }))).message).toBe(
      'Eigen bezorging komt niet in 7425 SM: kies een vervoerder',
    );
    expect((await refusalOf(regio.register({ order: inAmsterdamZuid(), values: values({ deliveryDate: '2026-12-23' }), reference: 'r3' }))).fieldErrors).toEqual([
      { field: 'deliveryDate', message: 'Deze datum ligt in het verleden' },
    ]);
    expect(await refusalOf(regio.register({ order: inAmsterdamZuid(), values: values({ remark: '#storing' }), reference: 'r4' }))).toMatchObject({ retryable: true });
  });
});

describe.each(databaseKinds)('own delivery through the transport calls on %s', (kind) => {
  const t = useTestApp(kind);
  const api = carrierApi(t);

  it("registers an order in Amsterdam Zuid on its route: REG{id} on the order without tracking page, the driver's label spooled", async () => {
    const id = await api.freshOrder();
    await api.sql(
      `UPDATE orders SET delivery_date = current_date + 2, recipient_postcode = '1077XX',
              recipient = jsonb_set(recipient, '{address,zipcode}', '"1077 XX"') WHERE id = $1`,
      [id],
    );
    const config = await t.app.inject({ method: 'GET', url: `/gateway/api/workbench/transport/regio/config?orderId=${id}`, headers: bearer(t.staff) });
    expect(config.json().defaults).toMatchObject({ orderId: id, route: 'Zuid' });
    const response = await api.register('regio', { orderId: id, values: config.json().defaults });
    expect(response.statusCode, response.body).toBe(200);
    const result: RegisterResult = response.json();
    expect(result.shipment).toMatchObject({ parcels: [{ barcode: `REG${id}`, trackingUrl: null }], state: 'aangemeld' });
    expect(result.order?.transport.regio).toMatchObject({ code: `REG${id}`, isRegistered: true });
    const label = await api.spooled(result.labelJob!.printerId, result.labelJob!.id);
    expect(await pageOneBarcodes(label)).toContain(`REG${id}`);
    const words = await pdfWords(label);
    expect(words.find((word) => word.text === 'Zuid')).toBeDefined();
    expect(textUnder(words, 'DAG')?.text).toMatch(/^\w\w \d\d-\d\d$/);
  });
});
