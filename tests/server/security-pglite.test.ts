import { stat } from 'node:fs/promises';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, transaction, type Database } from '../../src/server/db/database.ts';

describe('the embedded database', () => {
  let database: Database;
  beforeAll(async () => {
    database = await openDatabase({});
  });
  afterAll(() => database.close());

  it('listens on a Unix socket only its own user can reach, not on a TCP port', async () => {
    const socketDir = database.pglite!.socketDir;
    expect((await stat(socketDir)).mode & 0o777).toBe(0o700);
    const socket = await stat(join(socketDir, `.s.PGSQL.${database.pglite!.port}`));
    expect(socket.isSocket()).toBe(true);
    expect(socket.mode & 0o777).toBe(0o600);
  });

  it('answers concurrent queries and transactions without mixing them up', async () => {
    await database.pool.query('CREATE TABLE counters (id int PRIMARY KEY, n int NOT NULL)');
    await database.pool.query('INSERT INTO counters VALUES (1, 0)');
    const work = Array.from({ length: 40 }, (_, i) =>
      i % 2
        ? transaction(database.pool, (client) => client.query('UPDATE counters SET n = n + $1 WHERE id = 1', [1]))
        : database.pool.query('SELECT n, $1::int AS i FROM counters WHERE id = $2', [i, 1]),
    );
    const results = await Promise.allSettled(work);
    expect(results.filter((result) => result.status === 'rejected')).toEqual([]);
    const { rows } = await database.pool.query('SELECT n FROM counters');
    expect(rows).toEqual([{ n: 20 }]);
  });

  it('is gone with its socket folder once closed', async () => {
    const other = await openDatabase({});
    const socketDir = other.pglite!.socketDir;
    await other.close();
    await expect(stat(socketDir)).rejects.toThrow();
  });
});
