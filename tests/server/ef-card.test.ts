// 'Print EF kaart' over the API (spec §2, §5, §7): POST /workbench/print/efcard and GET /workbench/print/efcard/{id}.
import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, expect, it, vi } from 'vitest';
import { pdfInfo, pdfText } from '../helpers/pdf-tools.ts';
import { cardTextWithBreaks } from '../helpers/print-order.ts';
import { bearer, databaseKinds, useTestApp } from '../helpers/test-app.ts';

const SPOOL_PRINTER = 'ams-orders';

describe.each(databaseKinds)('EF cards on %s', (kind) => {
  const t = useTestApp(kind);
  const print = (body: object, headers: Record<string, string> = bearer(t.staff)) =>
    t.app.inject({ method: 'POST', url: '/gateway/api/workbench/print/efcard', payload: body, headers });
  const document = (id: string, headers: Record<string, string> = bearer(t.staff)) =>
    t.app.inject({ method: 'GET', url: `/gateway/api/workbench/print/efcard/${id}`, headers });
  const storedCards = async () => (await t.database.pool.query('SELECT id FROM ef_cards ORDER BY id')).rows.map((row) => row.id);

  /** The spool printer's PDFs, waiting for the queue's worker to write the first one. */
  const spooled = () => {
    const folder = join(t.config.dataDir, 'spool', SPOOL_PRINTER);
    return vi.waitFor(async () => {
      const pdfs = (await readdir(folder).catch(() => [])).filter((name) => name.endsWith('.pdf'));
      expect(pdfs, `no PDF in ${folder}`).not.toHaveLength(0);
      return Promise.all(pdfs.map((name) => readFile(join(folder, name))));
    }, { timeout: 5000, interval: 50 });
  };

  it("keeps a card for the popup: '_popup' answers its id and no job, the same text the same id", async () => {
    const text = 'Lieve Anaïs,\nvan harte!';
    const first = await print({ text, type: 'card2', printer: '_popup' });
    expect(first.statusCode).toBe(200);
    const { id, job } = first.json();
    expect(id).toMatch(/^ef[0-9a-f]{16}$/);
    expect(job).toBeNull();
    expect((await print({ text, type: 'card2', printer: '_popup' })).json().id).toBe(id);
    expect((await print({ text: `${text}!`, type: 'card2', printer: '_popup' })).json().id).not.toBe(id);

    const pdf = await document(id);
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(await pdfInfo(pdf.rawPayload)).toMatchObject({ pages: 1, widthMm: 148, heightMm: 105 });
    expect((await pdfText(pdf.rawPayload)).replace(/\s+/g, ' ')).toContain('Lieve Anaïs, van harte!');
  });

  it('queues a card on a printer: the job answers, and the PDF lands in the spool folder', async () => {
    const response = await print({ text: 'Voor Zoë, met liefs', type: 'card2', printer: SPOOL_PRINTER }, {
      ...bearer(t.staff), 'idempotency-key': 'efcard-test-1',
    });
    expect(response.statusCode).toBe(200);
    const { id, job } = response.json();
    expect(id).toMatch(/^ef[0-9a-f]{16}$/);
    expect(job).toMatchObject({ orderId: null, type: 'efcard', printerId: SPOOL_PRINTER, copies: 1, createdBy: 'medewerker' });
    const [pdf] = await spooled();
    expect(await pdfText(pdf)).toContain('Voor Zoë, met liefs');
  });

  it("refuses a card of 10 or more line breaks or 250 characters with the Dutch field error, keeping nothing", async () => {
    const before = await storedCards();
    for (const [text, message] of [
      [cardTextWithBreaks(10), 'Bevat meer dan 10 regels'],
      ['x'.repeat(250), 'Bevat meer dan 250 karakters'],
      ['  ', 'Dit veld is verplicht.'],
    ]) {
      const response = await print({ text, type: 'card2', printer: '_popup' });
      expect(response.statusCode).toBe(400);
      expect(response.json().errors).toEqual([{ field: 'text', message }]);
    }
    expect(await storedCards()).toEqual(before);
  });

  it('refuses bad input with 400: a NUL, extra fields, another type, an unknown printer', async () => {
    const before = await storedCards();
    for (const body of [
      { text: 'a\u0000b', type: 'card2', printer: '_popup' },
      { text: 'Hallo', type: 'card2', printer: '_popup', orderId: 5 },
      { text: 'Hallo', type: 'card1', printer: '_popup' },
      { text: 'Hallo', type: 'card2', printer: 'bestaat-niet' },
    ]) {
      const response = await print(body);
      expect(response.statusCode, JSON.stringify(body)).toBe(400);
      expect(response.json().message, JSON.stringify(body)).toMatch(/^[A-Z]/);
    }
    expect(await storedCards()).toEqual(before);
  });

  it("refuses when the location has 'printEfCard' switched off", async () => {
    const switchTo = (enabled: boolean) =>
      t.database.pool.query("UPDATE features SET enabled = $1 WHERE title = 'printEfCard' AND location = $2", [enabled, t.config.location]);
    await switchTo(false);
    try {
      const response = await print({ text: 'Hallo', type: 'card2', printer: '_popup' });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ message: 'Print EF kaart staat uit voor deze locatie', code: 'FEATURE_OFF' });
    } finally {
      await switchTo(true);
    }
  });

  it('answers an unknown card with 404 in Dutch, a malformed id with 400, and nobody without a session', async () => {
    const missing = await document('ef0000000000000000');
    expect(missing.statusCode).toBe(404);
    expect(missing.json().message).toBe('EF kaart ef0000000000000000 is niet gevonden');
    expect((await document('efNietGeldig')).statusCode).toBe(400);
    expect((await print({ text: 'Hallo', type: 'card2', printer: '_popup' }, {})).statusCode).toBe(401);
    expect((await document('ef0000000000000000', {})).statusCode).toBe(401);
  });
});
