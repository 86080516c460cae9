// POST …/transport/{carrier}/register (issue 10): checked against the carrier's schema, claimed before the carrier
// is called, stored on the order, announced, the label queued on the location's printer; refusals, outages,
// concurrent and repeated requests, crash recovery and standalone parcels.
import { randomUUID } from 'node:crypto';
import { describe, expect, it, vi } from 'vitest';
import { BARCODE_PATTERNS } from '../../src/server/carriers/barcodes.ts';
import { SANDBOX_OUTAGE, SANDBOX_REFUSE } from '../../src/server/carriers/kit.ts';
import { registerMessages } from '../../src/server/carriers/register.ts';
import { carrierMessages } from '../../src/shared/domain/carriers.ts';
import type { ServerMessage } from '../../src/shared/protocol/socket.ts';
import type { RegisterResult } from '../../src/shared/schema/carriers.ts';
import { carrierApi, orderValues, parcelValues } from '../helpers/carriers.ts';
import { pageOneBarcodes, pdfText } from '../helpers/pdf-tools.ts';
import { pdfWords, textUnder } from '../helpers/pdf-words.ts';
import { bearer, databaseKinds, useTestApp } from '../helpers/test-app.ts';

describe.each(databaseKinds)('registering with a carrier on %s', (kind) => {
  const t = useTestApp(kind);
  const api = carrierApi(t);
  const shipmentsOf = (orderId: number) =>
    api.sql<{ id: number; status: string; generation: number }>('SELECT id, status, generation FROM shipments WHERE order_id = $1 ORDER BY id', [orderId]);
  const orderRow = async (orderId: number) =>
    (await api.sql<{ transport: Record<string, unknown>; active_transporter: string | null; version: number }>(
      'SELECT transport, active_transporter, version FROM orders WHERE id = $1', [orderId],
    ))[0];
  const labelJobs = (shipmentId: number) => api.sql<{ id: number }>('SELECT id FROM print_jobs WHERE shipment_id = $1', [shipmentId]);

  it("registers an order: the carrier's barcode and tracking page on the order, announced, the label with the barcode in the location's label printer", async () => {
    const adapter = api.sandbox('trunkrs');
    const id = await api.freshOrder();
    const config = await t.app.inject({ method: 'GET', url: `/gateway/api/workbench/transport/trunkrs/config?orderId=${id}`, headers: bearer(t.staff) });
    expect(config.json()).toMatchObject({ carrier: 'trunkrs', mode: 'sandbox', defaults: { coli: 1, remark: `Order: ${id}` } });
    const before = await orderRow(id);
    const heard: ServerMessage[] = [];
    const unsubscribe = t.app.realtime.subscribe((message) => heard.push(message));

    const response = await api.register('trunkrs', { orderId: id, values: config.json().defaults });
    expect(response.statusCode, response.body).toBe(200);
    const result: RegisterResult = response.json();
    const [parcel] = result.shipment.parcels;
    expect(parcel.barcode).toMatch(BARCODE_PATTERNS.trunkrs);
    expect(parcel.trackingUrl).toMatch(new RegExp(`^https://parcel\\.trunkrs\\.nl/${parcel.barcode}/`));
    expect(result.shipment).toMatchObject({ orderId: id, carrier: 'trunkrs', state: 'aangemeld', labelReady: true, createdBy: 'medewerker' });
    expect(result.order?.activeTransporter).toBe('trunkrs');
    expect(result.order?.transport.trunkrs).toEqual({
      shipments: { [parcel.barcode]: parcel.trackingUrl }, code: parcel.barcode, url: parcel.trackingUrl, isRegistered: true, status: 'REGISTERED',
      generation: 1,
    });
    expect((await orderRow(id)).version).toBe(before.version + 1);
    // Published after the commit; on PostgreSQL it comes back through LISTEN a moment after the answer.
    await vi.waitFor(() => {
      expect(heard).toContainEqual({
        type: 'change',
        change: expect.objectContaining({
          orderId: id, version: before.version + 1, blocks: expect.objectContaining({ transport: result.order!.transport }),
          listItem: expect.objectContaining({ activeTransporter: 'trunkrs' }),
        }),
      });
    });
    unsubscribe();
    expect(adapter.register).toHaveBeenCalledOnce();

    expect(result.labelJob).toMatchObject({ orderId: id, shipmentId: result.shipment.id, type: 'trunkrs', printerId: 'ams-labels' });
    const pdf = await api.spooled('ams-labels', result.labelJob!.id);
    expect(await pageOneBarcodes(pdf)).toContain(parcel.barcode);
    expect(textUnder(await pdfWords(pdf), 'ORDER')?.text).toBe(result.order!.orderNumber);
  });

  it.each([
    ['with one Idempotency-Key (a double click, a retry)', () => 'same'],
    ['each with its own key (20 workstations)', () => randomUUID()],
  ])('makes one registration and one label job of 20 concurrent requests %s', async (_, keyOf) => {
    const adapter = api.sandbox('trunkrs');
    const id = await api.freshOrder();
    const key = randomUUID();
    const keys = Array.from({ length: 20 }, () => (keyOf() === 'same' ? key : randomUUID()));
    const responses = await Promise.all(keys.map((each) => api.register('trunkrs', { orderId: id, values: orderValues }, each)));

    const statuses = responses.map((response) => response.statusCode);
    expect(statuses.every((status) => status === 200 || status === 409), statuses.join()).toBe(true);
    const answered = responses.filter((response) => response.statusCode === 200).map((response) => response.json() as RegisterResult);
    expect(answered.length).toBeGreaterThan(0);
    expect(new Set(answered.map((result) => result.shipment.id)).size).toBe(1);
    for (const refused of responses.filter((response) => response.statusCode === 409)) {
      expect([registerMessages.inProgress, carrierMessages.alreadyRegistered('Trunkrs')]).toContain(refused.json().message);
    }
    expect(adapter.register).toHaveBeenCalledOnce();
    const shipments = await shipmentsOf(id);
    expect(shipments).toHaveLength(1);
    expect(await labelJobs(shipments[0].id)).toHaveLength(1);

    // The retry of the one that registered answers it, without calling the carrier or printing again.
    const winner = keys[responses.findIndex((response) => response.statusCode === 200)];
    const retry = await api.register('trunkrs', { orderId: id, values: orderValues }, winner);
    expect(retry.statusCode).toBe(200);
    expect(retry.json().shipment.id).toBe(shipments[0].id);
    expect(retry.json().labelJob.id).toBe((await labelJobs(shipments[0].id))[0].id);
    expect(adapter.register).toHaveBeenCalledOnce();
  });

  it("registers an order with a carrier once: again only with 'opnieuw aanmelden', which adds a parcel", async () => {
    api.sandbox('trunkrs');
    const id = await api.freshOrder();
    const first: RegisterResult = (await api.register('trunkrs', { orderId: id, values: orderValues })).json();

    const twice = await api.register('trunkrs', { orderId: id, values: orderValues });
    expect(twice.statusCode).toBe(409);
    expect(twice.json().message).toBe(carrierMessages.alreadyRegistered('Trunkrs'));

    const again = await api.register('trunkrs', { orderId: id, values: orderValues, again: { replaces: 1 } });
    expect(again.statusCode, again.body).toBe(200);
    const second: RegisterResult = again.json();
    expect(second.shipment.id).not.toBe(first.shipment.id);
    expect((await shipmentsOf(id)).map((shipment) => shipment.generation)).toEqual([1, 2]);
    const barcodes = [first, second].map((result) => result.shipment.parcels[0].barcode);
    expect(Object.keys((second.order!.transport.trunkrs as { shipments: Record<string, string> }).shipments).sort()).toEqual([...barcodes].sort());
    expect(second.order!.transport.trunkrs).toMatchObject({ code: barcodes[1], generation: 2 });
  });

  const registerAgain = (id: number, replaces: number, values: object = orderValues) =>
    api.register('trunkrs', { orderId: id, values, again: { replaces } }, randomUUID());
  const expectMeanwhile = (response: { statusCode: number; json(): { message: string } }) => {
    expect(response.statusCode).toBe(409);
    expect(response.json().message).toBe(registerMessages.registeredMeanwhile('Trunkrs'));
  };

  it("makes one more parcel of 20 concurrent 'opnieuw aanmelden' requests replacing the same registration, each with its own key", async () => {
    const adapter = api.sandbox('trunkrs');
    const id = await api.freshOrder();
    expect((await api.register('trunkrs', { orderId: id, values: orderValues })).statusCode).toBe(200);

    const responses = await Promise.all(Array.from({ length: 20 }, () => registerAgain(id, 1)));
    const statuses = responses.map((response) => response.statusCode);
    expect(statuses.filter((status) => status === 200), statuses.join()).toHaveLength(1);
    expect(statuses.filter((status) => status === 409), statuses.join()).toHaveLength(19);
    for (const refused of responses.filter((response) => response.statusCode === 409)) {
      expect([registerMessages.inProgress, registerMessages.registeredMeanwhile('Trunkrs')]).toContain(refused.json().message);
    }
    expect((await shipmentsOf(id)).map((shipment) => shipment.generation)).toEqual([1, 2]);
    expect(adapter.register).toHaveBeenCalledTimes(2);
    expect((await orderRow(id)).transport.trunkrs).toMatchObject({ generation: 2 });

    // A straggler still naming the first registration adds nothing; naming the second, the one there is now, adds a third.
    expectMeanwhile(await registerAgain(id, 1));
    expect(adapter.register).toHaveBeenCalledTimes(2);
    const third = await registerAgain(id, 2);
    expect(third.statusCode, third.body).toBe(200);
    expect((await shipmentsOf(id)).map((shipment) => shipment.generation)).toEqual([1, 2, 3]);
    expect((third.json() as RegisterResult).order!.transport.trunkrs).toMatchObject({ generation: 3 });
  });

  it("does not take over a refused 'opnieuw aanmelden' for a request naming an older registration than the newest", async () => {
    const adapter = api.sandbox('trunkrs');
    const id = await api.freshOrder();
    expect((await api.register('trunkrs', { orderId: id, values: orderValues })).statusCode).toBe(200);
    expect((await registerAgain(id, 1)).statusCode).toBe(200);
    expect((await registerAgain(id, 2, { ...orderValues, remark: `Graag ${SANDBOX_REFUSE}` })).statusCode).toBe(422);
    expect((await shipmentsOf(id)).map((shipment) => `${shipment.generation} ${shipment.status}`)).toEqual(['1 registered', '2 registered', '3 failed']);

    expectMeanwhile(await registerAgain(id, 1));
    const twice = await api.register('trunkrs', { orderId: id, values: orderValues });
    expect(twice.json().message).toBe(carrierMessages.alreadyRegistered('Trunkrs'));
    expect(adapter.register).toHaveBeenCalledTimes(3);

    const corrected = await registerAgain(id, 2);
    expect(corrected.statusCode, corrected.body).toBe(200);
    expect((await shipmentsOf(id)).map((shipment) => `${shipment.generation} ${shipment.status}`)).toEqual(['1 registered', '2 registered', '3 registered']);
  });

  it("answers 409 'Deze aanmelding loopt al' while another request for the order is with the carrier", async () => {
    const adapter = api.sandbox('trunkrs');
    const register = adapter.register.bind(adapter);
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    vi.mocked(adapter.register).mockImplementationOnce(async (request) => {
      await held;
      return register(request);
    });
    const id = await api.freshOrder();
    const first = api.register('trunkrs', { orderId: id, values: orderValues });
    await vi.waitFor(() => expect(adapter.register).toHaveBeenCalledOnce());

    const meanwhile = await api.register('trunkrs', { orderId: id, values: orderValues });
    expect(meanwhile.statusCode).toBe(409);
    expect(meanwhile.json().message).toBe(registerMessages.inProgress);
    release();
    expect((await first).statusCode).toBe(200);
  });

  it("shows the carrier's refusal with its field errors (422), stores nothing on the order, and a corrected form registers", async () => {
    api.sandbox('trunkrs');
    const id = await api.freshOrder();
    const refused = await api.register('trunkrs', { orderId: id, values: { ...orderValues, remark: `Graag ${SANDBOX_REFUSE}` } });
    expect(refused.statusCode).toBe(422);
    expect(refused.json()).toMatchObject({ code: 'CARRIER_REFUSED', message: expect.stringContaining('Trunkrs'), errors: [{ field: 'remark' }] });
    expect(await orderRow(id)).toMatchObject({ transport: {}, active_transporter: null });
    expect((await shipmentsOf(id)).map((shipment) => shipment.status)).toEqual(['failed']);

    const corrected = await api.register('trunkrs', { orderId: id, values: orderValues });
    expect(corrected.statusCode, corrected.body).toBe(200);
    expect((await shipmentsOf(id)).map((shipment) => shipment.status)).toEqual(['registered']);
  });

  it('answers an outage with 503 and nothing on the order; the retry asks the carrier whether it has it, then registers', async () => {
    const adapter = api.sandbox('trunkrs');
    const id = await api.freshOrder();
    const key = randomUUID();
    const down = await api.register('trunkrs', { orderId: id, values: { ...orderValues, remark: SANDBOX_OUTAGE } }, key);
    expect(down.statusCode).toBe(503);
    expect(down.json()).toMatchObject({ code: 'CARRIER_UNAVAILABLE', message: 'Trunkrs is tijdelijk niet bereikbaar' });
    expect(await orderRow(id)).toMatchObject({ transport: {}, active_transporter: null });

    const retry = await api.register('trunkrs', { orderId: id, values: orderValues }, key);
    expect(retry.statusCode, retry.body).toBe(200);
    const [{ reference }] = await api.sql<{ reference: string }>('SELECT reference FROM shipments WHERE order_id = $1', [id]);
    expect(adapter.find).toHaveBeenCalledWith(reference, null);
    expect(adapter.register).toHaveBeenCalledTimes(2);
    expect((await orderRow(id)).active_transporter).toBe('trunkrs');
  });

  it('recovers a claim whose request died after the carrier took it: found at the carrier by its reference, never registered twice', async () => {
    const adapter = api.sandbox('trunkrs');
    const id = await api.freshOrder();
    const [claim] = await api.sql<{ id: number; reference: string }>(
      `INSERT INTO shipments (order_id, carrier, status, generation, claimed_at, next_check_at)
       VALUES ($1, 'trunkrs', 'claimed', 1, now(), NULL) RETURNING id, reference`,
      [id],
    );
    // The carrier got it, but the server stopped before the answer was stored.
    const atCarrier = await adapter.register({ order: null, values: parcelValues, reference: claim.reference });
    vi.mocked(adapter.register).mockClear();

    const fresh = await api.register('trunkrs', { orderId: id, values: orderValues });
    expect(fresh.statusCode, 'a claim still within its time may be answered yet').toBe(409);
    expect(adapter.find).not.toHaveBeenCalled();

    await api.sql("UPDATE shipments SET claimed_at = now() - interval '10 minutes' WHERE id = $1", [claim.id]);
    const recovered = await api.register('trunkrs', { orderId: id, values: orderValues });
    expect(recovered.statusCode, recovered.body).toBe(200);
    expect(adapter.find).toHaveBeenCalledWith(claim.reference, null);
    expect(adapter.register).not.toHaveBeenCalled();
    const result: RegisterResult = recovered.json();
    expect(result.shipment.id).toBe(claim.id);
    expect(result.shipment.parcels).toEqual(atCarrier.parcels);
    expect(result.order?.activeTransporter).toBe('trunkrs');
    expect(result.labelJob).not.toBeNull();
  });

  it("registers a standalone parcel (order id 0) with the form's recipient on its label", async () => {
    api.sandbox('reviva');
    const responses = await Promise.all([1, 2].map(() => api.register('reviva', { orderId: 0, values: parcelValues })));
    for (const response of responses) expect(response.statusCode, response.body).toBe(200);
    const [first, second] = responses.map((response) => response.json() as RegisterResult);
    expect(first.order).toBeNull();
    expect(first.shipment).toMatchObject({ orderId: null, carrier: 'reviva' });
    expect(first.shipment.parcels[0].barcode).toMatch(BARCODE_PATTERNS.reviva);
    expect(second.shipment.id, 'each parcel its own registration').not.toBe(first.shipment.id);
    expect(first.labelJob).toMatchObject({ orderId: null, shipmentId: first.shipment.id, type: 'reviva', printerId: 'ams-labels' });
    const pdf = await api.spooled('ams-labels', first.labelJob!.id);
    expect(await pdfText(pdf)).toContain('Marieke Jansen');
    expect(await pageOneBarcodes(pdf)).toContain(first.shipment.parcels[0].barcode);
  });

  it("checks the values against the carrier's schema: trimmed, normalised, extra properties dropped", async () => {
    const adapter = api.sandbox('trunkrs');
    const id = await api.freshOrder();
    const response = await api.register('trunkrs', { orderId: id, values: { name: '  Jan  ', zipcode: ' 1015 TK ', coli: '2', extra: 'weg' } });
    expect(response.statusCode, response.body).toBe(200);
    expect(vi.mocked(adapter.register).mock.calls[0][0].values).toEqual({ name: 'Jan', zipcode: '1015 TK', coli: 2, countryCode: 'NL' });
  });

  it.each([
    ['a missing field', { zipcode: '1015 TK', coli: 1 }, 'name', 'Dit veld is verplicht.'],
    ['an empty field', { ...orderValues, zipcode: '   ' }, 'zipcode', 'Dit veld is verplicht.'],
    ['too many colli', { ...orderValues, coli: 9 }, 'coli', 'Waarde te hoog'],
    ['too few colli', { ...orderValues, coli: 0 }, 'coli', 'Waarde te klein'],
    ['a long remark', { ...orderValues, remark: 'x'.repeat(101) }, 'remark', 'Dit veld is te lang (max 100 karakters)'],
    ['a bad e-mail address', { ...orderValues, email: 'geen-adres' }, 'email', 'Voer een geldig e-mailadres in.'],
    ['a word for a number', { ...orderValues, coli: 'twee' }, 'coli', 'Voer een geldig waarde in.'],
  ])('refuses %s with 400 and a Dutch field error, and claims nothing', async (_, values, field, message) => {
    const adapter = api.sandbox('trunkrs');
    const id = await api.freshOrder();
    const response = await api.register('trunkrs', { orderId: id, values });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ message: carrierMessages.validationErrors, errors: [{ field, message }] });
    expect(adapter.register).not.toHaveBeenCalled();
    expect(await shipmentsOf(id)).toEqual([]);
  });

  it("uses a carrier's own wording where its schema forces one (x-message)", async () => {
    const adapter = api.sandbox('zorgeloosbezorgd');
    vi.spyOn(adapter, 'schema').mockReturnValue({
      type: 'object',
      properties: { coli: { type: 'integer', maximum: 5, 'x-message': { maximum: 'Dit veld is te groot (max 5)', required: 'Colli ontbreekt' } } },
      required: ['coli'],
    });
    const id = await api.freshOrder();
    const tooMany = await api.register('zorgeloosbezorgd', { orderId: id, values: { coli: 6 } });
    expect(tooMany.json().errors).toEqual([{ field: 'coli', message: 'Dit veld is te groot (max 5)' }]);
    const missing = await api.register('zorgeloosbezorgd', { orderId: id, values: {} });
    expect(missing.json().errors).toEqual([{ field: 'coli', message: 'Colli ontbreekt' }]);
  });

  it.each([
    ['an unknown carrier', 'dhl', { orderId: 1, transporter: 'x', values: {} }, 400],
    ['a negative order id', 'trunkrs', { orderId: -1, transporter: 'x', values: {} }, 400],
    ['values that are no object', 'trunkrs', { orderId: 0, transporter: 'x', values: 'x' }, 400],
    ['an extra property', 'trunkrs', { orderId: 0, transporter: 'x', values: {}, hack: true }, 400],
    ['an order that does not exist', 'trunkrs', { orderId: 999_999_999, transporter: 'x', values: orderValues }, 404],
  ])('answers %s with a 4xx', async (_, carrier, payload, status) => {
    const response = await t.app.inject({
      method: 'POST', url: `/gateway/api/workbench/transport/${carrier}/register`, payload, headers: bearer(t.staff),
    });
    expect(response.statusCode, response.body).toBe(status);
    expect(response.json().message).toEqual(expect.any(String));
  });

  it('refuses a key used for another order (422)', async () => {
    api.sandbox('trunkrs');
    const key = randomUUID();
    expect((await api.register('trunkrs', { orderId: await api.freshOrder(), values: orderValues }, key)).statusCode).toBe(200);
    const reused = await api.register('trunkrs', { orderId: await api.freshOrder(), values: orderValues }, key);
    expect(reused.statusCode).toBe(422);
    expect(reused.json().message).toBe(registerMessages.keyReused);
  });
});
