// Issue 24, undo of single actions: POST /workbench/order/{id}/undo takes back the user's newest move, processed
// mark, delete or block edit as one inverse change (version +1, broadcast), only while nobody changed the order since.
import { describe, expect, it, vi } from 'vitest';
import type { OrderChange } from '../../src/shared/protocol/changes.ts';
import { changesHeard } from '../helpers/changes-heard.ts';
import { countStatements } from '../helpers/sql-statements.ts';
import { bearer, databaseKinds, useTestApp } from '../helpers/test-app.ts';

const PROBLEM_FOLDER = 23279793;
const dataStatements = (statements: string[]) => statements.filter((text) => !/pg_notify/.test(text));

describe.each(databaseKinds)('undo of a single action on %s', (kind) => {
  const t = useTestApp(kind);
  const call = (method: 'PUT' | 'POST' | 'DELETE', url: string, payload?: object, token = t.staff) =>
    t.app.inject({ method, url: `/gateway/api/workbench${url}`, payload, headers: bearer(token) });
  const undo = (id: number, version: number, token = t.staff) => call('POST', `/order/${id}/undo`, { version }, token);
  const stored = async (id: number) =>
    (await t.database.pool.query(
      'SELECT version, comment, card, recipient, treatment, tag_id, deleted_at, field_versions FROM orders WHERE id = $1',
      [id],
    )).rows[0];
  let taken = 0;
  const freshOrder = async () => {
    const { rows } = await t.database.pool.query<{ id: number; version: number }>(
      `SELECT id, version FROM orders WHERE deleted_at IS NULL AND tag_id IS NULL AND treatment = 'Nieuw'
        ORDER BY id DESC OFFSET $1 LIMIT 1`,
      [taken++],
    );
    return rows[0];
  };
  const listening = (orderId: number) => changesHeard(t.app, orderId);
  const changeOf = async (response: Awaited<ReturnType<typeof call>>): Promise<OrderChange> => {
    expect(response.statusCode, response.body).toBe(200);
    return response.json();
  };

  it('takes back a move in at most 4 statements, one transaction, answered and broadcast as one change', async () => {
    const order = await freshOrder();
    const before = await stored(order.id);
    const heard = listening(order.id);
    const moved = await changeOf(await call('POST', `/tag/${PROBLEM_FOLDER}`, { objectId: order.id, objectType: 'Order' }));

    const counted = await countStatements(() => undo(order.id, moved.version));
    const change = await changeOf(counted.result);
    expect(dataStatements(counted.statements).length, counted.statements.join('\n')).toBeLessThanOrEqual(4);
    expect(counted.writesInOneTransaction).toBe(true);
    expect(change).toMatchObject({
      orderId: order.id, version: moved.version + 1, blocks: { tag: null }, listItem: { tag: null }, was: { tag: { id: PROBLEM_FOLDER } },
    });
    expect(await stored(order.id)).toMatchObject({ ...before, version: moved.version + 1 });
    await vi.waitFor(() => expect(heard).toEqual([{ type: 'change', change: moved }, { type: 'change', change }]));
  });

  it('takes back the processed mark and a block edit, restoring exactly what was there', async () => {
    const order = await freshOrder();
    const before = await stored(order.id);
    const marked = await changeOf(await call('PUT', `/order/${order.id}`, { version: order.version, treatment: 'Verwerkt' }));
    const unmarked = await changeOf(await undo(order.id, marked.version));
    expect(unmarked).toMatchObject({ blocks: { treatment: 'Nieuw' }, listItem: { treatment: 'Nieuw' } });

    const edit = { version: unmarked.version, comment: 'Achterom', recipient: { address: { street: 'Dorpsstraat' } } };
    const edited = await changeOf(await call('PUT', `/order/${order.id}`, edit));
    const restored = await changeOf(await undo(order.id, edited.version));
    expect(restored.blocks).toMatchObject({ comment: before.comment, recipient: { address: { street: before.recipient.address.street } } });
    const after = await stored(order.id);
    expect({ ...after, field_versions: undefined }).toEqual({ ...before, version: edited.version + 1, field_versions: undefined });
    // An editor who read the order before the undo conflicts on the blocks it put back.
    expect(after.field_versions).toMatchObject({ comment: edited.version + 1, recipient: edited.version + 1 });
    const late = await call('PUT', `/order/${order.id}`, { version: edited.version, comment: 'Voordeur' });
    expect(late.statusCode).toBe(409);
  });

  it('takes back a delete: the order returns to the lists', async () => {
    const order = await freshOrder();
    const deleted = await changeOf(await call('DELETE', `/order/${order.id}`, undefined, t.admin));
    const back = await changeOf(await undo(order.id, deleted.version, t.admin));
    expect(back).toMatchObject({ version: deleted.version + 1, listItem: { id: order.id }, was: null });
    expect((await stored(order.id)).deleted_at).toBeNull();
  });

  it('refuses when someone changed the order since, naming them where the order records who', async () => {
    const order = await freshOrder();
    const mine = await changeOf(await call('PUT', `/order/${order.id}`, { version: order.version, comment: 'Eerst' }));
    const theirs = await changeOf(await call('PUT', `/order/${order.id}`, { version: mine.version, description: 'Later' }, t.admin));

    const refused = await undo(order.id, mine.version);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe('Order is intussen gewijzigd door beheerder; niet teruggezet');
    expect(await stored(order.id)).toMatchObject({ version: theirs.version, comment: 'Eerst' });

    // A change no undoable action records (here: a carrier's status) names nobody.
    await t.database.pool.query('UPDATE orders SET version = version + 1 WHERE id = $1', [order.id]);
    const unknown = await undo(order.id, theirs.version, t.admin);
    expect(unknown.json().message).toBe('Order is intussen gewijzigd door een collega; niet teruggezet');
  });

  it('says there is nothing to take back for a version no action recorded, even when the order changed since', async () => {
    const order = await freshOrder();
    await t.database.pool.query('UPDATE orders SET version = version + 1 WHERE id = $1', [order.id]);
    const refused = await undo(order.id, order.version);
    expect([refused.statusCode, refused.json().message]).toEqual([409, 'Er is niets om ongedaan te maken']);
  });

  it('answers one of two undos at once; the other is told it was taken back already', async () => {
    const order = await freshOrder();
    const moved = await changeOf(await call('POST', `/tag/${PROBLEM_FOLDER}`, { objectId: order.id, objectType: 'Order' }));
    const answers = await Promise.all([undo(order.id, moved.version), undo(order.id, moved.version)]);

    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 409]);
    expect(answers.find((answer) => answer.statusCode === 409)!.json().message).toBe('Deze actie is al ongedaan gemaakt');
    expect(await stored(order.id)).toMatchObject({ version: moved.version + 1, tag_id: null });
  });

  it("refuses another user's action, an action too long ago, and bad input", async () => {
    const order = await freshOrder();
    const moved = await changeOf(await call('POST', `/tag/${PROBLEM_FOLDER}`, { objectId: order.id, objectType: 'Order' }));

    const other = await undo(order.id, moved.version, t.admin);
    expect([other.statusCode, other.json().message]).toEqual([409, 'Er is niets om ongedaan te maken']);
    await t.database.pool.query("UPDATE order_undo SET created_at = now() - interval '1 minute' WHERE order_id = $1", [order.id]);
    const late = await undo(order.id, moved.version);
    expect([late.statusCode, late.json().message]).toEqual([409, 'Te laat om ongedaan te maken']);

    expect((await undo(order.id, moved.version + 5)).statusCode).toBe(409);
    expect((await undo(999_999_999_998, 2)).statusCode).toBe(404);
    expect((await call('POST', `/order/${order.id}/undo`, { version: 0 })).statusCode).toBe(400);
    expect((await call('POST', `/order/${order.id}/undo`, { version: moved.version, tagId: 1 })).statusCode).toBe(400);
    expect((await call('POST', `/order/${order.id}/undo`, {})).statusCode).toBe(400);
    expect((await stored(order.id)).tag_id).toBe(PROBLEM_FOLDER);
  });
});
