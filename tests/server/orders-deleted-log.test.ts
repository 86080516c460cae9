import { describe, expect, it } from 'vitest';
import { bearer, databaseKinds, useTestApp } from '../helpers/test-app.ts';

// A deleted order is kept as it was: its internal log can be neither added to nor thinned out.
describe.each(databaseKinds)("a deleted order's internal log on %s", (kind) => {
  const t = useTestApp(kind);

  const request = (method: 'POST' | 'DELETE', url: string, payload?: object) =>
    t.app.inject({ method, url: `/gateway/api${url}`, payload, headers: bearer(t.staff) });
  const sql = async <T>(text: string, params: unknown[] = []) => (await t.database.pool.query(text, params)).rows as T[];
  /** An open order with one note, then deleted as the admin screen would (soft delete). */
  const deletedOrderWithNote = async () => {
    const [{ id }] = await sql<{ id: number }>('SELECT id FROM orders WHERE deleted_at IS NULL ORDER BY id LIMIT 1');
    const added = await request('POST', `/workbench/order/${id}/internalLog`, { content: 'Vóór het verwijderen' });
    expect(added.statusCode).toBe(201);
    const entryId = added.json().blocks.internalLog.at(-1).id as number;
    await sql('UPDATE orders SET deleted_at = now() WHERE id = $1', [id]);
    return { id, entryId };
  };
  const liveNotes = (id: number) =>
    sql<{ content: string }>('SELECT content FROM order_log WHERE order_id = $1 AND deleted_at IS NULL ORDER BY id', [id]);

  it('answers 404 to deleting a note, and keeps it', async () => {
    const { id, entryId } = await deletedOrderWithNote();
    const before = await liveNotes(id);
    const response = await request('DELETE', `/workbench/order/${id}/internalLog/${entryId}`);
    expect(response.statusCode).toBe(404);
    expect(response.json().message).toBe('Notitie is niet gevonden');
    expect(await liveNotes(id)).toEqual(before);
  });

  it('answers 404 to adding a note, and adds nothing', async () => {
    const { id } = await deletedOrderWithNote();
    const before = await liveNotes(id);
    const response = await request('POST', `/workbench/order/${id}/internalLog`, { content: 'Na het verwijderen' });
    expect(response.statusCode).toBe(404);
    expect(response.json().message).toBe(`Order ${id} is niet gevonden`);
    expect(await liveNotes(id)).toEqual(before);
  });
});
