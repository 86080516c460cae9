import { describe, expect, it, vi } from 'vitest';
import { RIBBON_CARD_ID } from '../../src/shared/domain/constants.ts';
import { amsterdamDay } from '../helpers/days.ts';
import { bearer, databaseKinds, useTestApp } from '../helpers/test-app.ts';

const address = { street: 'Keizersgracht', streetNumber: '12', zipcode: '1015 CS', city: 'Amsterdam', countryCode: 'NL' };

/** A phone order as the form sends it: no e-mail address, paid at the counter, an internal note. */
const phoneOrder = (changes: Record<string, unknown> = {}) => ({
  deliveryDate: amsterdamDay(2),
  paymentMethodId: 2,
  deliveryCosts: 6.95,
  isPaid: true,
  deliveryPart: 'morning',
  customer: {
    companyTitle: '', name: { gender: 'M', initials: 'J.', middleName: '', lastName: 'Telefoonklant' }, address,
    phoneNumber: '+31 6 9876 5432', reference: '', invoiceEmailAddress: '', emailAddress: '', anonymous: false,
  },
  recipient: { name: 'Anna Bos', address, phoneNumber: '020-1234567' },
  items: [{ productId: 1001, title: 'Boeket Telefoonpracht', quantity: 2, pricePerProduct: 24.5 }],
  comment: 'Graag bellen bij aankomst',
  internalNote: 'Telefonisch besteld, klant wil een rode strik',
  ...changes,
});

