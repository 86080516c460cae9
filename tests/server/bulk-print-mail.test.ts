// Bulk print and bulk mail: each document through the print queue on the location's printer (cards only where
// printable), each mail as POST …/mail sends it; never twice for a retried request or a job taken over after a
// crash; neither can be undone.
import { randomUUID } from 'node:crypto';
import { describe, expect, it, vi } from 'vitest';
import { bulkMessages } from '../../src/shared/domain/bulk.ts';
import { NO_CARD } from '../../src/shared/domain/card-rules.ts';
import { messages } from '../../src/shared/domain/messages.ts';
import { PROGRESS_BATCHES } from '../../src/server/bulk/progress.ts';
import { mailMessages } from '../../src/server/mail/deliver.ts';
import { orderMailMessages } from '../../src/server/mail/send-order-mail.ts';
import type { BulkProgressMessage, ServerMessage } from '../../src/shared/protocol/socket.ts';
import { bulkApi } from '../helpers/bulk-api.ts';
import { databaseKinds, useTestApp } from '../helpers/test-app.ts';

const CARD = { id: 5001, title: 'Kaartje', text: 'Proficiat, Zoë!', left: '', right: '' };

describe.each(databaseKinds)('bulk print and mail on %s', (kind) => {
  const t = useTestApp(kind);
  const { sql, start, undo, finished, run, freshOrders, crashDuring } = bulkApi(t);

  const usePrinters = async (printers: Record<string, string>) => {
    await sql(`INSERT INTO printers (id, name, display_name, computer_name, provider, settings)
               VALUES ('bulk-spool', 'bulk-spool', 'Bulkprinter', 'TEST-PC', 'spool', '{}') ON CONFLICT (id) DO NOTHING`);
    await sql('UPDATE locations SET printers = $2::jsonb WHERE name = $1', [t.config.location, JSON.stringify(printers)]);
  };
  const printJobs = (ids: number[]) =>
    sql<{ order_id: number; job_type: string }>(
      'SELECT order_id, job_type FROM print_jobs WHERE order_id = ANY($1::bigint[]) ORDER BY order_id, job_type', [ids],
    );
  const withCard = async (ids: number[], card: object | null) =>
    sql('UPDATE orders SET card = $2::jsonb WHERE id = ANY($1::bigint[])', [ids, card && JSON.stringify(card)]);
  const mailJobs = (ids: number[]) =>
    sql<{ order_id: number; mail_type: string }>('SELECT order_id, mail_type FROM mail_jobs WHERE order_id = ANY($1::bigint[])', [ids]);
  const withEmail = async (ids: number[], email: string) =>
    sql(`UPDATE orders SET customer = jsonb_set(customer, '{emailAddress}', to_jsonb($2::text)) WHERE id = ANY($1::bigint[])`, [ids, email]);

  it('prints each order sheet and the cards that can be printed, marks new orders Geprint, and fails an unknown order', async () => {
    await usePrinters({ order: 'bulk-spool', card1: 'bulk-spool' });
    const [carded, cardless] = await freshOrders(2);
    await withCard([carded], CARD);
    await withCard([cardless], null);
    const job = await run({ action: 'print', orderIds: [carded, cardless, 999_999_999], options: { documents: ['order', 'card1'] } });

    expect(job.items.map(({ state, message }) => [state, message])).toEqual([
      ['ok', null], ['ok', NO_CARD], ['failed', messages.orderNotFound(999_999_999)],
    ]);
    expect(job.summary).toBe(`2 van 3 geprint; 1 mislukt: 999999999 (${messages.orderNotFound(999_999_999)})`);
    expect(job.undoUntil).toBeNull();
    const printed = (await printJobs([carded, cardless])).map((row) => `${row.order_id}:${row.job_type}`).sort();
    expect(printed).toEqual([`${carded}:order`, `${carded}:card1`, `${cardless}:order`].sort());
    const treatments = await sql<{ treatment: string }>('SELECT treatment FROM orders WHERE id = ANY($1::bigint[])', [[carded, cardless]]);
    expect(treatments.map((row) => row.treatment)).toEqual(['Geprint', 'Geprint']);

    const refused = await undo(job.id);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe(bulkMessages.notUndoable('print'));
  });

  it("sends the 'Geprint' marks with the job's batched progress: one queued ledger row per sheet, no change message per order", async () => {
    await usePrinters({ order: 'bulk-spool' });
    const ids = await freshOrders(24);
    const heard: ServerMessage[] = [];
    const unsubscribe = t.app.realtime.subscribe((message) => heard.push(message));
    try {
      const job = await run({ action: 'print', orderIds: ids, options: { documents: ['order'] } });
      const progress = () => heard.filter((message): message is BulkProgressMessage => message.type === 'bulkprogress' && message.jobId === job.id);
      await vi.waitFor(() => expect(progress().at(-1)?.finished).toBeDefined());

      expect(heard.filter((message) => message.type === 'change')).toEqual([]);
      expect(progress().length).toBeLessThanOrEqual(PROGRESS_BATCHES + 1);
      const marked = progress().flatMap((message) => message.changes.map((change) => change.listItem!));
      expect(marked.map((row) => row.id).sort()).toEqual([...ids].sort());
      expect(marked.every((row) => row.treatment === 'Geprint')).toBe(true);
      const queued = heard.filter((message) => message.type === 'printjob' && message.job.status === 'queued');
      expect(queued).toHaveLength(ids.length);
    } finally {
      unsubscribe();
    }
  });

  it('queues the sheets in the order of the selection, though it works on two orders at once', async () => {
    await usePrinters({ order: 'bulk-spool', card1: 'bulk-spool' });
    const ids = (await freshOrders(12)).reverse();
    // Every other order has a card as well: its turn takes longer than its neighbours'.
    await withCard(ids.filter((_, index) => index % 2 === 0), CARD);
    await run({ action: 'print', orderIds: ids, options: { documents: ['order', 'card1'] } });
    const queued = await sql<{ order_id: number }>(
      "SELECT order_id FROM print_jobs WHERE order_id = ANY($1::bigint[]) AND job_type = 'order' ORDER BY id", [ids],
    );
    expect(queued.map((row) => Number(row.order_id))).toEqual(ids);
  });

  it('leaves an order without a printable card alone when only cards are asked for', async () => {
    await usePrinters({ order: 'bulk-spool', card1: 'bulk-spool' });
    const [cardless] = await freshOrders(1);
    await withCard([cardless], null);
    const job = await run({ action: 'print', orderIds: [cardless], options: { documents: ['card1'] } });
    expect(job.items[0]).toMatchObject({ state: 'skipped', message: NO_CARD });
    expect(await printJobs([cardless])).toEqual([]);
  });

  it('fails the orders of a document the location prints from the browser or has no printer for', async () => {
    await usePrinters({ order: 'bulk-spool', card1: '_popup' });
    const [first, second] = await freshOrders(2);
    await withCard([first, second], CARD);
    const popup = await run({ action: 'print', orderIds: [first], options: { documents: ['card1'] } });
    expect(popup.items[0]).toMatchObject({ state: 'failed', message: bulkMessages.popupPrinter('Kaart 1') });
    const none = await run({ action: 'print', orderIds: [second], options: { documents: ['card2'] } });
    expect(none.items[0]).toMatchObject({ state: 'failed', message: bulkMessages.noPrinter('Kaart 2') });
    expect(await printJobs([first, second])).toEqual([]);
  });

  it('prints nothing twice: not for a retried request, not for a job taken over after a crash', async () => {
    await usePrinters({ order: 'bulk-spool', card1: 'bulk-spool' });
    const ids = await freshOrders(3);
    await withCard(ids, CARD);
    const key = randomUUID();
    const body = { action: 'print', orderIds: ids, options: { documents: ['order', 'card1'] } };
    const job = await run(body, { key });
    expect((await start(body, { key })).json().id).toBe(job.id);
    expect(await printJobs(ids)).toHaveLength(6);

    await crashDuring(job.id, [0, 1, 2]);
    t.app.bulkRunner.wake();
    const resumed = await finished(job.id);
    expect(resumed.items.map((item) => item.state)).toEqual(['ok', 'ok', 'ok']);
    expect(await printJobs(ids)).toHaveLength(6);
  });

  it('mails each order, fails one without an e-mail address, and never mails twice', async () => {
    const [first, second, noAddress] = await freshOrders(3);
    await withEmail([first, second], 'klant@voorbeeld.nl');
    await withEmail([noAddress], '');
    const key = randomUUID();
    const body = { action: 'mail', orderIds: [first, second, noAddress], options: { mailType: 'KiB' } };
    const job = await run(body, { key });
    expect(job.items.map(({ state, message }) => [state, message])).toEqual([
      ['ok', null], ['ok', null], ['failed', orderMailMessages.noEmail],
    ]);
    expect((await start(body, { key })).json().id).toBe(job.id);
    await crashDuring(job.id, [0, 1]);
    t.app.bulkRunner.wake();
    expect((await finished(job.id)).items.map((item) => item.state)).toEqual(['ok', 'ok', 'failed']);
    expect((await mailJobs([first, second, noAddress])).map((row) => row.mail_type)).toEqual(['KiB', 'KiB']);

    const refused = await undo(job.id);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe(bulkMessages.notUndoable('mail'));
  });

  it("says 'onbekend, controleer de outbox' on the line of a mail its crashed instance was handing over, and never mails it again", async () => {
    const [id] = await freshOrders(1);
    await withEmail([id], 'klant@voorbeeld.nl');
    const body = { action: 'mail', orderIds: [id], options: { mailType: 'KiB' } };
    const job = await run(body);
    expect(job.items[0].state).toBe('ok');
    // As the instance left it that died between the SMTP hand-over and the record, long enough ago to be given up.
    await sql(`UPDATE mail_jobs SET status = 'sending', sent_at = NULL, claimed_at = now() - interval '12 minutes' WHERE order_id = $1`, [id]);
    await crashDuring(job.id, [0]);
    t.app.bulkRunner.wake();

    const resumed = await finished(job.id);
    expect(resumed.items.map(({ state, message }) => [state, message])).toEqual([['failed', mailMessages.outcomeUnknown]]);
    expect(resumed.items[0].message).toContain('onbekend, controleer de outbox');
    expect(await mailJobs([id])).toHaveLength(1);
  });
});
