import { describe, expect, it } from 'vitest';
import { queryPrepared } from '../../src/server/db/prepared.ts';
import { databaseKinds, useTestApp } from '../helpers/test-app.ts';

// A named statement's plan is kept by its connection; when a table it reads changes shape under it (another instance
// ran a migration), the statement is run again unnamed instead of failing every request of this instance.
describe.each(databaseKinds)('a named statement on %s', (kind) => {
  const t = useTestApp(kind);

  it('answers again once the table it reads gained a column', async () => {
    const db = t.database.pool;
    await db.query('CREATE TABLE prepared_probe (id int PRIMARY KEY)');
    await db.query('INSERT INTO prepared_probe VALUES (1)');
    const read = () => queryPrepared<Record<string, number>>(db, 'SELECT * FROM prepared_probe WHERE id = $1', [1]);
    expect((await read()).rows).toEqual([{ id: 1 }]);
    await db.query('ALTER TABLE prepared_probe ADD COLUMN n int NOT NULL DEFAULT 7');
    expect((await read()).rows).toEqual([{ id: 1, n: 7 }]);
    await db.query('DROP TABLE prepared_probe');
  });
});
