// POST /workbench/bulk, GET …/{id}, POST …/{id}/undo for folder moves and processed marks: per-order results,
// one job per Idempotency-Key, live updates, undo within its window where nobody changed the order since, whose
// job it is, and bad input.
import { randomUUID } from 'node:crypto';
import { describe, expect, it, vi } from 'vitest';
import { BULK_MAX_ORDERS, bulkMessages } from '../../src/shared/domain/bulk.ts';
import { messages } from '../../src/shared/domain/messages.ts';
import type { ServerMessage } from '../../src/shared/protocol/socket.ts';
import { buildApp } from '../../src/server/app.ts';
import { PROGRESS_BATCHES } from '../../src/server/bulk/progress.ts';
import { bulkApi } from '../helpers/bulk-api.ts';
import { bearer, databaseKinds, useTestApp } from '../helpers/test-app.ts';

describe.each(databaseKinds)('bulk moves and processed marks on %s', (kind) => {
  const t = useTestApp(kind);
  const { sql, start, get, undo, finished, run, freshOrders, orderNumber } = bulkApi(t);

  const folder = async (title = `Bulkmap ${randomUUID().slice(0, 8)}`) => {
    const response = await t.app.inject({ method: 'POST', url: '/gateway/api/workbench/tag', payload: { title }, headers: bearer(t.admin) });
    return response.json().id as number;
  };
  const orderRow = async (id: number) =>
    (await sql<{ tag_id: number | null; treatment: string; version: number }>('SELECT tag_id, treatment, version FROM orders WHERE id = $1', [id]))[0];
  const editComment = (id: number, version: number) =>
    t.app.inject({ method: 'PUT', url: `/gateway/api/workbench/order/${id}`, payload: { version, comment: 'Intussen gewijzigd' }, headers: bearer(t.staff) });
  const listening = () => {
    const heard: ServerMessage[] = [];
    const unsubscribe = t.app.realtime.subscribe((message) => heard.push(message));
    // A job's changes travel in its batched progress messages, and so do an undo's.
    const listItems = () => heard.flatMap((m) => (m.type === 'listitem' ? [m.orderId] : m.type === 'bulkprogress' ? m.changes.map((change) => change.orderId) : []));
    return { heard, unsubscribe, listItems };
  };

  it('answers at once with the job running and every order pending in the order asked, then moves them', async () => {
    const target = await folder();
    const ids = await freshOrders(3);
    const response = await start({ action: 'move', orderIds: [ids[2], ids[0], ids[1]], options: { tagId: target } });
    expect(response.statusCode).toBe(200);
    const job = response.json();
    expect(job).toMatchObject({ action: 'move', state: 'running', user: 'medewerker', total: 3, done: 0, finishedAt: null, summary: null, undoUntil: null });
    expect(job.items.map((item: { orderId: number; state: string }) => [item.orderId, item.state])).toEqual([
      [ids[2], 'pending'], [ids[0], 'pending'], [ids[1], 'pending'],
    ]);
    expect(job.items[0].orderNumber).toBe(await orderNumber(ids[2]));

    const done = await finished(job.id);
    expect(done.state).toBe('done');
    expect(done.summary).toBe('3 orders verplaatst');
    for (const id of ids) expect((await orderRow(id)).tag_id).toBe(target);
  });

  it('moves to a folder, skips an order already there, fails an unknown and a deleted order, and says so', async () => {
    const target = await folder();
    const [moved, already, deleted] = await freshOrders(3);
    await sql('UPDATE orders SET tag_id = $2 WHERE id = $1', [already, target]);
    await sql('UPDATE orders SET deleted_at = now() WHERE id = $1', [deleted]);
    const live = listening();
    const job = await run({ action: 'move', orderIds: [moved, already, 999_999_999, deleted], options: { tagId: target } });
    await vi.waitFor(() => expect(live.heard).toContainEqual(expect.objectContaining({ type: 'bulkprogress', finished: expect.anything() })));
    live.unsubscribe();

    expect(job.state).toBe('done');
    expect(job.done).toBe(4);
    expect(job.items.map(({ state, message }) => [state, message])).toEqual([
      ['ok', null],
      ['skipped', bulkMessages.alreadyInFolder],
      ['failed', messages.orderNotFound(999_999_999)],
      ['failed', messages.orderNotFound(deleted)],
    ]);
    expect(job.items[2].orderNumber).toBe('999999999');
    expect(job.summary).toBe(
      `1 van 4 verplaatst; 2 mislukt: 999999999 (${messages.orderNotFound(999_999_999)}), ${await orderNumber(deleted)} (${messages.orderNotFound(deleted)}); `
      + `1 overgeslagen: ${await orderNumber(already)} (${bulkMessages.alreadyInFolder})`,
    );
    const finishedMs = job.finishedAt! * 1000;
    expect(job.undoUntil).toBeGreaterThanOrEqual(finishedMs + 15_000);
    expect(job.undoUntil).toBeLessThan(finishedMs + 16_000);
    expect((await orderRow(moved)).tag_id).toBe(target);
    expect(live.listItems()).toEqual([moved]);
  });

  it('marks orders processed, skips those processed already, and undo puts the treatment back', async () => {
    const [fresh, printed] = await freshOrders(2);
    await sql(`UPDATE orders SET treatment = 'Geprint' WHERE id = $1`, [printed]);
    const [processed] = await freshOrders(1, 'Verwerkt');
    const job = await run({ action: 'process', orderIds: [fresh, printed, processed] });
    expect(job.items.map((item) => item.state)).toEqual(['ok', 'ok', 'skipped']);
    expect(job.items[2].message).toBe(bulkMessages.alreadyProcessed);
    expect((await orderRow(fresh)).treatment).toBe('Verwerkt');
    expect((await orderRow(printed)).treatment).toBe('Verwerkt');

    const live = listening();
    const response = await undo(job.id);
    expect(response.statusCode).toBe(200);
    const undone = response.json();
    expect(undone.state).toBe('undone');
    expect(undone.items.map((item: { state: string }) => item.state)).toEqual(['undone', 'undone', 'skipped']);
    expect(undone.summary).toBe(bulkMessages.undone(2, 2));
    expect((await orderRow(fresh)).treatment).toBe('Nieuw');
    expect((await orderRow(printed)).treatment).toBe('Geprint');
    expect((await orderRow(processed)).treatment).toBe('Verwerkt');
    // On PostgreSQL the undo's changes come back through NOTIFY, after its answer.
    await vi.waitFor(() => expect(live.listItems().sort()).toEqual([fresh, printed].sort()));
    live.unsubscribe();
  });

  it("sends an undo's restored rows in a few batched messages, not one or two per order", async () => {
    const target = await folder();
    const ids = await freshOrders(20);
    const job = await run({ action: 'move', orderIds: ids, options: { tagId: target } });
    const live = listening();
    expect((await undo(job.id)).statusCode).toBe(200);
    // The move's own last message (with results) may still be on its way on PostgreSQL: the undo's carry changes only.
    const batches = () => live.heard.flatMap((message) => (message.type === 'bulkprogress' && message.items.length === 0 ? [message] : []));
    const rows = () => batches().flatMap((message) => message.changes.map((change) => change.listItem!));
    await vi.waitFor(() => expect(rows()).toHaveLength(20));
    live.unsubscribe();
    expect(rows().map((row) => row.id).sort()).toEqual([...ids].sort());
    expect(rows().every((row) => row.tag === null)).toBe(true);
    expect(batches().length).toBeLessThanOrEqual(PROGRESS_BATCHES);
    expect(live.heard.filter((message) => message.type !== 'bulkprogress')).toEqual([]);
  });

  it('undo puts each order back in the folder it came from, except one someone changed since', async () => {
    const [from, target] = [await folder(), await folder()];
    const [inFolder, inNone, edited] = await freshOrders(3);
    await sql('UPDATE orders SET tag_id = $2 WHERE id = $1', [inFolder, from]);
    const job = await run({ action: 'move', orderIds: [inFolder, inNone, edited], options: { tagId: target } });
    expect(job.items.every((item) => item.state === 'ok')).toBe(true);
    expect((await editComment(edited, (await orderRow(edited)).version)).statusCode).toBe(200);

    const undone = (await undo(job.id)).json();
    expect(undone.items.map(({ state, message }: { state: string; message: string | null }) => [state, message])).toEqual([
      ['undone', null], ['undone', null], ['ok', bulkMessages.changedSince],
    ]);
    expect(undone.summary).toBe(bulkMessages.undone(2, 3));
    expect((await orderRow(inFolder)).tag_id).toBe(from);
    expect((await orderRow(inNone)).tag_id).toBeNull();
    expect((await orderRow(edited)).tag_id).toBe(target);
  });

  it('refuses a second undo, an undo after the window, and one while the job runs', async () => {
    const target = await folder();
    const twice = await run({ action: 'move', orderIds: await freshOrders(1), options: { tagId: target } });
    expect((await undo(twice.id)).statusCode).toBe(200);
    const again = await undo(twice.id);
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(bulkMessages.undoAlready);

    const late = await run({ action: 'process', orderIds: await freshOrders(1) });
    await sql(`UPDATE bulk_jobs SET finished_at = now() - interval '15001 milliseconds' WHERE id = $1`, [late.id]);
    const tooLate = await undo(late.id);
    expect(tooLate.statusCode).toBe(409);
    expect(tooLate.json().message).toBe(bulkMessages.undoTooLate);
    expect((await get(late.id)).json().state).toBe('done');

    // Held by another instance that is still alive: nobody else runs it, and it cannot be undone yet.
    const [held] = await freshOrders(1);
    const key = randomUUID();
    await sql(`INSERT INTO bulk_jobs (action, created_by, location, total, claimed_by, claimed_until, idempotency_key)
               VALUES ('process', 'medewerker', 'Amsterdam', 1, 'elsewhere', now() + interval '1 hour', $1)`, [key]);
    const [{ id: heldJob }] = await sql<{ id: string }>('SELECT id FROM bulk_jobs WHERE idempotency_key = $1', [key]);
    await sql(`INSERT INTO bulk_job_items (job_id, position, order_id, order_number) VALUES ($1, 0, $2, 'X')`, [heldJob, held]);
    // The runner takes the oldest job it may: once a later one is done, it has passed the held one by.
    await run({ action: 'process', orderIds: await freshOrders(1) });
    expect((await sql('SELECT claimed_by FROM bulk_jobs WHERE id = $1', [heldJob]))[0].claimed_by).toBe('elsewhere');
    const running = await undo(heldJob);
    expect(running.statusCode).toBe(409);
    expect(running.json().message).toBe(bulkMessages.undoRunning);
    expect((await orderRow(held)).treatment).toBe('Nieuw');
  });

  /**
   * A 'process' job an instance crashed on after `claims` claims: its lease ran out, the first order done (ok), the
   * second pending. The runner is woken to find it; answers its id.
   */
  async function crashedProcessJob(doneOrder: number, pendingOrder: number, claims: number): Promise<string> {
    const key = randomUUID();
    await sql(`INSERT INTO bulk_jobs (action, created_by, location, total, claimed_by, claimed_until, claims, idempotency_key)
               VALUES ('process', 'medewerker', 'Amsterdam', 2, 'crashed', now() - interval '1 second', $2, $1)`, [key, claims]);
    const [{ id }] = await sql<{ id: string }>('SELECT id FROM bulk_jobs WHERE idempotency_key = $1', [key]);
    await sql(`INSERT INTO bulk_job_items (job_id, position, order_id, order_number, state) VALUES ($1, 0, $2, 'A', 'ok'), ($1, 1, $3, 'B', 'pending')`,
      [id, doneOrder, pendingOrder]);
    t.app.bulkRunner.wake();
    return id;
  }

  it('takes over a job whose instance crashed, with the items it left', async () => {
    const [first, second] = await freshOrders(2);
    const job = await finished(await crashedProcessJob(first, second, 1));
    expect(job.state).toBe('done');
    expect((await orderRow(first)).treatment).toBe('Nieuw');
    expect((await orderRow(second)).treatment).toBe('Verwerkt');
  });

  it('gives up a job claimed five times already (its run kept breaking off): the pending orders fail with the reason, untouched', async () => {
    const [done, pending] = await freshOrders(2);
    const job = await finished(await crashedProcessJob(done, pending, 5));
    expect(job.state).toBe('done');
    expect(job.items.map((item) => [item.state, item.message])).toEqual([['ok', null], ['failed', bulkMessages.gaveUp]]);
    expect((await orderRow(pending)).treatment).toBe('Nieuw');
  });

  it('shares the jobs between two instances on one database: each order changed once, every job finished', async () => {
    const second = await buildApp({ config: t.config, database: t.database, mailer: t.app.mailer, logger: false });
    await second.ready();
    try {
      const target = await folder();
      const ids = await freshOrders(12);
      const before = await Promise.all(ids.map(async (id) => (await orderRow(id)).version));
      const started = await Promise.all([0, 1, 2, 3].map((part) =>
        start({ action: 'move', orderIds: ids.slice(part * 3, part * 3 + 3), options: { tagId: target } })));
      second.bulkRunner.wake();
      const jobs = await Promise.all(started.map((response) => finished(response.json().id)));
      expect(jobs.flatMap((job) => job.items.map((item) => item.state))).toEqual(ids.map(() => 'ok'));
      const after = await Promise.all(ids.map(async (id) => (await orderRow(id)).version));
      expect(after).toEqual(before.map((version) => version + 1));
    } finally {
      await second.close();
    }
  });

  it('answers the same Idempotency-Key with the same job, and 409 when the key comes with another request', async () => {
    const key = randomUUID();
    const ids = await freshOrders(2);
    const first = await start({ action: 'process', orderIds: ids }, { key });
    const again = await start({ action: 'process', orderIds: ids }, { key });
    expect(again.statusCode).toBe(200);
    expect(again.json().id).toBe(first.json().id);
    expect((await sql('SELECT 1 FROM bulk_jobs WHERE idempotency_key = $1', [key])).length).toBe(1);

    for (const other of [{ action: 'process', orderIds: [ids[0]] }, { action: 'process', orderIds: [ids[1], ids[0]] }, { action: 'move', orderIds: ids, options: { tagId: await folder() } }]) {
      const reused = await start(other, { key });
      expect(reused.statusCode).toBe(409);
      expect(reused.json()).toMatchObject({ message: bulkMessages.keyReused });
    }
    // Keys are per user: the administrator's own job.
    const theirs = await start({ action: 'process', orderIds: ids }, { key, token: t.admin });
    expect(theirs.statusCode).toBe(200);
    expect(theirs.json().id).not.toBe(first.json().id);
  });

  it('shows and undoes a job to its own user only', async () => {
    const job = await run({ action: 'move', orderIds: await freshOrders(1), options: { tagId: await folder() } });
    for (const response of [await get(job.id, t.admin), await undo(job.id, t.admin)]) {
      expect(response.statusCode).toBe(404);
      expect(response.json().message).toBe(bulkMessages.jobNotFound);
    }
    expect((await get(job.id)).json().state).toBe('done');
  });

  it('refuses bad input with a 4xx and a Dutch message, before any job exists', async () => {
    const [id] = await freshOrders(1);
    const refusals: [object, number, string][] = [
      [{ action: 'move', orderIds: [id] }, 400, messages.checkInput],
      [{ action: 'mail', orderIds: [id] }, 400, messages.checkInput],
      [{ action: 'print', orderIds: [id] }, 400, bulkMessages.noDocuments],
      [{ action: 'move', orderIds: [id], options: { tagId: 999_999_999 } }, 404, messages.tagNotFound],
    ];
    for (const [body, status, message] of refusals) {
      const response = await start(body);
      expect(response.statusCode, JSON.stringify(body)).toBe(status);
      expect(response.json().message).toBe(message);
    }
    const malformed = [
      { action: 'process', orderIds: [] },
      { action: 'process', orderIds: Array.from({ length: BULK_MAX_ORDERS + 1 }, (_, index) => index + 1) },
      { action: 'process', orderIds: [id, id] },
      { action: 'shred', orderIds: [id] },
      { action: 'print', orderIds: [id], options: { documents: ['postnl'] } },
      { action: 'process', orderIds: [id], options: { colour: 'red' } },
    ];
    for (const body of malformed) {
      const response = await start(body);
      expect(response.statusCode, JSON.stringify(body).slice(0, 80)).toBe(400);
      expect(response.json().code).toBe('VALIDATION');
    }
    expect((await sql('SELECT 1 FROM bulk_job_items WHERE order_id = $1', [id])).length).toBe(0);
    for (const jobId of ['------------------------------------', randomUUID()]) {
      expect((await get(jobId)).statusCode).toBe(404);
      expect((await undo(jobId)).statusCode).toBe(404);
    }
    expect((await get('not-a-job')).statusCode).toBe(400);
  });
});
