// The database goes away just after a printer took a page: the print queue records the page as printed once the
// database is back, and does not print it a second time when the job's lease runs out.
import { afterEach, describe, expect, it, vi } from 'vitest';
import type pg from 'pg';
import { insertPrintJob } from '../../src/server/db/print-jobs.ts';
import { createPrintQueue, type PrintQueue, type PrintQueueOptions } from '../../src/server/print/print-queue.ts';
import type { PrintDocument, PrintProvider } from '../../src/server/print/providers/types.ts';
import { databaseKinds, useTestApp } from '../helpers/test-app.ts';

const refused = () => Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), { code: 'ECONNREFUSED', syscall: 'connect' });
const log = { error: () => {}, warn: () => {}, info: () => {} } as unknown as PrintQueueOptions['log'];

/** The pool, but the first `failures` statements that mark a job done fail as on a lost database. */
function databaseAwayAtDone(pool: pg.Pool, failures: number): pg.Pool {
  let left = failures;
  const query = (text: string, params?: unknown[]) => {
    if (text.includes("status = 'done'") && left-- > 0) return Promise.reject(refused());
    return pool.query(text, params);
  };
  return new Proxy(pool, { get: (target, key) => (key === 'query' ? query : Reflect.get(target, key)) });
}

describe.each(databaseKinds)('a print whose result the database could not take at once, on %s', (kind) => {
  const t = useTestApp(kind);
  let queue: PrintQueue | undefined;
  afterEach(() => queue?.stop());

  it('is printed once and recorded as done once the database answers', async () => {
    await t.app.printQueue.stop();
    const sent: PrintDocument[] = [];
    const provider: PrintProvider = {
      async send(_printer, document) {
        sent.push(document);
        return { reference: `ref-${document.jobId}` };
      },
      state: async () => 'idle',
    };
    queue = createPrintQueue({
      db: databaseAwayAtDone(t.database.pool, 3),
      providers: { spool: provider, ipp: provider, printnode: provider },
      printers: { get: async (id) => ({ id, name: id, displayName: id, computerName: 'TEST', provider: 'spool', settings: {}, state: 'idle' }) },
      log,
      pollMs: 20,
      // Shorter than the database's absence: without waiting for it, the job would be claimed and printed again.
      leaseMs: 300,
    });
    queue.start();
    const id = (await insertPrintJob(t.database.pool, {
      orderId: null, shipmentId: null, type: 'card1', printerId: 'werkbank', title: 'Storing · Kaart 1', pdf: Buffer.from('%PDF-1.4 test'),
      copies: 1, createdBy: 'medewerker', location: 'Amsterdam',
    }))!;

    await vi.waitFor(async () => {
      const { rows } = await t.database.pool.query('SELECT status FROM print_jobs WHERE id = $1', [id]);
      expect(rows[0].status).toBe('done');
    }, { timeout: 5000, interval: 20 });
    expect(sent.map((document) => document.jobId)).toEqual([id]);
  });
});
