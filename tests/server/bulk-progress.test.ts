// A bulk job's progress travels as a few batched socket messages (issue 23): a move of 500 orders is at most 10
// messages to each workstation, together carrying every order's new list row and, last, the finished job.
import { randomUUID } from 'node:crypto';
import { describe, expect, it, vi } from 'vitest';
import { BULK_MAX_ORDERS } from '../../src/shared/domain/bulk.ts';
import { FOLDERS_CHANGED, type BulkProgressMessage, type ServerMessage } from '../../src/shared/protocol/socket.ts';
import { bulkApi } from '../helpers/bulk-api.ts';
import { bearer, databaseKinds, useTestApp } from '../helpers/test-app.ts';

describe.each(databaseKinds)('bulk progress over the socket on %s', (kind) => {
  const t = useTestApp(kind);
  const { sql, run, freshOrders } = bulkApi(t);
  let fixtureTop = 0;

  /** The fixture has fewer orders than a full job: a copy of each, with a number of its own. */
  async function copyOrders(suffix: string) {
    const columns = (await sql<{ column_name: string }>(
      `SELECT column_name FROM information_schema.columns
        WHERE table_schema = current_schema() AND table_name = 'orders' AND is_generated = 'NEVER' AND is_identity = 'NO'
          AND coalesce(column_default, '') NOT LIKE 'nextval%'`,
    )).map((row) => row.column_name);
    const copied: Record<string, string> = { id: 'last.id + row_number() OVER ()', order_number: `o.order_number || '${suffix}'`, active_transporter: 'NULL', deleted_at: 'NULL' };
    const values = columns.map((column) => copied[column] ?? `o.${column}`);
    await sql(
      `INSERT INTO orders (${columns.join(', ')}) SELECT ${values.join(', ')}
         FROM (SELECT * FROM orders WHERE id <= $1) o, (SELECT max(id) AS id FROM orders) last`,
      [fixtureTop],
    );
  }

  it('moves 500 orders in at most 10 messages that carry every list row and end with the finished job', async () => {
    fixtureTop = (await sql<{ top: number }>('SELECT max(id)::int AS top FROM orders'))[0].top;
    await copyOrders('-a');
    await copyOrders('-b');
    const ids = await freshOrders(BULK_MAX_ORDERS);
    expect(ids).toHaveLength(BULK_MAX_ORDERS);
    const folder = await t.app.inject({
      method: 'POST', url: '/gateway/api/workbench/tag', payload: { title: `Map ${randomUUID().slice(0, 8)}` }, headers: bearer(t.admin),
    });
    const tagId = folder.json().id as number;

    const heard: ServerMessage[] = [];
    const unsubscribe = t.app.realtime.subscribe((message) => heard.push(message));
    try {
      const job = await run({ action: 'move', orderIds: ids, options: { tagId } });
      expect(job.summary).toBe('500 orders verplaatst');
      const progress = () => heard.filter((message): message is BulkProgressMessage => message.type === 'bulkprogress');
      await vi.waitFor(() => expect(progress().at(-1)?.finished).toBeDefined());

      // On PostgreSQL the folder's own announcement may come in late, through NOTIFY: it is no part of the job.
      const ofJob = heard.filter((message) => !(message.type === 'listitem' && message.orderId === FOLDERS_CHANGED));
      expect(ofJob.length, ofJob.map((message) => message.type).join(', ')).toBeLessThanOrEqual(10);
      expect(ofJob.every((message) => message.type === 'bulkprogress' && message.jobId === job.id)).toBe(true);
      const rows = progress().flatMap((message) => message.changes.map((change) => change.listItem!));
      expect(rows.map((row) => row.id).sort()).toEqual([...ids].sort());
      expect(rows.every((row) => row.tag?.id === tagId)).toBe(true);
      expect(progress().flatMap((message) => message.items)).toHaveLength(BULK_MAX_ORDERS);
      expect(progress().map((message) => message.done)).toEqual([...progress().map((message) => message.done)].sort((a, b) => a - b));
      expect(progress().at(-1)).toMatchObject({ done: 500, total: 500, finished: { id: job.id, state: 'done', summary: job.summary, undoUntil: job.undoUntil } });
    } finally {
      unsubscribe();
    }
  });
});
