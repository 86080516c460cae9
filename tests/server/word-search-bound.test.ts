import { describe, expect, it } from 'vitest';
import { wordSearchPage } from '../../src/server/db/word-search.ts';
import { databaseKinds, useTestApp } from '../helpers/test-app.ts';

// Past a bound, a query that several words hold says 'more than' instead of counting its orders (issue 26); a
// query that one word holds keeps its exact total at any size. The bound is 1,000 in the product, 20 here.
describe.each(databaseKinds)('the word search past its count bound on %s', (kind) => {
  const t = useTestApp(kind);
  const BOUND = 20;
  const sql = async <T>(text: string, params: unknown[]) => (await t.database.pool.query(text, params)).rows as T[];
  const plainScan = async (query: string) =>
    (await sql<{ id: number }>(
      `SELECT id::int FROM orders WHERE deleted_at IS NULL AND search_text LIKE '%' || $1 || '%'
        ORDER BY delivery_date DESC, id DESC`,
      [query],
    )).map((row) => row.id);
  const wordsHolding = async (query: string) =>
    (await sql<{ orders: number }>(`SELECT orders FROM search_words WHERE orders > 0 AND word LIKE '%' || $1 || '%'`, [query]))
      .map((row) => row.orders);

  it("says 'more than the bound' for 'van', which several words hold, one of them in more orders than the bound", async () => {
    const counts = await wordsHolding('van');
    expect(counts.length).toBeGreaterThan(1);
    expect(Math.max(...counts)).toBeGreaterThan(BOUND);
    const found = await wordSearchPage(t.database.pool, 'van', 2, 10, BOUND);
    expect(found).toMatchObject({ total: BOUND, totalIsLowerBound: true });
    expect(found.rows.map((row) => Number(row.id))).toEqual((await plainScan('van')).slice(10, 20));
  });

  it('keeps the exact total of a query that one word holds, however many orders it is', async () => {
    expect(await wordsHolding('exampl')).toHaveLength(1);
    const want = await plainScan('exampl');
    expect(want.length).toBeGreaterThan(BOUND);
    const found = await wordSearchPage(t.database.pool, 'exampl', 1, 10, BOUND);
    expect(found).toMatchObject({ total: want.length, totalIsLowerBound: false });
    expect(found.rows.map((row) => Number(row.id))).toEqual(want.slice(0, 10));
  });

  it('answers a page past the last one with no rows and the total', async () => {
    const want = await plainScan('exampl');
    const found = await wordSearchPage(t.database.pool, 'exampl', 1000, 10, BOUND);
    expect(found).toEqual({ rows: [], total: want.length, totalIsLowerBound: false });
  });
});
