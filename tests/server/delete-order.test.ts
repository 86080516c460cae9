import { describe, expect, it, vi } from 'vitest';
import { bearer, databaseKinds, useTestApp } from '../helpers/test-app.ts';

describe.each(databaseKinds)('deleting an order on %s', (kind) => {
  const t = useTestApp(kind);
  const call = (method: 'GET' | 'POST' | 'DELETE', url: string, token = t.admin) =>
    t.app.inject({ method, url: `/gateway/api/workbench${url}`, headers: bearer(token) });
  const folderCount = async (id: number) => {
    const folders: { id: number; count: number }[] = (await call('GET', '/tag', t.staff)).json();
    return folders.find((folder) => folder.id === id)?.count;
  };
  const folderList = async (id: number) => (await call('GET', `/order?tags[]=${id}&pageSize=100`, t.staff)).json();

  it('takes the order out of its folder, and undelete puts it back', async () => {
    const { rows } = await t.database.pool.query(
      'SELECT id, tag_id FROM orders WHERE tag_id IS NOT NULL AND deleted_at IS NULL ORDER BY id LIMIT 1',
    );
    const { id, tag_id: folder } = rows[0];
    const countBefore = await folderCount(Number(folder));

    const publish = vi.spyOn(t.app.realtime, 'publish');
    const deleted = await call('DELETE', `/order/${id}`);
    expect(deleted.statusCode).toBe(200);
    // A change without a list row: every open list drops the order, and the folder it was in counts one less.
    const change = deleted.json();
    expect(change).toMatchObject({ orderId: Number(id), listItem: null, was: { tag: { id: Number(folder) } } });
    expect(publish).toHaveBeenCalledWith({ type: 'change', change });
    publish.mockRestore();
    expect((await folderList(folder)).data.map((order: { id: number }) => order.id)).not.toContain(Number(id));
    expect(await folderCount(Number(folder))).toBe(countBefore! - 1);
    expect((await call('GET', `/order/${id}`, t.staff)).statusCode).toBe(404);

    const again = await call('DELETE', `/order/${id}`);
    expect(again.statusCode).toBe(404);
    expect(again.json().message).toBe(`Order ${id} is niet gevonden`);

    expect((await call('POST', `/order/${id}/undelete`)).statusCode).toBe(200);
    expect((await folderList(folder)).data.map((order: { id: number }) => order.id)).toContain(Number(id));
    expect(await folderCount(Number(folder))).toBe(countBefore);
  });

  it('answers 404 for an order that does not exist', async () => {
    const response = await call('DELETE', '/order/99999999999');
    expect(response.statusCode).toBe(404);
    expect(response.json().message).toBe('Order 99999999999 is niet gevonden');
  });

  it('is for administrators only: staff get 403 and the order stays', async () => {
    const [order] = (await call('GET', '/order?tags[]=unprocessed&pageSize=1', t.staff)).json().data;
    expect((await call('DELETE', `/order/${order.id}`, t.staff)).statusCode).toBe(403);
    expect((await call('GET', `/order/${order.id}`, t.staff)).statusCode).toBe(200);
  });
});
