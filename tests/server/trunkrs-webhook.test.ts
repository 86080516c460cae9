// Trunkrs pushing its parcels' states (its spec's WebhookBody: a batch of events): only with the shared secret, onto the shipment and its order the way the
// tracking worker writes a polled state (problem folder, live update), idempotent, and never a 5xx on bad input.
import { describe, expect, it } from 'vitest';
import { PROBLEM_TAG_ID } from '../../src/shared/domain/constants.ts';
import type { ServerMessage } from '../../src/shared/protocol/socket.ts';
import { loadConfig } from '../../src/server/config.ts';
import { bearer, databaseKinds, useTestApp } from '../helpers/test-app.ts';

const SECRET = 'geheim-van-trunkrs';
const URL = '/gateway/api/webhooks/trunkrs';

describe.each(databaseKinds)('Trunkrs webhook on %s', (kind) => {
  const base = loadConfig();
  const t = useTestApp(kind, {
    tracking: { intervalMs: 0, batchSize: 100, concurrency: 8 },
    carriers: { ...base.carriers, webhookSecrets: { trunkrs: SECRET } },
  });
  const sql = async <T>(text: string, params: unknown[] = []) => (await t.database.pool.query(text, params)).rows as T[];
  let parcels = 0;

  const push = (payload: unknown, secret: string | null = SECRET) =>
    t.app.inject({
      method: 'POST', url: URL, payload: payload as object,
      headers: { 'content-type': 'application/json', ...(secret === null ? {} : { 'x-webhook-secret': secret }) },
    });
  /** Trunkrs's WebhookBody (its spec) around `events`. */
  const body = (...events: unknown[]) => ({ count: events.length, events });
  const event = (type: string, trunkrsNr: string, data: Record<string, unknown> = {}) =>
    ({ type, recordedAt: '2026-11-23T08:00:05Z', data: { trunkrsNr: Number(trunkrsNr), link: `https://api.trunkrs.nl/api/v2/shipments/${trunkrsNr}`, ...data } });
  const stateEvent = (trunkrsNr: string, code: string, timestamp = '2026-11-23T08:00:00Z') => event('onStateUpdate', trunkrsNr, { state: { code, timestamp } });
  const stateUpdate = (trunkrsNr: string, code: string, timestamp?: string) => body(stateEvent(trunkrsNr, code, timestamp));

  /** An order in no folder, registered with Trunkrs as the register service leaves it. */
  async function trunkrsOrder() {
    const [{ id: orderId }] = await sql<{ id: number }>(
      `SELECT id FROM orders o WHERE deleted_at IS NULL AND tag_id IS NULL AND active_transporter IS NULL
          AND NOT EXISTS (SELECT 1 FROM shipments s WHERE s.order_id = o.id)
        ORDER BY id LIMIT 1`,
    );
    const trunkrsNr = `4${String(++parcels).padStart(8, '0')}`;
    await sql(
      `UPDATE orders SET active_transporter = 'trunkrs',
              transport = jsonb_build_object('trunkrs', jsonb_build_object('code', $2::text, 'isRegistered', true, 'status', 'REGISTERED'))
        WHERE id = $1`,
      [orderId, trunkrsNr],
    );
    const [{ id: shipmentId }] = await sql<{ id: number }>(
      `INSERT INTO shipments (order_id, carrier, barcode, status, parcels, next_check_at)
       VALUES ($1, 'trunkrs', $2::text, 'registered', jsonb_build_array(jsonb_build_object('barcode', $2::text)), now() + interval '1 hour')
       RETURNING id`,
      [orderId, trunkrsNr],
    );
    return { orderId, trunkrsNr, shipmentId };
  }
  const order = async (id: number) =>
    (await t.app.inject({ method: 'GET', url: `/gateway/api/workbench/order/${id}`, headers: bearer(t.staff) })).json();
  const shipment = async (id: number) =>
    (await sql<{ state: string; state_detail: string; next_check_at: Date | null }>(
      'SELECT state, state_detail, next_check_at FROM shipments WHERE id = $1', [id],
    ))[0];

  it('answers 404 while no secret is set, 401 without or with a wrong secret, and takes the right one', async () => {
    const { trunkrsNr } = await trunkrsOrder();
    const body = stateUpdate(trunkrsNr, 'SHIPMENT_SORTED');
    const secrets = t.app.config.carriers.webhookSecrets;
    secrets.trunkrs = undefined;
    try {
      const off = await push(body);
      expect(off.statusCode).toBe(404);
      expect(off.json().message).toBe('Webhook is niet ingesteld');
    } finally {
      secrets.trunkrs = SECRET;
    }
    for (const secret of [null, 'geraden', `${SECRET}x`, '']) {
      const refused = await push(body, secret);
      expect(refused.statusCode).toBe(401);
      expect(refused.json().code).toBe('WEBHOOK_SECRET');
    }
    // A signed-in user is no webhook caller.
    const withToken = await t.app.inject({ method: 'POST', url: URL, payload: body, headers: bearer(t.admin) });
    expect(withToken.statusCode).toBe(401);
    const accepted = await push(body);
    expect(accepted.statusCode).toBe(200);
    expect(accepted.json()).toEqual({ ok: true });
  });

  it('shows a delivered parcel on its order and stops following it', async () => {
    const { orderId, trunkrsNr, shipmentId } = await trunkrsOrder();
    expect((await push({ ...stateUpdate(trunkrsNr, 'SHIPMENT_DELIVERED'), extra: { ignored: true } })).statusCode).toBe(200);
    expect((await order(orderId)).transport.trunkrs).toMatchObject({ status: 'Bezorgd', trackingState: 'bezorgd', code: trunkrsNr });
    expect(await shipment(shipmentId)).toMatchObject({ state: 'bezorgd', state_detail: 'Bezorgd', next_check_at: null });
  });

  it('moves an order whose delivery failed to the problem folder once, tells the workstations, and ignores a replay', async () => {
    const { orderId, trunkrsNr } = await trunkrsOrder();
    const heard: ServerMessage[] = [];
    const unsubscribe = t.app.realtime.subscribe((message) => heard.push(message));
    const ofOrder = () => heard.filter((message) => message.type === 'change' && message.change.orderId === orderId);
    try {
      expect((await push(stateUpdate(trunkrsNr, 'SHIPMENT_NOT_DELIVERED'))).statusCode).toBe(200);
      await expect.poll(() => ofOrder().length).toBe(1);
      expect(ofOrder()[0]).toMatchObject({ change: { listItem: { tag: { id: PROBLEM_TAG_ID }, trackingState: 'niet_bezorgd' } } });
      const moved = await order(orderId);
      expect(moved.tag).toEqual({ id: PROBLEM_TAG_ID, title: 'Probleem' });
      expect(moved.transport.trunkrs.status).toBe('Niet bezorgd');

      // Trunkrs retries: the same update again changes nothing and tells nobody.
      expect((await push(stateUpdate(trunkrsNr, 'SHIPMENT_NOT_DELIVERED'))).statusCode).toBe(200);
      const again = await order(orderId);
      expect(again.version).toBe(moved.version);
      expect(again.internalLog.filter((entry: { content: string }) => entry.content.startsWith('Naar de map Probleem'))).toHaveLength(1);
      expect(ofOrder()).toHaveLength(1);
    } finally {
      unsubscribe();
    }
  });

  it('keeps an event older than the parcel\'s state in its history only: delivered at 12:00 stays delivered after sorted at 08:00', async () => {
    const { orderId, trunkrsNr, shipmentId } = await trunkrsOrder();
    expect((await push(stateUpdate(trunkrsNr, 'SHIPMENT_DELIVERED', '2026-11-23T12:00:00+01:00'))).statusCode).toBe(200);
    const delivered = await order(orderId);

    const late = await push(stateUpdate(trunkrsNr, 'SHIPMENT_SORTED', '2026-11-23T08:00:00'));
    expect(late.statusCode, 'acknowledged, so Trunkrs does not send it again').toBe(200);
    expect(await shipment(shipmentId)).toMatchObject({ state: 'bezorgd', state_detail: 'Bezorgd', next_check_at: null });
    const after = await order(orderId);
    expect(after.transport.trunkrs).toMatchObject({ status: 'Bezorgd', trackingState: 'bezorgd' });
    expect(after.version).toBe(delivered.version);
    expect(await sql('SELECT state, detail, occurred_at, applied FROM shipment_events WHERE shipment_id = $1 ORDER BY id', [shipmentId])).toEqual([
      { state: 'bezorgd', detail: 'Bezorgd', occurred_at: new Date('2026-11-23T11:00:00Z'), applied: true },
      { state: 'onderweg', detail: 'Gesorteerd in het depot', occurred_at: new Date('2026-11-23T07:00:00Z'), applied: false },
    ]);

    // A newer state moves it on as always.
    expect((await push(stateUpdate(trunkrsNr, 'SHIPMENT_NOT_DELIVERED', '2026-11-23T13:00:00+01:00'))).statusCode).toBe(200);
    expect(await shipment(shipmentId)).toMatchObject({ state: 'niet_bezorgd' });
  });

  it('refuses a state with a time it cannot read (400)', async () => {
    const { trunkrsNr } = await trunkrsOrder();
    const response = await push(stateUpdate(trunkrsNr, 'SHIPMENT_SORTED', 'gisteren'));
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe("Een ongeldig tijdstip: 'gisteren'");
  });

  it('applies every event of a batch in turn, skipping a parcel that is not ours', async () => {
    const first = await trunkrsOrder();
    const second = await trunkrsOrder();
    const response = await push(body(
      stateEvent(first.trunkrsNr, 'SHIPMENT_SORTED', '2026-11-23T15:00:00+01:00'),
      stateEvent('999999998', 'SHIPMENT_DELIVERED'),
      stateEvent(first.trunkrsNr, 'SHIPMENT_ACCEPTED_BY_DRIVER', '2026-11-23T17:05:00+01:00'),
      stateEvent(second.trunkrsNr, 'SHIPMENT_DELIVERED_TO_NEIGHBOR', '2026-11-23T18:00:00+01:00'),
    ));
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ ok: true });
    expect(await shipment(first.shipmentId)).toMatchObject({ state: 'onderweg', state_detail: 'Onderweg met de bezorger' });
    expect(await shipment(second.shipmentId)).toMatchObject({ state: 'bij_de_buren' });
  });

  it('changes nothing when one event of a batch cannot be read', async () => {
    const { trunkrsNr, shipmentId } = await trunkrsOrder();
    const response = await push(body(stateEvent(trunkrsNr, 'SHIPMENT_DELIVERED'), event('onStateUpdate', trunkrsNr)));
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe('Een statuswijziging zonder status (data.state)');
    expect(await shipment(shipmentId)).toMatchObject({ state: 'aangemeld' });
  });

  it('accepts a parcel that is not ours with 202, so Trunkrs does not retry it', async () => {
    const response = await push(stateUpdate('999999999', 'SHIPMENT_DELIVERED'));
    expect(response.statusCode).toBe(202);
    expect(response.json()).toEqual({ ok: true, ignored: true });
  });

  it('marks a cancelled parcel as a problem and acknowledges a creation', async () => {
    const { orderId, trunkrsNr, shipmentId } = await trunkrsOrder();
    const created = await push(body(event('onCreation', trunkrsNr), event('onReview', trunkrsNr)));
    expect(created.statusCode).toBe(200);
    expect(await shipment(shipmentId)).toMatchObject({ state: 'aangemeld' });

    expect((await push(body(event('onCancellation', trunkrsNr)))).statusCode).toBe(200);
    expect(await shipment(shipmentId)).toMatchObject({ state: 'probleem', state_detail: 'Geannuleerd door Trunkrs' });
    const cancelled = await order(orderId);
    expect(cancelled.transport.trunkrs.status).toBe('Probleem');
    expect(cancelled.tag).toEqual({ id: PROBLEM_TAG_ID, title: 'Probleem' });
  });

  it('refuses a body it cannot read with 400 and a Dutch message', async () => {
    const bodies: unknown[] = [
      {}, { count: 1 }, body({ type: 'onSomething', recordedAt: '2026-11-23T08:00:00Z' }), body({ type: 'onStateUpdate' }),
      body(event('onStateUpdate', '1')), body(event('onStateUpdate', '1', { state: { code: 5 } })),
      body({ type: 'onStateUpdate', recordedAt: '2026-11-23T08:00:00Z', data: { trunkrsNr: '400000001', state: { code: 'X' } } }),
      body({ type: 'onCancellation', recordedAt: '2026-11-23T08:00:00Z' }),
      // The shape Werkplaats once expected, which Trunkrs never sends.
      { event: 'OnStateUpdate', trunkrsNr: '400000001', state: { code: 'SHIPMENT_SORTED' } },
      [], '{geen json',
    ];
    const messages = ['Controleer uw gegevens', 'Een statuswijziging zonder status (data.state)', 'Een onCancellation zonder Trunkrs-nummer (data.trunkrsNr)'];
    for (const payload of bodies) {
      const response = await push(payload);
      expect(response.statusCode, JSON.stringify(payload)).toBe(400);
      expect(messages).toContain(response.json().message);
    }
  });
});
