// Following parcels on a real database with fake carriers: states move on and reach the order and its list row,
// arrived parcels are no longer asked about, a failed delivery moves its order to the problem folder once and
// live, carriers are asked a few at a time, one that hangs costs the sweep only its time limit, and two workers
// never ask about one parcel at the same time.
import { beforeEach, describe, expect, it } from 'vitest';
import { PROBLEM_TAG_ID, type Carrier } from '../../src/shared/domain/constants.ts';
import type { TrackingState } from '../../src/shared/domain/carriers.ts';
import type { ServerMessage } from '../../src/shared/protocol/socket.ts';
import type { CarrierAdapter } from '../../src/server/carriers/adapter.ts';
import { announceTrackingChange, createTrackingWorker, type TrackingOptions } from '../../src/server/carriers/tracking.ts';
import { loadConfig } from '../../src/server/config.ts';
import { bearer, databaseKinds, useTestApp } from '../helpers/test-app.ts';

type Answer = { state: TrackingState; detail: string; at?: Date | null };
type Status = CarrierAdapter['status'];

/** A carrier whose answer per barcode a test sets, that counts the calls under way at once. */
function fakeCarrier(answer: (barcode: string) => Answer | Promise<Answer> = () => ({ state: 'onderweg', detail: 'In sorteercentrum' })) {
  const asked: string[] = [];
  let underWay = 0;
  let mostAtOnce = 0;
  const status: Status = async ({ barcode }) => {
    asked.push(barcode);
    mostAtOnce = Math.max(mostAtOnce, ++underWay);
    try {
      return await answer(barcode);
    } finally {
      underWay--;
    }
  };
  return { status, asked, mostAtOnce: () => mostAtOnce };
}

