// Issue 23, the single-order writes: a block save, a folder move and the processed mark each cost at most 4, 3 and 3
// data statements (the auth lookup included), write in one transaction, answer with the change they made and
// broadcast that same change once after commit. A failure after the first write stores nothing and sends nothing.
import pg from 'pg';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { OrderChange } from '../../src/shared/protocol/changes.ts';
import type { ServerMessage } from '../../src/shared/protocol/socket.ts';
import { changesHeard } from '../helpers/changes-heard.ts';
import { countStatements } from '../helpers/sql-statements.ts';
import { bearer, databaseKinds, useTestApp } from '../helpers/test-app.ts';

const PROBLEM_FOLDER = 23279793;
const isWrite = (text: string) => /^(WITH\b.*\b)?(INSERT|UPDATE|DELETE)\b/i.test(text);
// On PostgreSQL the hub publishes with a NOTIFY: that is the broadcast, not a statement reading or writing data.
const dataStatements = (statements: string[]) => statements.filter((text) => !/pg_notify/.test(text));

/** Makes the statement sent after the first write of an order or its log fail, as a crash between two steps would. */
function failAfterFirstWrite() {
  const query = pg.Client.prototype.query;
  let written = false;
  return vi.spyOn(pg.Client.prototype, 'query').mockImplementation(function failing(this: pg.Client, ...args: unknown[]) {
    const text = typeof args[0] === 'string' ? args[0] : (args[0] as { text?: string } | undefined)?.text ?? '';
    if (written && !/^ROLLBACK/i.test(text)) return Promise.reject(new Error('injected failure'));
    const flat = text.replace(/\s+/g, ' ').trim();
    written ||= isWrite(flat) && /\b(UPDATE orders|INSERT INTO order_log)\b/.test(flat);
    return (query as (...rest: unknown[]) => unknown).apply(this, args);
  } as typeof query);
}

