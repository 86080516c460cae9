import { describe, expect, it } from 'vitest';
import { bearer, databaseKinds, useTestApp } from '../helpers/test-app.ts';

// Two people with the same order open: a save is refused only when a block it changes was changed since it read.
describe.each(databaseKinds)('conflicts per block on %s', (kind) => {
  const t = useTestApp(kind);

  const request = (method: 'GET' | 'PUT' | 'POST', url: string, payload?: object) =>
    t.app.inject({ method, url: `/gateway/api${url}`, payload, headers: bearer(t.staff) });
  const get = async (id: number) => (await request('GET', `/workbench/order/${id}`)).json();
  const put = (id: number, payload: object) => request('PUT', `/workbench/order/${id}`, payload);
  const openOrder = async () => {
    const { rows } = await t.database.pool.query<{ id: number }>(
      `SELECT id FROM orders WHERE deleted_at IS NULL AND tag_id IS NULL AND card IS NOT NULL ORDER BY id DESC LIMIT 1`,
    );
    return get(rows[0].id);
  };
  const card = (text: string) => ({ id: 5, title: 'Kaartje', text, left: '', right: '' });

  it('lets two stale edits of different blocks both land', async () => {
    const read = await openOrder();
    const notes = await put(read.id, { version: read.version, description: 'Achterom bij de schuur' });
    expect(notes.statusCode).toBe(200);
    const cardEdit = await put(read.id, { version: read.version, card: card('Van harte!') });
    expect(cardEdit.statusCode).toBe(200);
    const address = await put(read.id, { version: read.version, recipient: { phoneNumber: '0201234567' } });
    expect(address.statusCode).toBe(200);

    const now = await get(read.id);
    expect(now.description).toBe('Achterom bij de schuur');
    expect(now.card.text).toBe('Van harte!');
    expect(now.recipient.phoneNumber).toBe('0201234567');
    expect(now.version).toBe(read.version + 3);
  });

  it('refuses a stale edit of the same block with 409 naming that block, and keeps the first edit', async () => {
    const read = await openOrder();
    expect((await put(read.id, { version: read.version, card: card('Eerste tekst') })).statusCode).toBe(200);
    const second = await put(read.id, { version: read.version, card: card('Tweede tekst') });
    expect(second.statusCode).toBe(409);
    const body = second.json();
    expect(body.code).toBe('CONFLICT');
    expect(body.message).toMatch(/^De kaarttekst is intussen door iemand anders gewijzigd\./);
    expect(body.blocks).toEqual(['card']);
    expect(body.order.card.text).toBe('Eerste tekst');
    expect((await get(read.id)).card.text).toBe('Eerste tekst');
  });

  it('saves the refused edit once it is sent again on the version the conflict brought', async () => {
    const read = await openOrder();
    await put(read.id, { version: read.version, comment: 'Van een collega' });
    const refused = (await put(read.id, { version: read.version, comment: 'Van mij' })).json();
    expect(refused.message).toMatch(/^De opmerking van de klant is intussen/);
    const again = await put(read.id, { version: refused.order.version, comment: 'Van mij' });
    expect(again.statusCode).toBe(200);
    expect(again.json().blocks.comment).toBe('Van mij');
  });

  it('does not refuse a card edit because the order moved to a folder or got an attribute meanwhile', async () => {
    const read = await openOrder();
    const { rows: [tag] } = await t.database.pool.query<{ id: number }>('SELECT id FROM tags ORDER BY id LIMIT 1');
    const moved = await request('POST', `/workbench/tag/${tag.id}`, { objectId: read.id, objectType: 'Order' });
    expect(moved.statusCode).toBeLessThan(300);
    expect((await get(read.id)).version).toBeGreaterThan(read.version);

    const saved = await put(read.id, { version: read.version, card: card('Na de verhuizing') });
    expect(saved.statusCode).toBe(200);
    expect(saved.json().blocks.card.text).toBe('Na de verhuizing');
    expect(saved.json().listItem.tag.id).toBe(tag.id);
  });

  it("treats the customer's e-mail addresses as their own blocks, also when sent inside the customer", async () => {
    const read = await openOrder();
    expect((await put(read.id, { version: read.version, invoiceEmail: 'factuur@voorbeeld.nl' })).statusCode).toBe(200);

    const otherFields = await put(read.id, { version: read.version, customer: { phoneNumber: '0301234567' } });
    expect(otherFields.statusCode).toBe(200);

    const sameAddress = await put(read.id, { version: read.version, customer: { invoiceEmailAddress: 'oud@voorbeeld.nl' } });
    expect(sameAddress.statusCode).toBe(409);
    expect(sameAddress.json().message).toMatch(/^Het factuur e-mailadres is intussen/);

    const both = await put(read.id, { version: read.version, customer: { reference: 'R1' }, invoiceEmail: 'x@voorbeeld.nl' });
    expect(both.statusCode).toBe(409);
    expect(both.json().message).toMatch(/^De klantgegevens en het factuur e-mailadres zijn intussen/);
    const now = await get(read.id);
    expect(now.customer).toMatchObject({ phoneNumber: '0301234567', invoiceEmailAddress: 'factuur@voorbeeld.nl' });
    expect(now.customer.reference).toBe(read.customer.reference);
  });

  it('lets only one of two simultaneous edits of the same block through', async () => {
    const read = await openOrder();
    const answers = await Promise.all(
      ['A', 'B', 'C'].map((who) => put(read.id, { version: read.version, comment: `Gelijktijdig ${who}` })),
    );
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 409, 409]);
    const winner = answers.find((answer) => answer.statusCode === 200)!.json().blocks.comment;
    expect((await get(read.id)).comment).toBe(winner);
  });

  it('refuses a version the order never had', async () => {
    const read = await openOrder();
    const response = await put(read.id, { version: read.version + 5, comment: 'Uit de toekomst' });
    expect(response.statusCode).toBe(409);
    expect(response.json().message).toBe('Deze order is intussen door iemand anders gewijzigd. De nieuwste versie wordt getoond.');
  });
});