const silentLog = { info: () => {}, warn: () => {}, error: () => {} } as unknown as TrackingOptions['log'];
/** A fake carrier's answer time: its answers then overlap, which the tests of how many are asked at once need. */
const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe.each(databaseKinds)('tracking on %s', (kind) => {
  // The app's own worker stays off: only the workers of these tests ask the fake carriers.
  const t = useTestApp(kind, { tracking: { intervalMs: 0, batchSize: 100, concurrency: 8 } });
  const sql = async <T>(text: string, params: unknown[] = []) => (await t.database.pool.query(text, params)).rows as T[];
  let barcodes = 0;

  beforeEach(async () => {
    // Only the parcels a test registers are due: not the fixture's, nor what an earlier test left.
    await sql('UPDATE shipments SET next_check_at = NULL');
  });

  const worker = (carrier: Pick<CarrierAdapter, 'status'>, options: Partial<TrackingOptions> = {}) =>
    createTrackingWorker({
      db: t.database.pool, carriers: { postnl: carrier }, log: silentLog, intervalMs: 60_000, batchSize: 50, concurrency: 4,
      timeoutMs: 2000, onChanged: (change) => announceTrackingChange(t.app, change), ...options,
    });

  /** An order not in any folder and not handed to anyone, registered with PostNL as the register service leaves it. */
  async function registeredOrder(carrier: Carrier = 'postnl') {
    const [{ id }] = await sql<{ id: number }>(
      `SELECT id FROM orders o WHERE deleted_at IS NULL AND tag_id IS NULL AND active_transporter IS NULL
          AND NOT EXISTS (SELECT 1 FROM shipments s WHERE s.order_id = o.id)
        ORDER BY id LIMIT 1`,
    );
    const barcode = `3STEST${String(++barcodes).padStart(9, '0')}`;
    await sql(
      `UPDATE orders SET active_transporter = $2,
              transport = jsonb_build_object($2::text, jsonb_build_object('code', $3::text, 'isRegistered', true, 'status', 'REGISTERED'))
        WHERE id = $1`,
      [id, carrier, barcode],
    );
    const shipmentId = await insertShipment(id, carrier, barcode);
    return { orderId: id, barcode, shipmentId };
  }

  const insertShipment = async (orderId: number | null, carrier: Carrier, barcode: string) =>
    (
      await sql<{ id: number }>(
        `INSERT INTO shipments (order_id, carrier, barcode, status, carrier_reference, parcels, next_check_at)
         VALUES ($1, $2, $3::text, 'registered', 'ref-' || $3, jsonb_build_array(jsonb_build_object('barcode', $3::text)), now())
         RETURNING id`,
        [orderId, carrier, barcode],
      )
    )[0].id;

  const shipment = async (id: number) =>
    (await sql<{ state: string; state_detail: string; checked_at: Date | null; wait_minutes: number | null }>(
      `SELECT state, state_detail, checked_at, extract(epoch FROM next_check_at - now()) / 60 AS wait_minutes FROM shipments WHERE id = $1`,
      [id],
    ))[0];
  const makeDue = (id: number) => sql('UPDATE shipments SET next_check_at = now() WHERE id = $1', [id]);
  const order = async (id: number) =>
    (await t.app.inject({ method: 'GET', url: `/gateway/api/workbench/order/${id}`, headers: bearer(t.staff) })).json();
  const listRow = async (id: number) => {
    const { orderNumber } = await order(id);
    const response = await t.app.inject({
      method: 'GET', url: `/gateway/api/workbench/order?q=${orderNumber}&pageSize=5`, headers: bearer(t.staff),
    });
    return response.json().data.find((item: { id: number }) => item.id === id);
  };

  it('never moves a parcel back in time: a polled state older than its current one goes into its history only', async () => {
    const { orderId, shipmentId } = await registeredOrder();
    let answer: Answer = { state: 'bezorgd', detail: 'Zending is afgeleverd', at: new Date('2026-11-23T11:00:00Z') };
    const carrier = fakeCarrier(() => answer);
    expect(await worker(carrier).sweep()).toMatchObject({ checked: 1, ordersChanged: 1 });

    // A carrier's lagging system answers with a state from that morning.
    answer = { state: 'onderweg', detail: 'Zending is gesorteerd', at: new Date('2026-11-23T07:00:00Z') };
    await makeDue(shipmentId);
    expect(await worker(carrier).sweep()).toMatchObject({ checked: 1, ordersChanged: 0 });
    expect(await shipment(shipmentId)).toMatchObject({ state: 'bezorgd', state_detail: 'Zending is afgeleverd' });
    expect((await order(orderId)).transport.postnl).toMatchObject({ status: 'Bezorgd', trackingState: 'bezorgd' });
    expect(await sql('SELECT state, applied FROM shipment_events WHERE shipment_id = $1 ORDER BY id', [shipmentId])).toEqual([
      { state: 'bezorgd', applied: true },
      { state: 'onderweg', applied: false },
    ]);
  });

  it('moves a parcel on through its states and shows each on the order and in its list row', async () => {
    const { orderId, shipmentId, barcode } = await registeredOrder();
    let answer: Answer = { state: 'aangemeld', detail: 'Zending is aangemeld' };
    const carrier = fakeCarrier(() => answer);

    expect(await worker(carrier).sweep()).toEqual({ checked: 1, ordersChanged: 1, failed: 0 });
    expect(carrier.asked).toEqual([barcode]);
    expect((await listRow(orderId)).trackingState).toBe('aangemeld');

    answer = { state: 'onderweg', detail: 'Zending is gesorteerd' };
    await makeDue(shipmentId);
    expect(await worker(carrier).sweep()).toEqual({ checked: 1, ordersChanged: 1, failed: 0 });
    const underWay = await shipment(shipmentId);
    expect(underWay).toMatchObject({ state: 'onderweg', state_detail: 'Zending is gesorteerd' });
    expect(underWay.checked_at).not.toBeNull();
    // Sooner than a parcel that waits to be picked up.
    expect(underWay.wait_minutes).toBeGreaterThan(9);
    expect(underWay.wait_minutes).toBeLessThanOrEqual(10);
    const detail = await order(orderId);
    expect(detail.transport.postnl).toMatchObject({ status: 'Onderweg', trackingState: 'onderweg', code: barcode, isRegistered: true });
    expect((await listRow(orderId)).trackingState).toBe('onderweg');

    answer = { state: 'bezorgd', detail: 'Afgeleverd' };
    await makeDue(shipmentId);
    await worker(carrier).sweep();
    expect((await order(orderId)).transport.postnl.status).toBe('Bezorgd');
    expect((await listRow(orderId)).trackingState).toBe('bezorgd');
  });

  it('asks no more about a parcel that arrived, and asks again after a while about one that did not change', async () => {
    const arrived = await registeredOrder();
    const waiting = await registeredOrder();
    const carrier = fakeCarrier((barcode) =>
      barcode === arrived.barcode ? { state: 'bij_de_buren', detail: 'Bij nummer 12' } : { state: 'aangemeld', detail: '' },
    );
    await worker(carrier).sweep();
    expect(await shipment(arrived.shipmentId)).toMatchObject({ state: 'bij_de_buren', wait_minutes: null });
    expect((await shipment(waiting.shipmentId)).wait_minutes).toBeGreaterThan(29);

    await sql('UPDATE shipments SET next_check_at = now() WHERE id = $1 AND next_check_at IS NOT NULL', [arrived.shipmentId]);
    await makeDue(waiting.shipmentId);
    carrier.asked.length = 0;
    expect(await worker(carrier).sweep()).toEqual({ checked: 1, ordersChanged: 0, failed: 0 });
    expect(carrier.asked).toEqual([waiting.barcode]);
    expect(await shipment(arrived.shipmentId)).toMatchObject({ state: 'bij_de_buren', wait_minutes: null });
  });

  it('moves an order whose delivery failed to the problem folder once, says why, and tells the workstations', async () => {
    const { orderId, shipmentId, barcode } = await registeredOrder();
    let answer: Answer = { state: 'niet_bezorgd', detail: 'Niemand thuis' };
    const carrier = fakeCarrier(() => answer);
    const heard: ServerMessage[] = [];
    const unsubscribe = t.app.realtime.subscribe((message) => heard.push(message));
    const told = () => heard.filter((message) => message.type === 'change' && message.change.orderId === orderId);
    try {
      await worker(carrier).sweep();
      await expect.poll(() => told().length).toBe(1);
    } finally {
      unsubscribe();
    }
    // One change, sent after the write committed: the list row, where the order was, and the blocks it rewrote.
    const moved = await order(orderId);
    expect(told()[0]).toMatchObject({
      type: 'change',
      change: {
        orderId, version: moved.version, was: { tag: null },
        listItem: { tag: { id: PROBLEM_TAG_ID, title: 'Probleem' }, trackingState: 'niet_bezorgd' },
        blocks: { tag: { id: PROBLEM_TAG_ID, title: 'Probleem' }, transport: moved.transport },
      },
    });
    expect(heard.filter((message) => 'orderId' in message && message.orderId === orderId)).toEqual([]);
    expect(moved.tag).toEqual({ id: PROBLEM_TAG_ID, title: 'Probleem' });
    expect(moved.transport.postnl.status).toBe('Niet bezorgd');
    expect(moved.internalLog.map((entry: { content: string }) => entry.content)).toContain(
      `Naar de map Probleem: PostNL meldt 'Niet bezorgd' (Niemand thuis) voor pakket ${barcode}`,
    );

    // A colleague deals with it and takes it out of the folder; the carrier keeps saying it failed.
    const untag = await t.app.inject({
      method: 'DELETE', url: `/gateway/api/workbench/order/${orderId}/tag/${PROBLEM_TAG_ID}`, headers: bearer(t.staff),
    });
    expect(untag.statusCode).toBe(200);
    for (const state of ['niet_bezorgd', 'probleem'] as const) {
      answer = { state, detail: 'Niemand thuis' };
      await makeDue(shipmentId);
      await worker(carrier).sweep();
    }
    const after = await order(orderId);
    expect(after.tag).toBeNull();
    expect(after.transport.postnl.status).toBe('Probleem');
    expect(after.internalLog.filter((entry: { content: string }) => entry.content.startsWith('Naar de map Probleem'))).toHaveLength(1);
  });

  it('asks the carriers a few parcels at a time', async () => {
    for (let order = 0; order < 3; order++) await registeredOrder();
    const shipments = await Promise.all(Array.from({ length: 17 }, (_, index) => insertShipment(null, 'postnl', `3STEST9${index}`)));
    const carrier = fakeCarrier(async () => {
      await pause(15);
      return { state: 'onderweg', detail: '' };
    });
    const result = await worker(carrier, { concurrency: 3, batchSize: 7 }).sweep();
    expect(result).toEqual({ checked: 20, ordersChanged: 3, failed: 0 });
    expect(carrier.mostAtOnce()).toBe(3);
    expect(new Set(carrier.asked).size).toBe(3 + shipments.length);
  });

  it('lets a carrier that hangs cost the sweep its time limit only, and asks it again later', async () => {
    const hanging = await registeredOrder();
    const others = await Promise.all(Array.from({ length: 5 }, (_, index) => insertShipment(null, 'postnl', `3STEST8${index}`)));
    const carrier = fakeCarrier((barcode) =>
      barcode === hanging.barcode ? new Promise<Answer>(() => {}) : { state: 'onderweg', detail: 'Onderweg' },
    );
    const started = Date.now();
    const result = await worker(carrier, { timeoutMs: 200, concurrency: 2 }).sweep();
    expect(Date.now() - started).toBeLessThan(2000);
    expect(result).toEqual({ checked: 6, ordersChanged: 0, failed: 1 });
    for (const id of others) expect((await shipment(id)).state).toBe('onderweg');
    const stuck = await shipment(hanging.shipmentId);
    expect(stuck).toMatchObject({ state: 'aangemeld', checked_at: null });
    expect(stuck.wait_minutes).toBeGreaterThan(14);
    expect(stuck.wait_minutes).toBeLessThanOrEqual(15);
  });

  it('never lets two workers ask about one parcel at the same time', async () => {
    const ids = await Promise.all(Array.from({ length: 40 }, (_, index) => insertShipment(null, 'postnl', `3STEST7${index}`)));
    const carrier = fakeCarrier(async () => {
      await pause(5);
      return { state: 'onderweg', detail: '' };
    });
    const options = { batchSize: 5, concurrency: 5 };
    const results = await Promise.all([worker(carrier, options).sweep(), worker(carrier, options).sweep()]);
    expect(results[0].checked + results[1].checked).toBe(ids.length);
    expect(carrier.asked.toSorted()).toEqual(ids.map((_, index) => `3STEST7${index}`).toSorted());
  });

  it('keeps a worker that lost its lease from writing over the worker that took the parcel over', async () => {
    const { shipmentId } = await registeredOrder();
    let release!: () => void;
    const slow = fakeCarrier(() => new Promise<Answer>((resolve) => (release = () => resolve({ state: 'retour', detail: 'Te laat' }))));
    const first = worker(slow, { timeoutMs: 5000 }).sweep();
    await expect.poll(() => slow.asked.length).toBe(1);
    // The first worker's lease ends (it seems to have died); another takes the parcel and gets an answer.
    await makeDue(shipmentId);
    await worker(fakeCarrier(() => ({ state: 'onderweg', detail: 'Nu wel' }))).sweep();
    release();
    await first;
    expect(await shipment(shipmentId)).toMatchObject({ state: 'onderweg', state_detail: 'Nu wel' });
  });

  it('follows parcels by itself from start to close', async () => {
    const own = createTrackingWorker({
      db: t.database.pool, carriers: { postnl: fakeCarrier() }, log: silentLog, intervalMs: 20, batchSize: 10, concurrency: 2, timeoutMs: 500,
    });
    const { shipmentId } = await registeredOrder();
    own.start();
    try {
      await expect.poll(async () => (await shipment(shipmentId)).state, { timeout: 3000 }).toBe('onderweg');
    } finally {
      await own.stop();
    }
  });
});

describe('tracking settings', () => {
  it('follow parcels every minute, 100 per batch, 8 calls at once unless the environment says otherwise', () => {
    expect(loadConfig({}).tracking).toEqual({ intervalMs: 60_000, batchSize: 100, concurrency: 8 });
    expect(loadConfig({ TRACKING_INTERVAL_MS: '0', TRACKING_BATCH_SIZE: '500', TRACKING_CONCURRENCY: '2' }).tracking).toEqual({
      intervalMs: 0, batchSize: 500, concurrency: 2,
    });
  });

  it('stop the start on a value that is not a whole number, rather than polling in a tight loop', () => {
    expect(() => loadConfig({ TRACKING_INTERVAL_MS: '1 minuut' })).toThrow("TRACKING_INTERVAL_MS: '1 minuut' is geen geheel getal van 0 of meer");
    expect(() => loadConfig({ TRACKING_CONCURRENCY: '0' })).toThrow('TRACKING_CONCURRENCY');
  });
});