describe.each(databaseKinds)('single-order writes as one change on %s', (kind) => {
  const t = useTestApp(kind);
  const call = (method: 'PUT' | 'POST' | 'DELETE', url: string, payload?: object) =>
    t.app.inject({ method, url: `/gateway/api/workbench${url}`, payload, headers: bearer(t.staff) });
  const stored = async (id: number) =>
    (await t.database.pool.query('SELECT version, comment, treatment, tag_id FROM orders WHERE id = $1', [id])).rows[0];
  let taken = 0;
  /** A new order in no folder that no other test of this file used. */
  const freshOrder = async (treatment = 'Nieuw') => {
    const { rows } = await t.database.pool.query<{ id: number; version: number }>(
      `SELECT id, version FROM orders WHERE deleted_at IS NULL AND tag_id IS NULL AND treatment = 'Nieuw'
        ORDER BY id OFFSET $1 LIMIT 1`,
      [taken++],
    );
    await t.database.pool.query('UPDATE orders SET treatment = $2 WHERE id = $1', [rows[0].id, treatment]);
    return rows[0];
  };
  const listening = (orderId: number) => changesHeard(t.app, orderId);
  /** The answer is the change, and the hub sends that same change once (on PostgreSQL via LISTEN, a moment later). */
  const expectBroadcastOnce = async (heard: ServerMessage[], change: OrderChange) => {
    await vi.waitFor(() => expect(heard).toHaveLength(1));
    expect(heard).toEqual([{ type: 'change', change }]);
  };

  it('saves a block in at most 4 statements, one transaction, and answers and broadcasts the change', async () => {
    const order = await freshOrder();
    const heard = listening(order.id);
    const counted = await countStatements(() => call('PUT', `/order/${order.id}`, { version: order.version, comment: 'Achterom' }));

    expect(counted.result.statusCode, counted.result.body).toBe(200);
    expect(dataStatements(counted.statements).length, counted.statements.join('\n')).toBeLessThanOrEqual(4);
    expect(counted.writesInOneTransaction).toBe(true);
    const change: OrderChange = counted.result.json();
    expect(change).toMatchObject({ orderId: order.id, version: order.version + 1, blocks: { comment: 'Achterom' } });
    expect(Object.keys(change.blocks!)).toEqual(['comment']);
    await expectBroadcastOnce(heard, change);
  });

  it('moves an order to a folder in at most 3 statements; a move to the folder it is in writes and sends nothing', async () => {
    const order = await freshOrder();
    const heard = listening(order.id);
    const move = () => call('POST', `/tag/${PROBLEM_FOLDER}`, { objectId: order.id, objectType: 'Order' });
    const counted = await countStatements(move);

    expect(counted.result.statusCode, counted.result.body).toBe(200);
    expect(dataStatements(counted.statements).length, counted.statements.join('\n')).toBeLessThanOrEqual(3);
    expect(counted.writesInOneTransaction).toBe(true);
    const change: OrderChange = counted.result.json();
    expect(change).toMatchObject({
      orderId: order.id, version: order.version + 1, blocks: { tag: { id: PROBLEM_FOLDER } },
      listItem: { id: order.id, tag: { id: PROBLEM_FOLDER } }, was: { tag: null, treatment: 'Nieuw' },
    });
    await expectBroadcastOnce(heard, change);

    const again = await countStatements(move);
    expect(again.result.statusCode).toBe(200);
    expect(again.result.json()).toMatchObject({ orderId: order.id, version: change.version, listItem: change.listItem });
    expect(again.statements.filter(isWrite)).toEqual([]);
    expect((await stored(order.id)).version).toBe(change.version);
    expect(heard).toHaveLength(1);
  });

  it('marks a new order processed in at most 3 statements, one transaction, answered and broadcast as one change', async () => {
    const order = await freshOrder();
    const heard = listening(order.id);
    const counted = await countStatements(() => call('PUT', `/order/${order.id}`, { version: order.version, treatment: 'Verwerkt' }));

    expect(counted.result.statusCode, counted.result.body).toBe(200);
    expect(dataStatements(counted.statements).length, counted.statements.join('\n')).toBeLessThanOrEqual(3);
    expect(counted.writesInOneTransaction).toBe(true);
    const change: OrderChange = counted.result.json();
    expect(change).toMatchObject({ blocks: { treatment: 'Verwerkt' }, listItem: { treatment: 'Verwerkt' }, was: { treatment: 'Nieuw' } });
    await expectBroadcastOnce(heard, change);
  });

  // The bulk 'verwerken' marks printed orders and skips finished ones: the single mark follows the same rule.
  it('marks a printed order processed, and refuses an order finished with already, changing nothing', async () => {
    const printed = await freshOrder('Geprint');
    expect((await call('PUT', `/order/${printed.id}`, { version: printed.version, treatment: 'Verwerkt' })).statusCode).toBe(200);

    const handled = await freshOrder('Afgehandeld');
    const refused = await call('PUT', `/order/${handled.id}`, { version: handled.version, treatment: 'Verwerkt' });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe('Order is al verwerkt');
    expect(await stored(handled.id)).toMatchObject({ version: handled.version, treatment: 'Afgehandeld' });
  });

  describe('with a failure after the first write', () => {
    afterEach(() => vi.restoreAllMocks());

    it.each([
      ['a block save', (id: number, version: number) => call('PUT', `/order/${id}`, { version, comment: 'Nooit opgeslagen' })],
      ['the processed mark', (id: number, version: number) => call('PUT', `/order/${id}`, { version, treatment: 'Verwerkt' })],
      ['a folder move', (id: number) => call('POST', `/tag/${PROBLEM_FOLDER}`, { objectId: id, objectType: 'Order' })],
      ['a note', (id: number) => call('POST', `/order/${id}/internalLog`, { content: 'Nooit bewaard' })],
    ])('%s stores nothing and broadcasts nothing', async (_, write) => {
      const order = await freshOrder();
      const before = await stored(order.id);
      const heard = listening(order.id);
      const notes = async () => (await t.database.pool.query('SELECT count(*)::int AS n FROM order_log WHERE order_id = $1', [order.id])).rows[0].n;
      const notesBefore = await notes();

      const injected = failAfterFirstWrite();
      const response = await write(order.id, order.version);
      injected.mockRestore();

      expect(response.statusCode).toBe(500);
      expect(response.json().message).toBe('Onverwachte fout. Probeer nogmaals');
      expect(await stored(order.id)).toEqual(before);
      expect(await notes()).toBe(notesBefore);
      expect(heard).toEqual([]);
    });
  });
});
