// Issue 26: PGlite is one session, so at ten connections a read waits for every statement of the reads before it.
// The busiest reads are held to what they cost now, the auth lookup included: a folder page, a search (by word or by
// any other text) and an order's detail each make two statements, so a new feature cannot add a round trip unnoticed.
import { describe, expect, it } from 'vitest';
import { countStatements } from '../helpers/sql-statements.ts';
import { bearer, databaseKinds, useTestApp } from '../helpers/test-app.ts';

describe.each(databaseKinds)('statements per read on %s', (kind) => {
  const t = useTestApp(kind);
  const statementsOf = async (url: string) => {
    // Any write empties what PGlite answers from memory (cached-reads.ts): these are the reads' costs when it asks.
    await t.database.pool.query("SET application_name = 'reads-per-request'");
    const counted = await countStatements(() => t.app.inject({ url: `/gateway/api/workbench${url}`, headers: bearer(t.staff) }));
    expect(counted.result.statusCode, counted.result.body).toBe(200);
    return counted.statements;
  };
  const anOrder = async () =>
    (await t.database.pool.query<{ id: number }>('SELECT id::int FROM orders WHERE deleted_at IS NULL ORDER BY id LIMIT 1')).rows[0].id;

  it.each([
    ['a folder page', '/order?tags[]=unprocessed'],
    ['a folder page past the last', '/order?tags[]=unprocessed&page=999'],
    ['a date-dependent folder', '/order?tags[]=deliveryexpired'],
    ['a search by name', '/order?q=jansen'],
    ['a search by digits', '/order?q=1012'],
  ])('%s: the auth lookup and one statement', async (_name, url) => {
    // Past the last page the list answers with the last page, read again: three statements.
    const ceiling = url.endsWith('page=999') ? 3 : 2;
    const statements = await statementsOf(url);
    expect(statements.length, statements.join('\n')).toBeLessThanOrEqual(ceiling);
  });

  it("an order's detail: the auth lookup and one statement, also reading whether a mail of it was lost", async () => {
    const statements = await statementsOf(`/order/${await anOrder()}`);
    expect(statements.length, statements.join('\n')).toBe(2);
    expect(statements[1]).toMatch(/mail_jobs/);
  });
});
