// What the bulk api tests share: starting, reading and undoing jobs as a user, waiting for a job to finish, and
// orders no other test of the file touched.
import { randomUUID } from 'node:crypto';
import { expect, vi } from 'vitest';
import type { BulkJob } from '../../src/shared/schema/bulk.ts';
import { bearer, type TestSession } from './test-app.ts';

export function bulkApi(t: TestSession) {
  const sql = async <T = Record<string, unknown>>(text: string, params: unknown[] = []) =>
    (await t.database.pool.query(text, params)).rows as T[];
  let ordersTaken = 0;

  const start = (body: object, { key = randomUUID() as string | null, token = t.staff } = {}) =>
    t.app.inject({
      method: 'POST', url: '/gateway/api/workbench/bulk', payload: body,
      headers: { ...bearer(token), ...(key ? { 'idempotency-key': key } : {}) },
    });
  const get = (id: string, token = t.staff) =>
    t.app.inject({ method: 'GET', url: `/gateway/api/workbench/bulk/${id}`, headers: bearer(token) });
  const undo = (id: string, token = t.staff) =>
    t.app.inject({ method: 'POST', url: `/gateway/api/workbench/bulk/${id}/undo`, headers: bearer(token) });

  /** The job once it stopped running. */
  const finished = (id: string, token = t.staff): Promise<BulkJob> =>
    vi.waitFor(async () => {
      const job: BulkJob = (await get(id, token)).json();
      expect(job.state, `bulk job ${id} still running: ${JSON.stringify(job)}`).not.toBe('running');
      return job;
    }, { timeout: 15_000, interval: 50 });

  /** Starts a job, expects it accepted, and answers it finished. */
  async function run(body: object, options?: Parameters<typeof start>[1]): Promise<BulkJob> {
    const response = await start(body, options);
    expect(response.statusCode, response.body).toBe(200);
    return finished(response.json().id, options?.token);
  }

  /** Orders no other test touched: not deleted, in no folder, with no carrier, with this treatment. */
  async function freshOrders(count: number, treatment = 'Nieuw'): Promise<number[]> {
    const rows = await sql<{ id: number }>(
      `SELECT id FROM orders WHERE deleted_at IS NULL AND active_transporter IS NULL
          AND NOT EXISTS (SELECT 1 FROM shipments s WHERE s.order_id = orders.id)
        ORDER BY id OFFSET $1 LIMIT $2`,
      [ordersTaken, count],
    );
    ordersTaken += count;
    const ids = rows.map((row) => row.id);
    await sql('UPDATE orders SET treatment = $2, tag_id = NULL WHERE id = ANY($1::bigint[])', [ids, treatment]);
    return ids;
  }

  const orderNumber = async (id: number) =>
    (await sql<{ order_number: string }>('SELECT order_number FROM orders WHERE id = $1', [id]))[0].order_number;

  /** Puts a finished job back as a crashed instance left it: running, its lease run out, these items without result. */
  async function crashDuring(jobId: string, positions: number[]) {
    await sql(`UPDATE bulk_job_items SET state = 'pending', message = NULL, finished_at = NULL
                WHERE job_id = $1 AND position = ANY($2::int[])`, [jobId, positions]);
    await sql(`UPDATE bulk_jobs SET state = 'running', finished_at = NULL, claimed_by = 'crashed',
                      claimed_until = now() - interval '1 second' WHERE id = $1`, [jobId]);
  }

  return { sql, start, get, undo, finished, run, freshOrders, orderNumber, crashDuring };
}
