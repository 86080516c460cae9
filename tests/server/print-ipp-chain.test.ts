// The whole chain with a real IPP printer: the API queues, the worker sends over IPP, the printer prints (or runs
// out of paper), and the ledger says how it went.
import { readdir } from 'node:fs/promises';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { skipIppTests, startIppPrinter, type IppPrinter } from '../helpers/ipp-printer.ts';
import { bearer, databaseKinds, useTestApp } from '../helpers/test-app.ts';

const skipIpp = skipIppTests('IPP print chain tests');

describe.skipIf(skipIpp).each(databaseKinds)('printing to an IPP printer through the queue on %s', (kind) => {
  const t = useTestApp(kind);
  let printer: IppPrinter;
  let jammed: IppPrinter;
  beforeAll(async () => {
    [printer, jammed] = await Promise.all([startIppPrinter(), startIppPrinter({ outOfPaper: true })]);
    await t.database.pool.query(
      `INSERT INTO printers (id, name, display_name, computer_name, provider, settings) VALUES
         ('balie', 'ippeveprinter', 'Baliekaartjes', 'BALIE', 'ipp', jsonb_build_object('url', $1::text)),
         ('magazijn', 'ippeveprinter', 'Magazijnprinter', 'MAGAZIJN', 'ipp', jsonb_build_object('url', $2::text)),
         ('weg', 'ippeveprinter', 'Uitgezette printer', 'WEG', 'ipp', '{"url": "ipp://127.0.0.1:9/ipp/print"}')`,
      [printer.url, jammed.url],
    );
  });
  afterAll(() => Promise.all([printer?.stop(), jammed?.stop()]));

  const anOrder = async () =>
    (await t.database.pool.query<{ id: number }>(`SELECT id FROM orders WHERE deleted_at IS NULL AND card IS NOT NULL ORDER BY id LIMIT 1`)).rows[0].id;
  const print = (orderId: number, printerId: string) =>
    t.app.inject({
      method: 'POST', url: `/gateway/api/workbench/order/${orderId}/print`,
      headers: bearer(t.staff), payload: { type: 'card1', printer: printerId },
    });
  const ledgerRow = async (orderId: number, jobId: number) =>
    (await t.app.inject({ method: 'GET', url: `/gateway/api/workbench/order/${orderId}/printJobs`, headers: bearer(t.staff) }))
      .json()
      .find((job: { id: number }) => job.id === jobId);

  it('prints a card: the printer receives the PDF once and the ledger row ends done', async () => {
    const orderId = await anOrder();
    const response = await print(orderId, 'balie');
    expect(response.statusCode).toBe(200);
    const job = response.json();
    await vi.waitFor(async () => expect(await ledgerRow(orderId, job.id)).toMatchObject({ status: 'done', printerName: 'Baliekaartjes' }), {
      timeout: 15_000, interval: 100,
    });
    const received = (await readdir(printer.spoolDir)).filter((file) => file.endsWith(`-werkplaats-${job.id}.pdf`));
    expect(received, (await readdir(printer.spoolDir)).join(', ')).toHaveLength(1);
  });

  it('shows a job the printer failed (out of paper) as failed with its reason', async () => {
    const orderId = await anOrder();
    const job = (await print(orderId, 'magazijn')).json();
    await vi.waitFor(async () => expect(await ledgerRow(orderId, job.id)).toMatchObject({ status: 'failed' }), { timeout: 15_000, interval: 100 });
    expect((await ledgerRow(orderId, job.id)).error).toBe('Papier op');
  });

  it('refuses a printer that does not answer before any paper is wasted (409, the popup is offered)', async () => {
    const response = await print(await anOrder(), 'weg');
    expect(response.statusCode).toBe(409);
    expect(response.json()).toMatchObject({ code: 'PRINTER_UNUSABLE', message: 'Printer Uitgezette printer is niet bruikbaar (Offline)' });
  });
});
