import { describe, expect, it } from 'vitest';
import { queryPrepared } from '../../src/server/db/prepared.ts';
import { useTestApp } from '../helpers/test-app.ts';

// PGlite is one session however often the pool reconnects (it closes an idle connection after 10 s): the named
// statements of the connection before must not be in the way of the next one's.
describe('named statements across PGlite connections', () => {
  const t = useTestApp('pglite');

  it('runs a named statement again after the pool dropped its connection and opened another', async () => {
    const pool = t.database.pool;
    const read = () => queryPrepared<{ one: number }>(pool, 'SELECT 1 AS one WHERE $1::int = 1', [1]);
    expect((await read()).rows).toEqual([{ one: 1 }]);
    const client = await pool.connect();
    client.release(true); // ends the connection, as the idle timeout does
    expect((await read()).rows).toEqual([{ one: 1 }]);
  });
});