describe.each(databaseKinds)('phone orders on %s', (kind) => {
  const t = useTestApp(kind);
  const get = (url: string) => t.app.inject({ url: `/gateway/api${url}`, headers: bearer(t.staff) });
  const create = (cart: object) =>
    t.app.inject({ method: 'POST', url: '/gateway/api/workbench/order', payload: { cart: JSON.stringify(cart) }, headers: bearer(t.staff) });
  const sql = async <T = Record<string, unknown>>(text: string, params: unknown[] = []) =>
    (await t.database.pool.query(text, params)).rows as T[];

  it('creates an order without e-mail address: paid, in the morning, its note the first log entry, one change heard', async () => {
    const heard: unknown[] = [];
    const unsubscribe = t.app.realtime.subscribe((message) => heard.push(message));
    const response = await create(phoneOrder());
    expect(response.statusCode).toBe(201);
    const order = response.json();
    expect(order).toMatchObject({
      orderNumber: expect.stringMatching(/^BLB\d{7}$/), treatment: 'Nieuw', isPaid: true, isMorningDelivery: true,
      isMourning: false, totalIn: 55.95, customer: { emailAddress: '', phoneNumber: '+31 6 9876 5432' },
    });
    expect(order.internalLog).toEqual([
      expect.objectContaining({ createUserName: expect.any(String), content: 'Telefonisch besteld, klant wil een rode strik' }),
    ]);
    expect(order).toEqual((await get(`/workbench/order/${order.id}`)).json());
    await vi.waitFor(() => expect(heard).toHaveLength(1));
    unsubscribe();
    expect(heard[0]).toMatchObject({ type: 'change', change: { orderId: order.id, was: null, listItem: { isPaid: true, customer: 'J. Telefoonklant' } } });
  });

  it('creates a mourning order with a ribbon, and refuses a ribbon line over 60 characters', async () => {
    const ribbon = { id: RIBBON_CARD_ID, title: 'Rouwlint', text: '', left: 'Rust zacht', right: 'Familie de Vries' };
    const response = await create(phoneOrder({ isMourning: true, deliveryPart: null, card: ribbon }));
    expect(response.statusCode).toBe(201);
    expect(response.json()).toMatchObject({ isMourning: true, isMorningDelivery: false, card: ribbon });

    const tooLong = await create(phoneOrder({ card: { ...ribbon, left: 'x'.repeat(61) } }));
    expect(tooLong.statusCode).toBe(400);
    expect(tooLong.json().errors).toContainEqual({ field: 'cart.card.left', message: 'Dit veld is te lang (max 60 karakters)' });
  });

  it('answers bad input with 400 and the field errors, creating nothing', async () => {
    const [{ before }] = await sql<{ before: number }>('SELECT count(*)::int AS before FROM orders');
    const response = await create(phoneOrder({
      deliveryDate: amsterdamDay(-1),
      recipient: { name: ' ', address: { ...address, zipcode: '0123 X' } },
      card: { id: 20012775, title: 'Kaartje', text: 'regel\n'.repeat(10), left: '', right: '' },
      customer: { ...phoneOrder().customer, emailAddress: 'geen-adres' },
      deliveryPart: 'nacht',
      paymentMethodId: 99,
    }));
    expect(response.statusCode).toBe(400);
    const fields = response.json().errors.map((error: { field: string }) => error.field);
    expect(fields).toEqual(expect.arrayContaining([
      'cart.deliveryDate', 'cart.recipient.name', 'cart.recipient.address.zipcode', 'cart.card.text', 'cart.customer.emailAddress',
      'cart.deliveryPart',
    ]));
    expect(response.json().errors).toContainEqual({ field: 'cart.deliveryDate', message: 'Deze datum ligt in het verleden' });
    const unknownPayment = await create(phoneOrder({ paymentMethodId: 99 }));
    expect(unknownPayment.json().errors).toEqual([{ field: 'cart.paymentMethodId', message: 'Voer een geldig waarde in.' }]);
    const [{ after }] = await sql<{ after: number }>('SELECT count(*)::int AS after FROM orders');
    expect(after).toBe(before);
  });

  it('gives concurrent creates distinct order numbers', async () => {
    const responses = await Promise.all(Array.from({ length: 8 }, () => create(phoneOrder())));
    expect(responses.map((response) => response.statusCode)).toEqual(Array(8).fill(201));
    const numbers = new Set(responses.map((response) => response.json().orderNumber));
    expect(numbers.size).toBe(8);
  });

  describe('look-ups', () => {
    it('finds a customer by name, phone number written otherwise, e-mail address and postcode, at most 10 distinct', async () => {
      const created = (await create(phoneOrder())).json();
      const again = (await create(phoneOrder())).json();
      for (const q of ['telefoonkl', '06-98765432', '0031698765432', '1015cs', '1015 CS']) {
        const found = (await get(`/workbench/customers?q=${encodeURIComponent(q)}`)).json();
        const mine = found.filter((customer: { name: { lastName: string } }) => customer.name.lastName === 'Telefoonklant');
        expect(mine, q).toHaveLength(1);
        expect(mine[0]).toMatchObject({ lastOrderId: again.id, phoneNumber: '+31 6 9876 5432', address });
      }
      expect(created.id).toBeLessThan(again.id);

      const [{ email }] = await sql<{ email: string }>(
        "SELECT customer_email AS email FROM orders WHERE customer_email <> '' ORDER BY id LIMIT 1",
      );
      const byEmail = (await get(`/workbench/customers?q=${encodeURIComponent(email)}`)).json();
      expect(byEmail[0].emailAddress).toBe(email);

      const common = (await get('/workbench/customers?q=.example')).json();
      expect(common).toHaveLength(10);
      expect(new Set(common.map((customer: { emailAddress: string }) => customer.emailAddress)).size).toBe(10);
      expect((await get('/workbench/customers?q=ab')).json()).toEqual([]);
      expect((await get('/workbench/customers?q=%25%25%25')).json()).toEqual([]);
      expect((await get(`/workbench/customers?q=${'x'.repeat(101)}`)).statusCode).toBe(400);
      expect((await get('/workbench/customers')).statusCode).toBe(400);
    });

    it('leaves out the customers of deleted orders', async () => {
      const customer = { ...phoneOrder().customer, name: { gender: 'U', initials: '', middleName: '', lastName: 'Verwijderdklant' }, phoneNumber: '0455-123987' };
      const order = (await create(phoneOrder({ customer }))).json();
      expect((await get('/workbench/customers?q=verwijderdklant')).json()).toHaveLength(1);
      const deleted = await t.app.inject({ method: 'DELETE', url: `/gateway/api/workbench/order/${order.id}`, headers: bearer(t.admin) });
      expect(deleted.statusCode).toBe(200);
      expect((await get('/workbench/customers?q=verwijderdklant')).json()).toEqual([]);
      expect((await get('/workbench/customers?q=0455123987')).json()).toEqual([]);
    });

    it('fills street and city from a known postcode, preferring the same house number', async () => {
      const [known] = await sql<{ zipcode: string; street: string; city: string; number: string }>(
        `SELECT recipient -> 'address' ->> 'zipcode' AS zipcode, recipient -> 'address' ->> 'street' AS street,
                recipient -> 'address' ->> 'city' AS city, recipient -> 'address' ->> 'streetNumber' AS number
           FROM orders WHERE recipient -> 'address' ->> 'countryCode' = 'NL' AND deleted_at IS NULL ORDER BY id DESC LIMIT 1`,
      );
      const compact = known.zipcode.replace(' ', '').toLowerCase();
      const found = await get(`/workbench/addresses?zipcode=${compact}&number=${encodeURIComponent(known.number)}`);
      expect(found.statusCode).toBe(200);
      expect(found.json()).toEqual({ street: known.street, city: known.city });
      expect((await get('/workbench/addresses?zipcode=9999ZZ&number=1')).json()).toBeNull();
      expect((await get('/workbench/addresses?zipcode=B-1000&number=1')).json()).toBeNull();
      expect((await get('/workbench/addresses?zipcode=1015CS')).statusCode).toBe(400);
    });

    it('lists products once sold with the price of their newest sale, and a new order updates it', async () => {
      const line = { productId: 7001, title: 'Bloemstuk Belpracht', quantity: 1 };
      expect((await get('/workbench/products?q=belpracht')).json()).toEqual([]);
      await create(phoneOrder({ items: [{ ...line, pricePerProduct: 24.5 }] }));
      await create(phoneOrder({ items: [{ ...line, pricePerProduct: 27.5 }] }));
      expect((await get('/workbench/products?q=BELPRACHT')).json()).toEqual([{ productId: 7001, title: 'Bloemstuk Belpracht', pricePerProduct: 27.5 }]);
      expect((await get('/workbench/products?q=700')).json()).toContainEqual(expect.objectContaining({ productId: 7001 }));
      const some = (await get('/workbench/products?q=e')).json();
      expect(some.length).toBeGreaterThan(0);
      expect(some.length).toBeLessThanOrEqual(10);
      expect(some.every((product: { productId: number }) => ![943233, 943234].includes(product.productId))).toBe(true);
      expect((await get('/workbench/products?q=')).json()).toEqual([]);
    });
  });

  it('lets only logged-in users look up', async () => {
    const anonymous = await t.app.inject({ url: '/gateway/api/workbench/customers?q=test' });
    expect(anonymous.statusCode).toBe(401);
  });
});
