// The database goes away just as a bulk job records an order's result: the result is recorded once it is back and
// the job finishes, instead of being left running (and the order done again) until the job's lease runs out.
import { describe, expect, it } from 'vitest';
import { bulkApi } from '../helpers/bulk-api.ts';
import { databaseKinds, useTestApp } from '../helpers/test-app.ts';

const refused = () => Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), { code: 'ECONNREFUSED', syscall: 'connect' });

describe.each(databaseKinds)('a bulk job whose database is away a moment, on %s', (kind) => {
  const t = useTestApp(kind);
  const { sql, run, freshOrders } = bulkApi(t);

  it('records every order once the database answers, finishes, and prints each order sheet once', async () => {
    await sql(`INSERT INTO printers (id, name, display_name, computer_name, provider, settings)
               VALUES ('bulk-spool', 'bulk-spool', 'Bulkprinter', 'TEST-PC', 'spool', '{}') ON CONFLICT (id) DO NOTHING`);
    await sql('UPDATE locations SET printers = $2::jsonb WHERE name = $1', [t.config.location, JSON.stringify({ order: 'bulk-spool' })]);
    const ids = await freshOrders(2);
    const pool = t.database.pool;
    const query = pool.query;
    let failures = 3;
    pool.query = ((text: unknown, ...rest: unknown[]) => {
      if (typeof text === 'string' && text.includes('UPDATE bulk_job_items SET state') && failures-- > 0) return Promise.reject(refused());
      return (query as (...args: unknown[]) => unknown).call(pool, text, ...rest);
    }) as typeof pool.query;
    try {
      const job = await run({ action: 'print', orderIds: ids, options: { documents: ['order'] } });
      expect(failures).toBeLessThan(0);
      expect(job.state).toBe('done');
      expect(job.items.map((item) => item.state)).toEqual(['ok', 'ok']);
    } finally {
      pool.query = query;
    }
    const printed = await sql<{ order_id: number }>('SELECT order_id FROM print_jobs WHERE order_id = ANY($1::bigint[]) ORDER BY order_id', [ids]);
    expect(printed.map((row) => row.order_id)).toEqual([...ids].sort((a, b) => a - b));
  });
});
