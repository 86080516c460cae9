// POST /workbench/order/{id}/print and GET …/printJobs: documents queued on a printer and printed by the spool
// provider, 'Geprint' for a new order's sheet, refusals before anything is queued, one job per Idempotency-Key.
import { readdir } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, expect, it, vi } from 'vitest';
import { CARD_NOT_PRINTABLE, RIBBON_NOT_PRINTABLE } from '../../src/shared/domain/card-rules.ts';
import { messages } from '../../src/shared/domain/messages.ts';
import { printMessages } from '../../src/shared/domain/printing.ts';
import type { ServerMessage } from '../../src/shared/protocol/socket.ts';
import type { PrintJob } from '../../src/shared/schema/print.ts';
import type { PrintProvider } from '../../src/server/print/providers/types.ts';
import { shipmentMessages } from '../../src/server/carriers/labels.ts';
import { pdfInfo, pdfText } from '../helpers/pdf-tools.ts';
import { cardTextWithBreaks, ribbonCard } from '../helpers/print-order.ts';
import { spooledPdf } from '../helpers/spool.ts';
import { bearer, databaseKinds, useTestApp } from '../helpers/test-app.ts';

/** PrintNode printers of this test answer 'offline': the pre-print check must refuse them. */
const offlineProvider: PrintProvider = {
  send: async () => {
    throw new Error('an offline printer must not get a job');
  },
  state: async () => 'offline',
};

