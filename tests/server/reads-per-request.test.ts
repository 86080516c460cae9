// Issue 26: PGlite is one session, so at ten connections a read waits for every statement of the reads before it.
// The busiest reads are held to what they cost now, the auth lookup included: a folder page, a search (by word or by
// any other text) and an order's detail each make one statement and, on PGlite after a write, the session's, so a new
// feature cannot add a round trip unnoticed. On PostgreSQL a workstation's session is kept (cached-reads.ts).
import { describe, expect, it } from 'vitest';
import { countStatements } from '../helpers/sql-statements.ts';
import { bearer, databaseKinds, useTestApp } from '../helpers/test-app.ts';

describe.each(databaseKinds)('statements per read on %s', (kind) => {
  const t = useTestApp(kind);
  // Any write empties what PGlite answers from memory (cached-reads.ts): there the session is read again. PostgreSQL
  // keeps a session until an end of sessions is heard.
  const sessionReads = kind === 'pglite' ? 1 : 0;
  const statementsOf = async (url: string) => {
    await t.app.inject({ url: '/gateway/api/workbench/order?tags[]=processed', headers: bearer(t.staff) });
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
    ['a search by three digits, whose total is kept', '/order?q=254'],
    ['three digits on a page past their numbers', '/order?q=254&page=2&pageSize=1'],
  ])('%s: one statement, and the auth lookup where it is not kept', async (_name, url) => {
    // Past the last page the list answers with the last page, read again: one statement more.
    const ceiling = sessionReads + (url.endsWith('page=999') ? 2 : 1);
    const statements = await statementsOf(url);
    expect(statements.length, statements.join('\n')).toBeLessThanOrEqual(ceiling);
  });

  it("an order's detail: one statement, also reading whether a mail of it was lost", async () => {
    const statements = await statementsOf(`/order/${await anOrder()}`);
    expect(statements.length, statements.join('\n')).toBe(sessionReads + 1);
    expect(statements.at(-1)).toMatch(/mail_jobs/);
  });
});
