import { describe, expect, it, vi } from 'vitest';
import type { ServerMessage } from '../../src/shared/protocol/socket.ts';
import { amsterdamToday } from '../../src/shared/domain/dates.ts';
import { amsterdamDay } from '../helpers/days.ts';
import { bearer, databaseKinds, useTestApp } from '../helpers/test-app.ts';

describe.each(databaseKinds)('orders on %s', (kind) => {
  const t = useTestApp(kind);

  const get = (url: string) => t.app.inject({ url: `/gateway/api${url}`, headers: bearer(t.staff) });
  const put = (url: string, payload: object) =>
    t.app.inject({ method: 'PUT', url: `/gateway/api${url}`, payload, headers: bearer(t.staff) });
  const sql = async <T = Record<string, unknown>>(text: string, params: unknown[] = []) =>
    (await t.database.pool.query(text, params)).rows as T[];
  const anyOpenOrder = async () =>
    (await sql<{ id: number; version: number }>('SELECT id, version FROM orders WHERE deleted_at IS NULL ORDER BY id LIMIT 1'))[0];

  describe('list', () => {
    it('pages the unprocessed folder with total, page and the server page size', async () => {
      const [{ n }] = await sql<{ n: number }>(
        "SELECT count(*)::int AS n FROM orders WHERE deleted_at IS NULL AND tag_id IS NULL AND treatment = 'Nieuw'",
      );
      const first = (await get('/workbench/order?tags[]=unprocessed&page=1')).json();
      expect(first.meta).toEqual({ total: n, page: 1, pageSize: 50 });
      expect(first.data).toHaveLength(Math.min(50, n));
      expect(first.data.every((item: { treatment: string; tag: unknown }) => item.treatment === 'Nieuw' && item.tag === null)).toBe(true);

      const second = (await get('/workbench/order?tags[]=unprocessed&page=2')).json();
      const firstIds = new Set(first.data.map((item: { id: number }) => item.id));
      expect(second.data.some((item: { id: number }) => firstIds.has(item.id))).toBe(false);
      const dates = [...first.data, ...second.data].map((item: { deliveryDate: string }) => item.deliveryDate);
      expect(dates).toEqual([...dates].sort());
    });

    it('returns list items with the fields of spec §3 and their tracking state', async () => {
      const item = (await get('/workbench/order?tags[]=processed&pageSize=1')).json().data[0];
      expect(Object.keys(item).sort()).toEqual(
        [
          'id', 'orderNumber', 'orderCount', 'deliveryDate', 'orderDate', 'customer', 'total', 'treatment', 'paymentMethod',
          'isPaid', 'tag', 'activeTransporter', 'hasReminders', 'unpaidInvoiceIds', 'blackListed', 'ownDelivery',
          'isMorningDelivery', 'isAfternoonDelivery', 'isEveningDelivery', 'isMourning', 'hasPhotoService',
          'trackingState',
        ].sort(),
      );
      expect(item.treatment).not.toBe('Nieuw');
      expect(item.deliveryDate).toMatch(/^\d{4}-\d{2}-\d{2}$/);
      expect(Number.isInteger(item.orderDate)).toBe(true);
      expect(item.paymentMethod).toEqual({ id: expect.any(Number), title: expect.any(String), icon: expect.any(String) });
    });

    it('lists a numeric folder and combines folders as one list', async () => {
      const [{ tag_id, n }] = await sql<{ tag_id: number; n: number }>(
        `SELECT tag_id, count(*)::int AS n FROM orders WHERE tag_id IS NOT NULL AND deleted_at IS NULL
          GROUP BY tag_id ORDER BY n DESC LIMIT 1`,
      );
      const folder = (await get(`/workbench/order?tags[]=${tag_id}`)).json();
      expect(folder.meta.total).toBe(n);
      expect(folder.data.every((item: { tag: { id: number } }) => item.tag.id === tag_id)).toBe(true);

      const unprocessed = (await get('/workbench/order?tags[]=unprocessed')).json().meta.total;
      const both = (await get(`/workbench/order?tags[]=unprocessed&tags[]=${tag_id}`)).json().meta.total;
      expect(both).toBe(unprocessed + n);
      expect((await get(`/workbench/order?tags=unprocessed,${tag_id}`)).json().meta.total).toBe(both);
    });

    it('lists delivery-expired orders: due before today and never handed over', async () => {
      const list = (await get('/workbench/order?tags[]=deliveryexpired&pageSize=500')).json();
      expect(list.meta.total).toBeGreaterThan(0);
      const today = amsterdamToday();
      for (const item of list.data) {
        expect(item.deliveryDate < today).toBe(true);
        expect(item.activeTransporter).toBeNull();
      }
    });

    it('leaves deleted orders out', async () => {
      const [{ id }] = await sql<{ id: number }>('SELECT id FROM orders WHERE deleted_at IS NOT NULL LIMIT 1');
      const found = (await get(`/workbench/order?q=${id}`)).json();
      expect(found.data.map((item: { id: number }) => item.id)).not.toContain(id);
      expect((await get(`/workbench/order/${id}`)).statusCode).toBe(404);
    });

    it.each([
      ['tags[]=nonsense', 'tags'],
      ['page=0', 'page'],
      ['page=abc', 'page'],
      ['pageSize=10001', 'pageSize'],
      [`q=${'x'.repeat(101)}`, 'q'],
    ])('answers a bad query %s with 400', async (query, field) => {
      const response = await get(`/workbench/order?${query}`);
      expect(response.statusCode).toBe(400);
      expect(response.json().errors[0].field).toBe(field);
    });
  });

  describe('search', () => {
    const search = async (q: string) => (await get(`/workbench/order?q=${encodeURIComponent(q)}&pageSize=500`)).json();

    it('finds an order by its exact number, with or without BLB, and by prefix', async () => {
      const [{ id, order_number }] = await sql<{ id: number; order_number: string }>(
        'SELECT id, order_number FROM orders WHERE deleted_at IS NULL ORDER BY id DESC LIMIT 1',
      );
      expect((await search(order_number)).data.map((o: { id: number }) => o.id)).toContain(id);
      expect((await search(order_number.slice(3))).data.map((o: { id: number }) => o.id)).toContain(id);
      const prefix = order_number.slice(0, -2);
      const byPrefix = await search(prefix);
      expect(byPrefix.data.map((o: { id: number }) => o.id)).toContain(id);
      expect(byPrefix.data.every((o: { orderNumber: string }) => o.orderNumber.startsWith(prefix))).toBe(true);
    });

    it('finds orders by customer name, recipient name, postcode and e-mail, case-insensitive', async () => {
      const [order] = await sql<{ id: number; customer_name: string; recipient_name: string; recipient_postcode: string; customer_email: string }>(
        `SELECT id, customer_name, recipient_name, recipient_postcode, customer_email FROM orders
          WHERE deleted_at IS NULL AND customer_email <> '' AND recipient_postcode LIKE '% %' ORDER BY id LIMIT 1`,
      );
      const lastWord = (name: string) => name.split(' ').at(-1)!;
      for (const q of [
        lastWord(order.customer_name).toUpperCase(),
        lastWord(order.recipient_name),
        order.recipient_postcode,
        order.recipient_postcode.replace(' ', '').toLowerCase(),
        order.recipient_postcode.slice(0, 4),
        order.customer_email,
      ]) {
        const ids = (await search(q)).data.map((o: { id: number }) => o.id);
        expect(ids, `search ${q}`).toContain(order.id);
      }
    });

    it('finds nothing for text that matches no order, and treats % and _ as plain characters', async () => {
      expect((await search('qqzzxxyy')).meta.total).toBe(0);
      expect((await search('%%%')).meta.total).toBe(0);
      expect((await search('___')).meta.total).toBe(0);
    });
  });

  describe('one order', () => {
    it('returns the whole order with its internal log', async () => {
      const [{ order_id }] = await sql<{ order_id: number }>('SELECT order_id FROM order_log WHERE deleted_at IS NULL LIMIT 1');
      const order = (await get(`/workbench/order/${order_id}`)).json();
      expect(order.id).toBe(order_id);
      expect(order.version).toBeGreaterThanOrEqual(1);
      expect(order.internalLog.length).toBeGreaterThan(0);
      expect(order.internalLog[0]).toEqual({
        id: expect.any(Number),
        createDatetime: expect.any(Number),
        createUserName: expect.any(String),
        content: expect.any(String),
      });
      for (const key of ['recipient', 'customer', 'orderItems', 'paymentMethod', 'transport', 'printJobs', 'workbenchMeta']) {
        expect(order).toHaveProperty(key);
      }
    });

    it('finds an order by the 12 or 13 digits of its EAN barcode', async () => {
      const { id } = await anyOpenOrder();
      const barcode = String(id).padStart(12, '0');
      expect((await get(`/workbench/orderId/${barcode}`)).json().id).toBe(id);
      expect((await get(`/workbench/orderId/${barcode}7`)).json().id).toBe(id);
      expect((await get('/workbench/orderId/999999999999')).statusCode).toBe(404);
    });

    it.each(['abc', '-1', '1.5', '1234567890123', '%27%20OR%201=1'])('answers the malformed id %s with 400', async (id) => {
      expect((await get(`/workbench/order/${id}`)).statusCode).toBe(400);
    });

    it('answers an unknown order with 404 and a Dutch message', async () => {
      const response = await get('/workbench/order/999999999');
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ message: 'Order 999999999 is niet gevonden', code: 'NOT_FOUND' });
    });
  });

  describe('editing', () => {
    it('saves the edited fields, moves the version on and keeps everything else', async () => {
      const { id, version } = await anyOpenOrder();
      const before = (await get(`/workbench/order/${id}`)).json();
      const response = await put(`/workbench/order/${id}`, {
        id,
        version,
        comment: 'Graag bij de achterdeur afgeven',
        card: { id: 5, title: 'Kaartje', text: 'Gefeliciteerd!\nLiefs, Anna', left: '', right: '' },
        deliveryDate: amsterdamDay(30),
      });
      expect(response.statusCode).toBe(200);
      // The answer is the change: the new version and only the blocks the save wrote, as the order shows them now.
      const change = response.json();
      expect(change.version).toBe(version + 1);
      expect(Object.keys(change.blocks).sort()).toEqual(['card', 'comment', 'deliveryDate']);
      expect(change.blocks.comment).toBe('Graag bij de achterdeur afgeven');
      expect(change.blocks.card.text).toBe('Gefeliciteerd!\nLiefs, Anna');
      expect(change.blocks.deliveryDate).toBe(amsterdamDay(30));
      expect(change.listItem.deliveryDate).toBe(amsterdamDay(30));
      expect((await get(`/workbench/order/${id}`)).json()).toEqual({ ...before, ...change.blocks, version: change.version });
    });

    it('updates the searchable name and e-mail with the customer blocks', async () => {
      const { id, version } = await anyOpenOrder();
      const order = (await get(`/workbench/order/${id}`)).json();
      const customer = { ...order.customer, name: { ...order.customer.name, lastName: 'Zwaluwstaart' } };
      const saved = await put(`/workbench/order/${id}`, { version, customer, customerEmail: 'nieuw@voorbeeld.nl' });
      expect(saved.statusCode).toBe(200);
      expect(saved.json().blocks.customer.emailAddress).toBe('nieuw@voorbeeld.nl');
      expect(saved.json().blocks.customer.name.lastName).toBe('Zwaluwstaart');
      const found = (await get('/workbench/order?q=zwaluwstaart')).json();
      expect(found.data.map((o: { id: number; customer: string }) => [o.id, o.customer.endsWith('Zwaluwstaart')])).toEqual([[id, true]]);
      expect((await get('/workbench/order?q=nieuw@voorbeeld.nl')).json().meta.total).toBe(1);
    });

    it('refuses a stale version with 409 and the current order, changing nothing', async () => {
      const { id, version } = await anyOpenOrder();
      const first = await put(`/workbench/order/${id}`, { version, comment: 'Eerste wijziging' });
      expect(first.statusCode).toBe(200);
      const second = await put(`/workbench/order/${id}`, { version, comment: 'Tweede wijziging' });
      expect(second.statusCode).toBe(409);
      const body = second.json();
      expect(body.message).toMatch(/^De opmerking van de klant is intussen door iemand anders gewijzigd\. De nieuwste versie wordt getoond/);
      expect(body.code).toBe('CONFLICT');
      expect(body.order.comment).toBe('Eerste wijziging');
      expect(body.order.version).toBe(version + 1);
      expect((await get(`/workbench/order/${id}`)).json().comment).toBe('Eerste wijziging');
    });

    it.each([
      ['an unknown field', { comment: 'x', hacked: true }, 'hacked', 'Dit veld is onbekend.'],
      ['a wrong type', { comment: 12 }, 'comment', 'Voer een geldig waarde in.'],
      ['a version as text', { versionText: true }, 'versionText', 'Dit veld is onbekend.'],
      ['an oversized string', { comment: 'x'.repeat(5001) }, 'comment', 'Dit veld is te lang (max 5000 karakters)'],
      ['a bad date', { deliveryDate: '24-12-2026' }, 'deliveryDate', 'Voer een geldig waarde in.'],
      ['an impossible date', { deliveryDate: '2026-02-31' }, 'deliveryDate', 'Voer een geldig waarde in.'],
      ['a bad e-mail', { customerEmail: 'geen-adres' }, 'customerEmail', 'Voer een geldig e-mailadres in.'],
      ['a too long ribbon line', { card: { id: 20012781, title: 'Rouwlint', text: '', left: 'x'.repeat(61), right: '' } }, 'card.left', 'Dit veld is te lang (max 60 karakters)'],
      ['an unknown card field', { card: { id: 1, title: 'K', text: '', left: '', right: '', font: 'x' } }, 'card.font', 'Dit veld is onbekend.'],
    ])('answers %s with 400, a field error, and stores nothing', async (_, fields, field, message) => {
      const { id, version } = await anyOpenOrder();
      const before = (await get(`/workbench/order/${id}`)).json();
      const response = await put(`/workbench/order/${id}`, { version, ...fields });
      expect(response.statusCode).toBe(400);
      expect(response.json().errors).toContainEqual({ field, message });
      expect((await get(`/workbench/order/${id}`)).json()).toEqual(before);
    });

    it('needs the version it edits', async () => {
      const { id } = await anyOpenOrder();
      const response = await put(`/workbench/order/${id}`, { comment: 'zonder versie' });
      expect(response.statusCode).toBe(400);
      expect(response.json().errors).toContainEqual({ field: 'version', message: 'Dit veld is verplicht.' });
    });

    it('refuses a body id that is not the order of the path', async () => {
      const { id, version } = await anyOpenOrder();
      expect((await put(`/workbench/order/${id}`, { id: id + 1, version, comment: 'x' })).statusCode).toBe(400);
    });

    it('refuses a body that is not JSON', async () => {
      const { id } = await anyOpenOrder();
      const response = await t.app.inject({
        method: 'PUT',
        url: `/gateway/api/workbench/order/${id}`,
        payload: '{"version": 1, "comment": ',
        headers: { ...bearer(t.staff), 'content-type': 'application/json' },
      });
      expect(response.statusCode).toBe(400);
      expect(response.json().message).toBe('Controleer uw gegevens');
    });
  });

  describe('internal log, attributes, undelete, create', () => {
    it('adds and deletes internal log entries with user and time', async () => {
      const { id } = await anyOpenOrder();
      const added = await t.app.inject({
        method: 'POST',
        url: `/gateway/api/workbench/order/${id}/internalLog`,
        payload: { content: 'Klant gebeld, bezorging om 14:00' },
        headers: bearer(t.staff),
      });
      expect(added.statusCode).toBe(201);
      const entry = added.json().blocks.internalLog.at(-1);
      expect(entry).toMatchObject({ createUserName: 'medewerker', content: 'Klant gebeld, bezorging om 14:00' });
      expect(Math.abs(entry.createDatetime - Date.now() / 1000)).toBeLessThan(60);

      const remove = () =>
        t.app.inject({ method: 'DELETE', url: `/gateway/api/workbench/order/${id}/internalLog/${entry.id}`, headers: bearer(t.staff) });
      expect((await remove()).json().blocks.internalLog.map((e: { id: number }) => e.id)).not.toContain(entry.id);
      expect((await remove()).statusCode).toBe(404);
      expect((await get(`/workbench/order/${id}`)).json().internalLog.map((e: { id: number }) => e.id)).not.toContain(entry.id);
    });

    it('toggles the guestbook attribute', async () => {
      const { id } = await anyOpenOrder();
      const attributes = (await get('/workbench/order/attribute')).json();
      expect(attributes).toContainEqual(expect.objectContaining({ id: 29836110, type: 'boolean' }));
      const set = (value: unknown) => put(`/workbench/order/${id}/attribute/29836110`, { value });
      const on = await set(true);
      expect(on.json().attribute_29836110).toBe(true);
      expect(on.json().excludeFromGuestbookInvitation).toBe(true);
      expect((await set(false)).json().attribute_29836110).toBe(false);
      expect((await set('ja')).statusCode).toBe(400);
      expect((await put(`/workbench/order/${id}/attribute/12345`, { value: true })).statusCode).toBe(404);
    });

    it('lets an administrator undelete a deleted order', async () => {
      const [{ id }] = await sql<{ id: number }>('SELECT id FROM orders WHERE deleted_at IS NOT NULL ORDER BY id LIMIT 1');
      const undelete = () =>
        t.app.inject({ method: 'POST', url: `/gateway/api/workbench/order/${id}/undelete`, headers: bearer(t.admin) });
      const restored = await undelete();
      expect(restored.statusCode).toBe(200);
      expect(restored.json()).toMatchObject({ orderId: id, listItem: { id }, was: null });
      expect((await get(`/workbench/order/${id}`)).statusCode).toBe(200);
      const again = await undelete();
      expect(again.statusCode).toBe(409);
      expect(again.json().message).toBe(`Order ${id} is niet verwijderd`);
    });

    it('creates an unprocessed order from a cart', async () => {
      const address = { street: 'Keizersgracht', streetNumber: '12', zipcode: '1015 CS', city: 'Amsterdam', countryCode: 'NL' };
      const cart = {
        deliveryDate: amsterdamDay(7),
        paymentMethodId: 1,
        deliveryCosts: 6.95,
        customer: {
          companyTitle: '', name: { gender: 'F', initials: 'M.', middleName: 'de', lastName: 'Wit' }, address,
          phoneNumber: '0612345678', reference: '', invoiceEmailAddress: '', emailAddress: 'm.dewit@voorbeeld.nl', anonymous: false,
        },
        recipient: { name: 'Anna Bos', address },
        items: [{ productId: 1001, title: 'Boeket Zomerpracht', quantity: 2, pricePerProduct: 29.95 }],
      };
      const post = (body: string) =>
        t.app.inject({ method: 'POST', url: '/gateway/api/workbench/order', payload: { cart: body }, headers: bearer(t.staff) });
      const heard: ServerMessage[] = [];
      const unsubscribe = t.app.realtime.subscribe((message) => heard.push(message));
      const created = await post(JSON.stringify(cart));
      expect(created.statusCode).toBe(201);
      const order = created.json();
      expect(order).toMatchObject({ treatment: 'Nieuw', totalIn: 66.85, deliveryDate: amsterdamDay(7) });
      expect(order.orderItems[0].price).toBe(59.9);
      expect(order, 'the answer is the order as it is opened').toEqual((await get(`/workbench/order/${order.id}`)).json());
      const [row] = (await get(`/workbench/order?q=${order.orderNumber}`)).json().data;
      expect(row.id).toBe(order.id);
      // Every list takes the new row from the one change, as from no list before: nobody asks for it.
      await vi.waitFor(() => expect(heard).toHaveLength(1));
      unsubscribe();
      expect(heard).toEqual([{ type: 'change', change: { orderId: order.id, version: order.version, listItem: row, was: null } }]);

      const broken = await post('{"deliveryDate": "morgen"}');
      expect(broken.statusCode).toBe(400);
      expect(broken.json().message).toBe('De winkelwagen is ongeldig');
      expect((await post('geen json')).statusCode).toBe(400);
      expect((await post('')).statusCode).toBe(400);
    });
  });
});