describe.each(databaseKinds)('queueing print jobs over the API on %s', (kind) => {
  const t = useTestApp(kind, {}, { printProviders: { printnode: offlineProvider } });
  const sql = async <T>(text: string, params: unknown[] = []) => (await t.database.pool.query(text, params)).rows as T[];
  const print = (id: number | string, body: object, headers: Record<string, string> = {}, token: string | null = t.staff) =>
    t.app.inject({
      method: 'POST', url: `/gateway/api/workbench/order/${id}/print`, payload: body,
      headers: { ...(token ? bearer(token) : {}), ...headers },
    });
  const ledger = async (id: number | string) =>
    t.app.inject({ method: 'GET', url: `/gateway/api/workbench/order/${id}/printJobs`, headers: bearer(t.staff) });
  const jobCount = async (orderId: number) =>
    (await sql<{ n: number }>('SELECT count(*)::int AS n FROM print_jobs WHERE order_id = $1', [orderId]))[0].n;

  let ordersTaken = 0;
  /** An order no other test touched, with this treatment and card. */
  const freshOrder = async (treatment = 'Nieuw', card: object = { id: 5001, title: 'Kaartje', text: 'Proficiat, Zoë!', left: '', right: '' }) => {
    const [{ id }] = await sql<{ id: number }>('SELECT id FROM orders WHERE deleted_at IS NULL ORDER BY id OFFSET $1 LIMIT 1', [
      (ordersTaken += 1),
    ]);
    await sql('UPDATE orders SET treatment = $2, card = $3::jsonb WHERE id = $1', [id, treatment, JSON.stringify(card)]);
    return id;
  };
  const spoolPrinter = async (id: string, displayName: string) =>
    sql(
      `INSERT INTO printers (id, name, display_name, computer_name, provider, settings)
       VALUES ($1, $1, $2, 'TEST-PC', 'spool', '{}') ON CONFLICT (id) DO NOTHING`,
      [id, displayName],
    );
  const spooled = (printerId: string, jobId: number) => spooledPdf(t.config.dataDir, printerId, jobId);

  it.each([
    ['order', 'A4', 210, 297],
    ['card1', 'A6', 148, 105],
    ['card2', 'A6', 148, 105],
  ] as const)('queues %s and the spool printer gets its %s PDF', async (type, _size, widthMm, heightMm) => {
    await spoolPrinter('test-spool', 'Testprinter');
    const id = await freshOrder('Verwerkt');
    const before = Math.floor(Date.now() / 1000);
    const response = await print(id, { type, printer: 'test-spool' });
    expect(response.statusCode).toBe(200);
    const job: PrintJob = response.json();
    expect(job).toMatchObject({
      orderId: id, shipmentId: null, type, printerId: 'test-spool', printerName: 'Testprinter', status: 'queued',
      error: null, copies: 1, createdBy: 'medewerker', finishedAt: null,
    });
    expect(job.createdAt).toBeGreaterThanOrEqual(before);

    const pdf = await spooled('test-spool', job.id);
    expect(await pdfInfo(pdf)).toMatchObject({ widthMm, heightMm });
    expect(await pdfText(pdf)).toContain(type === 'order' ? 'Order ' : 'Proficiat, Zoë!');
    await vi.waitFor(async () => expect((await ledger(id)).json()[0]).toMatchObject({ id: job.id, status: 'done', attempts: 1 }));
    const order = (await t.app.inject({ method: 'GET', url: `/gateway/api/workbench/order/${id}`, headers: bearer(t.staff) })).json();
    expect(order.printJobs[type]).toBeGreaterThanOrEqual(before);
    const [kept] = await sql<{ kept: boolean }>('SELECT document IS NOT NULL AS kept FROM print_jobs WHERE id = $1', [job.id]);
    expect(kept.kept, 'a printed job lets go of its PDF').toBe(false);
  });

  it("marks a new order 'Geprint' when its order sheet is queued, announces it to the lists and changes nothing else", async () => {
    await spoolPrinter('test-spool', 'Testprinter');
    const id = await freshOrder('Nieuw');
    const columns = async () =>
      (await sql<Record<string, unknown>>('SELECT * FROM orders WHERE id = $1', [id]))
        .map(({ treatment, version, field_versions, updated_at: _u, print_jobs: _p, ...rest }) => ({ treatment, version, field_versions, rest }))[0];
    const before = await columns();
    const heard: ServerMessage[] = [];
    const unsubscribe = t.app.realtime.subscribe((message) => heard.push(message));
    try {
      expect((await print(id, { type: 'order', printer: 'test-spool' })).statusCode).toBe(200);
      await vi.waitFor(() => {
        // One change, as the block save makes it: the new version, the treatment block and the list row.
        const changes = heard.filter((message) => message.type === 'change' && message.change.orderId === id);
        expect(changes).toEqual([
          { type: 'change', change: expect.objectContaining({ blocks: { treatment: 'Geprint' }, listItem: expect.objectContaining({ treatment: 'Geprint' }) }) },
        ]);
        expect(heard.filter((message) => message.type === 'listitem')).toEqual([]);
        // The ledger follows the job over the socket, row by row: queued (by the request) and printed (by the queue's
        // worker, which may say so first; the client keeps the furthest step).
        const steps = heard.flatMap((message) => (message.type === 'printjob' && message.job.orderId === id ? [message.job.status] : []));
        expect(steps.sort()).toEqual(['done', 'queued']);
      }, { timeout: 5000 });
    } finally {
      unsubscribe();
    }
    const after = await columns();
    expect(after.treatment).toBe('Geprint');
    expect(after.version).toBe((before.version as number) + 1);
    expect(after.field_versions).toEqual({ ...(before.field_versions as object), treatment: after.version });
    expect(after.rest).toEqual(before.rest);
  });

  it("leaves the treatment alone for a card, and for an order sheet of an order that is not new", async () => {
    await spoolPrinter('test-spool', 'Testprinter');
    const fresh = await freshOrder('Nieuw');
    expect((await print(fresh, { type: 'card1', printer: 'test-spool' })).statusCode).toBe(200);
    const done = await freshOrder('Verwerkt');
    expect((await print(done, { type: 'order', printer: 'test-spool' })).statusCode).toBe(200);
    const rows = await sql<{ id: number; treatment: string }>('SELECT id, treatment FROM orders WHERE id = ANY($1) ORDER BY id', [[fresh, done]]);
    expect(Object.fromEntries(rows.map((row) => [row.id, row.treatment]))).toEqual({ [fresh]: 'Nieuw', [done]: 'Verwerkt' });
  });

  it("records a print from the browser's dialog ('_popup') as printed: ledger row, 'Geprint', print time, nothing spooled", async () => {
    const id = await freshOrder('Nieuw');
    const before = Math.floor(Date.now() / 1000);
    const response = await print(id, { type: 'order', printer: '_popup' }, { 'idempotency-key': `popup-${kind}` });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ orderId: id, type: 'order', printerId: '_popup', printerName: 'Popup (browser)', status: 'done' });
    const again = await print(id, { type: 'order', printer: '_popup' }, { 'idempotency-key': `popup-${kind}` });
    expect(again.json().id).toBe(response.json().id);
    expect(await jobCount(id)).toBe(1);
    const [order] = await sql<{ treatment: string; print_jobs: Record<string, number> }>(
      'SELECT treatment, print_jobs FROM orders WHERE id = $1', [id],
    );
    expect(order.treatment).toBe('Geprint');
    expect(order.print_jobs.order).toBeGreaterThanOrEqual(before);
    expect(await readdir(join(t.config.dataDir, 'spool', '_popup')).catch(() => [])).toEqual([]);
  });

  it('refuses an unknown type, an unknown printer, a label of a carrier the order was not registered with and a parcel with an order document with 400 and queues nothing', async () => {
    const id = await freshOrder();
    const cases: [object, string, string][] = [
      [{ type: 'bogus', printer: 'test-spool' }, 'type', messages.checkInput],
      [{ type: 'order', printer: 'bestaat-niet' }, 'printer', printMessages.unknownPrinter],
      [{ type: 'postnl', printer: 'test-spool' }, 'type', shipmentMessages.notRegistered('PostNL')],
      [{ type: 'order', printer: 'test-spool', shipmentId: 999_999 }, 'shipmentId', printMessages.noParcel],
    ];
    for (const [body, field, message] of cases) {
      const response = await print(id, body);
      expect(response.statusCode, JSON.stringify(body)).toBe(400);
      const answer = response.json();
      expect(answer.code).toBe('VALIDATION');
      expect(answer.errors[0].field).toContain(field);
      expect(answer.message).toBe(message);
    }
    expect(await jobCount(id)).toBe(0);
    expect((await sql<{ treatment: string }>('SELECT treatment FROM orders WHERE id = $1', [id]))[0].treatment).toBe('Nieuw');
  });

  it('refuses a card of 10 or more lines and a ribbon line over 60 characters with 422 and queues nothing', async () => {
    await spoolPrinter('test-spool', 'Testprinter');
    const long = await freshOrder('Nieuw', { id: 5001, title: 'Kaartje', text: cardTextWithBreaks(10), left: '', right: '' });
    const refused = await print(long, { type: 'card2', printer: 'test-spool' });
    expect(refused.statusCode).toBe(422);
    expect(refused.json()).toEqual({ message: CARD_NOT_PRINTABLE, code: 'NOT_PRINTABLE' });

    const ribbon = await freshOrder('Nieuw', ribbonCard('x'.repeat(61), 'Je buren')!);
    const tooLong = await print(ribbon, { type: 'card1', printer: 'test-spool' });
    expect(tooLong.statusCode).toBe(422);
    expect(tooLong.json()).toEqual({ message: RIBBON_NOT_PRINTABLE, code: 'NOT_PRINTABLE' });
    expect(await jobCount(long)).toBe(0);
    expect(await jobCount(ribbon)).toBe(0);
  });

  it('refuses a printer that reports itself offline with 409 naming it', async () => {
    await sql(
      `INSERT INTO printers (id, name, display_name, computer_name, provider, settings)
       VALUES ('test-offline', 'Zebra', 'Labelprinter uit', 'TEST-PC', 'printnode', '{"printNodeId": 1}') ON CONFLICT (id) DO NOTHING`,
    );
    const id = await freshOrder();
    const response = await print(id, { type: 'order', printer: 'test-offline' });
    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual({ message: printMessages.printerUnusable('Labelprinter uit', 'Offline'), code: 'PRINTER_UNUSABLE' });
    expect(await jobCount(id)).toBe(0);
  });

  it('makes one job of 10 concurrent requests with one Idempotency-Key, and refuses the key for another document', async () => {
    await spoolPrinter('test-spool', 'Testprinter');
    const id = await freshOrder('Nieuw');
    const key = { 'idempotency-key': `print-${id}-${Date.now()}` };
    const responses = await Promise.all(Array.from({ length: 10 }, () => print(id, { type: 'order', printer: 'test-spool' }, key)));
    expect(responses.map((response) => response.statusCode)).toEqual(Array(10).fill(200));
    expect(new Set(responses.map((response) => response.json().id)).size).toBe(1);
    expect(await jobCount(id)).toBe(1);
    const [{ version }] = await sql<{ version: number }>('SELECT version FROM orders WHERE id = $1', [id]);

    const reused = await print(id, { type: 'card1', printer: 'test-spool' }, key);
    expect(reused.statusCode).toBe(422);
    expect(reused.json()).toEqual({ message: printMessages.keyReused, code: 'IDEMPOTENCY_KEY_REUSED' });
    expect((await print(id, { type: 'order', printer: 'test-spool' }, key)).json().id).toBe(responses[0].json().id);
    expect(await jobCount(id)).toBe(1);
    expect((await sql<{ version: number }>('SELECT version FROM orders WHERE id = $1', [id]))[0].version).toBe(version);
  });

  it("lists the order's ledger newest first, with printer name, copies and the workstation's location", async () => {
    await spoolPrinter('test-spool', 'Testprinter');
    const id = await freshOrder('Verwerkt');
    const first = (await print(id, { type: 'card1', printer: 'test-spool', copies: 2 })).json();
    const second = (await print(id, { type: 'order', printer: 'test-spool' }, { 'x-location': 'Utrecht' })).json();
    const response = await ledger(id);
    expect(response.statusCode).toBe(200);
    const rows: PrintJob[] = response.json();
    expect(rows.map((row) => row.id)).toEqual([second.id, first.id]);
    expect(Object.keys(rows[0]).sort()).toEqual(
      ['attempts', 'copies', 'createdAt', 'createdBy', 'error', 'finishedAt', 'id', 'orderId', 'printerId', 'printerName', 'shipmentId', 'status', 'type'],
    );
    expect(rows[1]).toMatchObject({ type: 'card1', copies: 2, printerName: 'Testprinter', createdBy: 'medewerker' });
    const locations = await sql<{ id: number; location: string }>('SELECT id, location FROM print_jobs WHERE order_id = $1 ORDER BY id', [id]);
    expect(locations).toEqual([{ id: first.id, location: t.config.location }, { id: second.id, location: 'Utrecht' }]);
  });

  it('answers 404 for an unknown order and 401 without a token', async () => {
    const missing = await print(999_999_999, { type: 'order', printer: 'test-spool' });
    expect(missing.statusCode).toBe(404);
    expect(missing.json().message).toBe('Order 999999999 is niet gevonden');
    expect((await ledger(999_999_999)).statusCode).toBe(404);
    expect((await print(1, { type: 'order', printer: 'test-spool' }, {}, null)).statusCode).toBe(401);
    const anonymous = await t.app.inject({ method: 'GET', url: '/gateway/api/workbench/order/1/printJobs' });
    expect(anonymous.statusCode).toBe(401);
  });
});
