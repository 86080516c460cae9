// The cached reads of PGlite (cached-reads.ts) are only as good as this: every statement that may change data
// counts as a write.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, transaction, type Database } from '../../src/server/db/database.ts';
import { isReadStatement } from '../../src/server/db/write-generation.ts';

describe('which statements count as reads', () => {
  it.each([
    'SELECT id FROM orders WHERE id = $1',
    '  select * from orders',
    'WITH page AS (SELECT o.id FROM orders o) SELECT * FROM page',
    "SELECT deleted_at, updated_at FROM orders WHERE treatment = 'Verwerkt'",
  ])('a read: %s', (text) => expect(isReadStatement(text)).toBe(true));

  it.each([
    'INSERT INTO order_log (order_id) VALUES ($1)',
    'UPDATE orders SET tag_id = $2 WHERE id = $1',
    'DELETE FROM auth_tokens WHERE token_hash = $1',
    'WITH used AS (DELETE FROM password_resets WHERE token_hash = $1 RETURNING user_id) SELECT * FROM used',
    'WITH moved AS (UPDATE orders SET tag_id = 3 RETURNING id) SELECT count(*) FROM moved',
    'SELECT id FROM print_jobs WHERE state = $1 FOR UPDATE SKIP LOCKED',
    'SELECT id FROM orders FOR NO KEY UPDATE',
    'SELECT id FROM orders FOR SHARE',
    "SELECT nextval('orders_id_seq')",
    'SELECT pg_advisory_xact_lock(42)',
    "SELECT set_config('search_path', 'x', false)",
    "SELECT pg_notify('changes', '1')",
    'BEGIN',
    'COMMIT',
    'ROLLBACK',
    'TRUNCATE orders',
    'COPY orders TO STDOUT',
    'DEALLOCATE ALL',
    "SET application_name = 'x'",
    '-- a comment first\nSELECT 1',
    '',
  ])('a write: %s', (text) => expect(isReadStatement(text)).toBe(false));
});

describe("PGlite's write generation", () => {
  let database: Database;
  beforeAll(async () => {
    database = await openDatabase({});
    await database.pool.query('CREATE TABLE jobs (id int PRIMARY KEY, lease timestamptz)');
    await database.pool.query('INSERT INTO jobs VALUES (1, NULL)');
  });
  afterAll(() => database.close());

  const movedBy = async (work: () => Promise<unknown>) => {
    const before = database.writeGeneration!.current;
    await work();
    return database.writeGeneration!.current - before;
  };

  it('stays for reads, and for a claim that finds nothing to claim', async () => {
    expect(await movedBy(() => database.pool.query('SELECT * FROM jobs'))).toBe(0);
    expect(await movedBy(() => database.pool.query({ name: 'jobs', text: 'SELECT id FROM jobs WHERE id = $1', values: [1] }))).toBe(0);
    expect(await movedBy(() => database.pool.query('UPDATE jobs SET lease = now() WHERE id = 2'))).toBe(0);
    expect(await movedBy(() => database.pool.query('DELETE FROM jobs WHERE id = 2'))).toBe(0);
  });

  it('moves on for a statement that changed rows, by the pool or in a transaction', async () => {
    expect(await movedBy(() => database.pool.query('UPDATE jobs SET lease = now() WHERE id = 1'))).toBe(1);
    expect(await movedBy(() => transaction(database.pool, (client) => client.query('UPDATE jobs SET lease = NULL WHERE id = 1')))).toBe(1);
    const client = await database.pool.connect();
    try {
      expect(await movedBy(() => client.query('UPDATE jobs SET lease = now() WHERE id = 1'))).toBe(1);
    } finally {
      client.release();
    }
  });

  it("moves on for a write whose answer does not count its rows, and for one that failed", async () => {
    expect(await movedBy(() => database.pool.query('WITH moved AS (UPDATE jobs SET lease = NULL WHERE id = 2 RETURNING id) SELECT count(*) FROM moved'))).toBe(1);
    expect(await movedBy(() => database.pool.query("SET application_name = 'werkplaats'"))).toBe(1);
    await expect(database.pool.query('INSERT INTO jobs VALUES (1, NULL)')).rejects.toThrow();
    // The pool drops a connection whose statement failed, and the next one's DEALLOCATE counts too.
    expect(await movedBy(() => database.pool.query('INSERT INTO jobs VALUES (1, NULL)').catch(() => {}))).toBeGreaterThanOrEqual(1);
  });
});
