// What one list request may ask: pages up to 10,000 rows (big ones wait their turn and are written in slices,
// with the same JSON), and a page past the last one is answered as the last page.
import { describe, expect, it } from 'vitest';
import { bearer, databaseKinds, useTestApp } from '../helpers/test-app.ts';

describe.each(databaseKinds)('order list bounds on %s', (kind) => {
  const t = useTestApp(kind);
  const list = (query: string) => t.app.inject({ url: `/gateway/api/workbench/order?${query}`, headers: bearer(t.staff) });

  it('answers a page past the last one with the last page and its number', async () => {
    const { total } = (await list('tags[]=unprocessed')).json().meta;
    const lastPage = Math.ceil(total / 50);
    const last = (await list(`tags[]=unprocessed&page=${lastPage}`)).json();
    const beyond = await list('tags[]=unprocessed&page=999');
    expect(beyond.statusCode).toBe(200);
    expect(beyond.json()).toEqual(last);
    expect(beyond.json().meta).toEqual({ total, page: lastPage, pageSize: 50 });
    expect(beyond.json().data.length).toBe(total - (lastPage - 1) * 50);
  });

  it('answers page 1 of an empty search as page 1', async () => {
    expect((await list('q=geen-order-heet-zo&page=7')).json()).toEqual({ data: [], meta: { total: 0, page: 1, pageSize: 50 } });
  });

  it('writes a big page as the same JSON as small ones, also past the end and when several come at once', async () => {
    const small = (await list('pageSize=999')).json();
    const big = await Promise.all([list('pageSize=10000'), list('pageSize=10000&page=3'), list('pageSize=5000')]);
    for (const response of big) {
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toMatch(/^application\/json/);
      expect(response.json().data).toEqual(small.data);
      expect(response.json().meta.page).toBe(1);
    }
  });

  it('refuses pages of more than 10,000 rows', async () => {
    const response = await list('pageSize=10001');
    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toEqual([{ field: 'pageSize', message: 'Waarde te hoog' }]);
  });
});
