// GET /gateway/api/workbench/order/{id}/print/?type=…: the order's documents as PDFs, read back like the printer.
import { describe, expect, it } from 'vitest';
import { CARD_NOT_PRINTABLE } from '../../src/shared/domain/card-rules.ts';
import { RIBBON_CARD_ID } from '../../src/shared/domain/constants.ts';
import { orderEan13 } from '../../src/server/print/documents/barcode.ts';
import { pageOneBarcodes, pdfInfo, pdfText } from '../helpers/pdf-tools.ts';
import { cardTextWithBreaks } from '../helpers/print-order.ts';
import { bearer, databaseKinds, useTestApp } from '../helpers/test-app.ts';

describe.each(databaseKinds)('print documents over the API on %s', (kind) => {
  const t = useTestApp(kind);
  const sql = async <T>(text: string, params: unknown[] = []) => (await t.database.pool.query(text, params)).rows as T[];
  const get = (id: number | string, query: string, token = t.staff) =>
    t.app.inject({ method: 'GET', url: `/gateway/api/workbench/order/${id}/print/${query}`, headers: bearer(token) });

  /** An open order with this card on it; returns its id, number and recipient name. */
  const orderWithCard = async (card: object) => {
    const [row] = await sql<{ id: number; order_number: string }>(
      'SELECT id, order_number FROM orders WHERE deleted_at IS NULL ORDER BY id DESC LIMIT 1',
    );
    await sql('UPDATE orders SET card = $2::jsonb WHERE id = $1', [row.id, JSON.stringify(card)]);
    const order = (await t.app.inject({ method: 'GET', url: `/gateway/api/workbench/order/${row.id}`, headers: bearer(t.staff) })).json();
    return { id: row.id, orderNumber: order.orderNumber as string, recipient: order.recipient.name as string };
  };
  const card = (text: string) => ({ id: 5001, title: 'Kaartje', text, left: '', right: '' });

  it('serves the order sheet as an A4 PDF with the order number, recipient and the order barcode', async () => {
    const order = await orderWithCard(card('Veel beterschap, Loïs!\nGroetjes van Zoë'));
    const response = await get(order.id, '?type=order&printerId=werkbank-1&file=.pdf');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['content-security-policy']).toBeDefined();
    const pdf = response.rawPayload;
    expect(await pdfInfo(pdf)).toMatchObject({ pages: 1, widthMm: 210, heightMm: 297 });
    const text = (await pdfText(pdf)).replace(/\s+/g, ' ');
    expect(text).toContain(`Order ${order.orderNumber}`);
    expect(text).toContain(order.recipient);
    expect(text).toContain('Veel beterschap, Loïs! Groetjes van Zoë');
    expect(await pageOneBarcodes(pdf)).toEqual([orderEan13(order.id)]);
  });

  it.each(['card1', 'card2'])('serves %s with the card text, and the ribbon lines for the ribbon card', async (type) => {
    const plain = await orderWithCard(card('Gefeliciteerd, Anaïs!'));
    const response = await get(plain.id, `?type=${type}`);
    expect(response.statusCode).toBe(200);
    expect(await pdfInfo(response.rawPayload)).toMatchObject({ widthMm: 148, heightMm: 105 });
    expect(await pdfText(response.rawPayload)).toContain('Gefeliciteerd, Anaïs!');

    const ribbon = await orderWithCard({ id: RIBBON_CARD_ID, title: 'Lint', text: '', left: 'Rust zacht, Noël', right: 'Je buren' });
    const text = await pdfText((await get(ribbon.id, `?type=${type}`)).rawPayload);
    expect(text).toContain('Rust zacht, Noël');
    expect(text).toContain('Je buren');
  });

  it('refuses a card of 10 or more line breaks with 422 and the Dutch message, but prints its order sheet', async () => {
    const order = await orderWithCard(card(cardTextWithBreaks(10)));
    const response = await get(order.id, '?type=card1');
    expect(response.statusCode).toBe(422);
    expect(response.json()).toEqual({ message: CARD_NOT_PRINTABLE, code: 'NOT_PRINTABLE' });
    expect((await get(order.id, '?type=order')).statusCode).toBe(200);
  });

  it('answers an unknown or missing type with a Dutch field error and an unknown order with 404', async () => {
    const order = await orderWithCard(card('x'));
    for (const query of ['?type=postnl', '?type=bogus', '']) {
      const response = await get(order.id, query);
      expect(response.statusCode, query).toBe(400);
      const body = response.json();
      expect(body.code).toBe('VALIDATION');
      expect(body.errors?.[0]?.field ?? '', query).toContain('type');
    }
    const missing = await get(999_999_999, '?type=order');
    expect(missing.statusCode).toBe(404);
    expect(missing.json().message).toBe('Order 999999999 is niet gevonden');
  });

  it('asks for a signed-in user', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/gateway/api/workbench/order/1/print/?type=order' });
    expect(response.statusCode).toBe(401);
  });
});
