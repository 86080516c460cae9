// Issue 23, a carrier registration: at most 8 SQL statements besides the carrier call (auth lookup included), the
// claim one statement before the carrier is called, everything the carrier's answer changes (shipment, order, label
// job) written in one transaction after it, and one announcement. A failure inside that transaction stores nothing
// of it, announces nothing, and leaves the claim for the retry, which finds the parcel at the carrier.
import { randomUUID } from 'node:crypto';
import { describe, expect, it, vi } from 'vitest';
import type { ServerMessage } from '../../src/shared/protocol/socket.ts';
import type { RegisterResult } from '../../src/shared/schema/carriers.ts';
import { carrierApi, orderValues } from '../helpers/carriers.ts';
import { countStatements } from '../helpers/sql-statements.ts';
import { bearer, databaseKinds, useTestApp } from '../helpers/test-app.ts';

const isWrite = (text: string) => /^(WITH\b.*\b)?(INSERT|UPDATE|DELETE)\b/i.test(text);

describe.each(databaseKinds)('a carrier registration as one write on %s', (kind) => {
  const t = useTestApp(kind);
  const api = carrierApi(t);
  const register = (orderId: number, key: string) =>
    t.app.inject({
      method: 'POST',
      url: '/gateway/api/workbench/transport/trunkrs/register',
      payload: { transporter: 'trunkrs', orderId, values: orderValues },
      headers: { ...bearer(t.staff), 'idempotency-key': key, 'x-location': t.config.location },
    });
  /** What the hub says about the order itself (the print queue's own news about the label job aside). */
  const listening = (orderId: number) => {
    const heard: ServerMessage[] = [];
    const unsubscribe = t.app.realtime.subscribe((message) => {
      const about = message.type === 'change' ? message.change.orderId : message.type === 'listitem' ? message.orderId : null;
      if (about === orderId) heard.push(message);
    });
    return { heard, unsubscribe };
  };
  const stored = async (orderId: number) => ({
    order: (await api.sql<{ transport: object; version: number }>('SELECT transport, active_transporter, version FROM orders WHERE id = $1', [orderId]))[0],
    shipments: await api.sql<{ status: string }>('SELECT status FROM shipments WHERE order_id = $1', [orderId]),
    labelJobs: await api.sql('SELECT id FROM print_jobs WHERE order_id = $1', [orderId]),
  });

  it('costs at most 8 statements: the claim alone before the carrier, the record in one transaction, announced once', async () => {
    const adapter = api.sandbox('trunkrs');
    const id = await api.freshOrder();
    const { heard, unsubscribe } = listening(id);
    const counted = await countStatements(() => register(id, randomUUID()));

    const response = counted.result;
    expect(response.statusCode, response.body).toBe(200);
    expect(adapter.register).toHaveBeenCalledOnce();
    expect(counted.statements.length, counted.statements.join('\n')).toBeLessThanOrEqual(8);

    const begin = counted.sent.findIndex((text) => /^BEGIN\b/i.test(text));
    const commit = counted.sent.findIndex((text) => /^COMMIT\b/i.test(text));
    expect(counted.sent.filter((text) => /^BEGIN\b/i.test(text)), 'one transaction').toHaveLength(1);
    const recorded = counted.sent.slice(begin + 1, commit).filter(isWrite);
    const outside = [...counted.sent.slice(0, begin), ...counted.sent.slice(commit + 1)].filter(isWrite);
    expect(outside, 'only the claim is written before the carrier is called').toEqual([expect.stringMatching(/INSERT INTO shipments/)]);
    expect(recorded).toEqual([
      expect.stringMatching(/UPDATE shipments SET status = 'registered'.*UPDATE orders/),
      expect.stringMatching(/INSERT INTO print_jobs/),
    ]);

    const result: RegisterResult = response.json();
    const now = await stored(id);
    expect(result.order).toMatchObject({ id, version: now.order.version, activeTransporter: 'trunkrs', transport: now.order.transport });
    expect(result.labelJob).toMatchObject({ orderId: id, shipmentId: result.shipment.id, type: 'trunkrs', status: 'queued' });
    // On PostgreSQL the hub's messages come back through LISTEN a moment after the answer.
    await vi.waitFor(() => expect(heard).toHaveLength(1));
    unsubscribe();
    // One change: what the registration rewrote of the order, so no workstation has to fetch it again.
    expect(heard).toEqual([{
      type: 'change',
      change: {
        orderId: id, version: now.order.version,
        blocks: expect.objectContaining({ activeTransporter: 'trunkrs', transport: result.order!.transport }),
        listItem: expect.objectContaining({ id, activeTransporter: 'trunkrs' }),
        was: expect.objectContaining({ activeTransporter: null }),
      },
    }]);
  });

  it('stores nothing of a record that fails after its first write and announces nothing; the retry finds the parcel at the carrier', async () => {
    const adapter = api.sandbox('trunkrs');
    const id = await api.freshOrder();
    const before = await stored(id);
    const key = randomUUID();
    // The label job is the record's last write: the shipment and the order were written before it, in the transaction.
    await api.sql(`CREATE FUNCTION fail_label() RETURNS trigger LANGUAGE plpgsql AS $$ BEGIN RAISE EXCEPTION 'injected'; END $$`);
    await api.sql('CREATE TRIGGER fail_label BEFORE INSERT ON print_jobs FOR EACH ROW EXECUTE FUNCTION fail_label()');
    const { heard, unsubscribe } = listening(id);
    let failed;
    try {
      failed = await register(id, key);
    } finally {
      await api.sql('DROP TRIGGER fail_label ON print_jobs');
      await api.sql('DROP FUNCTION fail_label()');
    }
    expect(failed.statusCode).toBe(500);
    const after = await stored(id);
    expect(after.order).toEqual(before.order);
    expect(after.labelJobs).toEqual([]);
    expect(after.shipments, 'the claim is left for a retry, not registered').toEqual([{ status: 'failed' }]);

    const retry = await register(id, key);
    expect(retry.statusCode, retry.body).toBe(200);
    // Had the failed record announced anything, it would have come before the retry's two messages.
    await vi.waitFor(() => expect(heard).toHaveLength(1));
    expect(heard).toEqual([
      { type: 'change', change: expect.objectContaining({ version: before.order.version + 1, listItem: expect.objectContaining({ activeTransporter: 'trunkrs' }) }) },
    ]);
    expect(adapter.register, 'the carrier is not asked for a second parcel').toHaveBeenCalledOnce();
    expect(adapter.find, 'the retry asks the carrier for the parcel it made').toHaveBeenCalledOnce();
    const atCarrier = await vi.mocked(adapter.register).mock.results[0].value;
    const result: RegisterResult = retry.json();
    expect(result.shipment.parcels).toEqual(atCarrier.parcels);
    expect(result.order?.activeTransporter).toBe('trunkrs');
    expect((await stored(id)).labelJobs).toHaveLength(1);
    unsubscribe();
  });
});
