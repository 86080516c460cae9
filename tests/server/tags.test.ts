import { describe, expect, it } from 'vitest';
import { bearer, databaseKinds, useTestApp } from '../helpers/test-app.ts';

const PROBLEM_FOLDER = 23279793;

describe.each(databaseKinds)('folders on %s', (kind) => {
  const t = useTestApp(kind);

  const call = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, token: string, payload?: object) =>
    t.app.inject({ method, url: `/gateway/api${url}`, payload, headers: bearer(token) });
  const tags = async () => (await call('GET', '/workbench/tag', t.staff)).json() as { id: number; title: string; count: number }[];
  const countInDb = async (tagId: number) =>
    (await t.database.pool.query('SELECT count(*)::int AS n FROM orders WHERE tag_id = $1 AND deleted_at IS NULL', [tagId])).rows[0].n;

  it('lists folders with their order counts, the problem folder included', async () => {
    const list = await tags();
    const problem = list.find((tag) => tag.id === PROBLEM_FOLDER);
    expect(problem).toBeDefined();
    expect(problem!.count).toBe(await countInDb(PROBLEM_FOLDER));
    for (const tag of list) expect(tag.count).toBe(await countInDb(tag.id));
  });

  it('filters folders by title', async () => {
    const list = await tags();
    const word = list[0].title.slice(0, 4).toLowerCase();
    const filtered = (await call('GET', `/workbench/tag?q=${encodeURIComponent(word)}`, t.staff)).json();
    expect(filtered.length).toBeGreaterThan(0);
    expect(filtered.every((tag: { title: string }) => tag.title.toLowerCase().includes(word))).toBe(true);
  });

  it('counts the processed and delivery-expired folders like their lists', async () => {
    for (const special of ['processed', 'deliveryexpired']) {
      const tag = (await call('GET', `/workbench/tag/${special}`, t.staff)).json();
      const list = (await call('GET', `/workbench/order?tags[]=${special}`, t.staff)).json();
      expect(tag.id).toBe(special);
      expect(tag.count).toBe(list.meta.total);
    }
    expect((await call('GET', '/workbench/tag/deliveryexpired', t.staff)).json().title).toBe('Verlopen bezorgingen');
  });

  it('lets an administrator create, rename and delete an empty folder', async () => {
    const created = await call('POST', '/workbench/tag', t.admin, { title: '  Bezorgen na 17:00 ' });
    expect(created.statusCode).toBe(201);
    const tag = created.json();
    expect(tag).toMatchObject({ title: 'Bezorgen na 17:00', count: 0 });

    const duplicate = await call('POST', '/workbench/tag', t.admin, { title: 'bezorgen na 17:00' });
    expect(duplicate.statusCode).toBe(409);
    expect(duplicate.json().message).toBe('Er bestaat al een map met deze naam');

    const renamed = await call('PUT', '/workbench/tag/0', t.admin, { id: tag.id, title: 'Avondbezorging' });
    expect(renamed.json()).toEqual({ id: tag.id, title: 'Avondbezorging', count: 0 });

    expect((await call('DELETE', `/workbench/tag/${tag.id}`, t.admin)).json()).toEqual({ success: true });
    expect((await tags()).map((t) => t.id)).not.toContain(tag.id);
    expect((await call('DELETE', `/workbench/tag/${tag.id}`, t.admin)).statusCode).toBe(404);
  });

  it.each([
    [{ title: '' }, 'Dit veld is verplicht.'],
    [{ title: '   ' }, 'Voer een geldig waarde in.'],
    [{ title: 'x'.repeat(101) }, 'Dit veld is te lang (max 100 karakters)'],
    [{ title: 5 }, 'Voer een geldig waarde in.'],
    [{ title: 'Goed', color: 'rood' }, 'Dit veld is onbekend.'],
  ])('refuses the folder %j with 400 and stores nothing', async (payload, message) => {
    const before = await tags();
    const response = await call('POST', '/workbench/tag', t.admin, payload);
    expect(response.statusCode).toBe(400);
    expect(response.json().errors.map((e: { message: string }) => e.message)).toContain(message);
    expect(await tags()).toEqual(before);
  });

  it('refuses to delete a folder that holds orders, or the problem folder', async () => {
    const full = (await tags()).find((tag) => tag.count > 0 && tag.id !== PROBLEM_FOLDER)!;
    const response = await call('DELETE', `/workbench/tag/${full.id}`, t.admin);
    expect(response.statusCode).toBe(409);
    expect(response.json().message).toBe(`Deze map bevat nog ${full.count} order(s) en kan niet verwijderd worden`);

    const problem = await call('DELETE', `/workbench/tag/${PROBLEM_FOLDER}`, t.admin);
    expect(problem.statusCode).toBe(409);
    expect(problem.json().message).toBe('De probleemmap kan niet verwijderd worden');
    expect((await tags()).map((tag) => tag.id)).toEqual(expect.arrayContaining([full.id, PROBLEM_FOLDER]));
  });

  it('moves an order into a folder and out again; it leaves and rejoins the unprocessed list', async () => {
    const unprocessed = (await call('GET', '/workbench/order?tags[]=unprocessed', t.staff)).json();
    const order = unprocessed.data[0];
    const before = (await tags()).find((tag) => tag.id === PROBLEM_FOLDER)!.count;

    const tagged = await call('POST', `/workbench/tag/${PROBLEM_FOLDER}`, t.staff, { objectId: order.id, objectType: 'Order' });
    expect(tagged.statusCode).toBe(200);
    // The answer is the change: its list row and detail block in the folder now, and where it was before.
    expect(tagged.json().listItem.tag).toEqual({ id: PROBLEM_FOLDER, title: expect.any(String) });
    expect(tagged.json().blocks).toEqual({ tag: tagged.json().listItem.tag });
    expect(tagged.json().was.tag).toBeNull();
    expect((await tags()).find((tag) => tag.id === PROBLEM_FOLDER)!.count).toBe(before + 1);
    const after = (await call('GET', '/workbench/order?tags[]=unprocessed', t.staff)).json();
    expect(after.meta.total).toBe(unprocessed.meta.total - 1);

    const removed = await call('DELETE', `/workbench/order/${order.id}/tag/${PROBLEM_FOLDER}`, t.staff);
    expect(removed.json().listItem.tag).toBeNull();
    expect(removed.json().was.tag.id).toBe(PROBLEM_FOLDER);
    expect((await call('GET', '/workbench/order?tags[]=unprocessed', t.staff)).json().meta.total).toBe(unprocessed.meta.total);
    const again = await call('DELETE', `/workbench/order/${order.id}/tag/${PROBLEM_FOLDER}`, t.staff);
    expect(again.statusCode).toBe(404);
    expect(again.json().message).toBe('Deze order zit niet in deze map');
  });

  it('keeps the folder counts exact through moves, edits, deletes and undeletes', async () => {
    const orders = (await call('GET', '/workbench/order?tags[]=unprocessed&pageSize=3', t.staff)).json().data;
    await call('POST', `/workbench/tag/${PROBLEM_FOLDER}`, t.staff, { objectId: orders[0].id, objectType: 'Order' });
    await t.database.pool.query("UPDATE orders SET treatment = 'Verwerkt' WHERE id = $1", [orders[1].id]);
    await t.database.pool.query('UPDATE orders SET deleted_at = now() WHERE id = $1', [orders[2].id]);
    await call('POST', `/workbench/order/${orders[2].id}/undelete`, t.admin);
    await t.database.pool.query("UPDATE orders SET comment = 'alleen tekst' WHERE id = $1", [orders[0].id]);

    const { rows: kept } = await t.database.pool.query('SELECT folder, count::int FROM folder_counts WHERE count <> 0 ORDER BY folder');
    const { rows: actual } = await t.database.pool.query(
      `SELECT CASE WHEN tag_id IS NOT NULL THEN tag_id::text WHEN treatment = 'Nieuw' THEN 'unprocessed' ELSE 'processed' END AS folder,
              count(*)::int FROM orders WHERE deleted_at IS NULL GROUP BY 1 ORDER BY 1`,
    );
    expect(kept).toEqual(actual);
  });

  it('answers tagging an unknown order or folder, or a bad body, without changing anything', async () => {
    const order = (await call('GET', '/workbench/order?tags[]=unprocessed', t.staff)).json().data[0];
    expect((await call('POST', `/workbench/tag/${PROBLEM_FOLDER}`, t.staff, { objectId: 999999999, objectType: 'Order' })).statusCode).toBe(404);
    expect((await call('POST', '/workbench/tag/4242', t.staff, { objectId: order.id, objectType: 'Order' })).statusCode).toBe(404);
    expect((await call('POST', `/workbench/tag/${PROBLEM_FOLDER}`, t.staff, { objectId: order.id, objectType: 'Klant' })).statusCode).toBe(400);
    expect((await call('POST', `/workbench/tag/${PROBLEM_FOLDER}`, t.staff, { objectId: String(order.id), objectType: 'Order' })).statusCode).toBe(400);
    expect((await call('GET', `/workbench/order/${order.id}`, t.staff)).json().tag).toBeNull();
  });
});
