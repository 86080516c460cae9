// The business rules of spec §5 hold on the server too: a PUT or a cart that breaks one is a 400 with the field's
// Dutch message, and nothing is stored.
import { describe, expect, it } from 'vitest';
import { amsterdamDay, amsterdamNoon } from '../helpers/days.ts';
import { bearer, databaseKinds, useTestApp } from '../helpers/test-app.ts';

describe.each(databaseKinds)('order field rules on %s', (kind) => {
  const t = useTestApp(kind);

  const get = async (id: number) => (await t.app.inject({ url: `/gateway/api/workbench/order/${id}`, headers: bearer(t.staff) })).json();
  const put = (id: number, payload: object) =>
    t.app.inject({ method: 'PUT', url: `/gateway/api/workbench/order/${id}`, payload, headers: bearer(t.staff) });
  const orderWith = async (where: string) => {
    const { rows } = await t.database.pool.query<{ id: string }>(`SELECT id FROM orders WHERE deleted_at IS NULL AND ${where} ORDER BY id LIMIT 1`);
    return get(Number(rows[0].id));
  };

  /** PUTs `changes` at the order's version and expects a 400 with `message` on `field`, the order untouched. */
  async function refused(order: { id: number; version: number }, changes: object, field: string, message: string) {
    const response = await put(order.id, { version: order.version, ...changes });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ message: 'Controleer uw gegevens', code: 'VALIDATION' });
    expect(response.json().errors).toContainEqual({ field, message });
    expect(await get(order.id)).toEqual(order);
  }

  it('refuses a card text of 11 lines', async () => {
    const order = await orderWith(`card IS NOT NULL AND (card->>'id')::bigint <> 20012781`);
    const card = { ...order.card, text: Array.from({ length: 11 }, (_, i) => `regel ${i + 1}`).join('\n') };
    await refused(order, { card }, 'card.text', 'Bevat meer dan 10 regels');
    const tenLines = { ...order.card, text: Array.from({ length: 10 }, (_, i) => `regel ${i + 1}`).join('\n') };
    expect((await put(order.id, { version: order.version, card: tenLines })).statusCode).toBe(200);
  });

  it('refuses a ribbon line of 61 characters', async () => {
    const order = await orderWith(`card IS NOT NULL`);
    const card = { ...order.card, id: 20012781, left: 'x'.repeat(61), right: 'In liefdevolle herinnering' };
    await refused(order, { card }, 'card.left', 'Dit veld is te lang (max 60 karakters)');
  });

  it('refuses a Dutch postcode starting with 0, in the recipient and the customer address', async () => {
    const order = await orderWith(`recipient->'address'->>'countryCode' = 'NL' AND customer->'address'->>'countryCode' = 'NL'`);
    const recipientAddress = { ...order.recipient.address, zipcode: '0123 AB' };
    await refused(order, { recipient: { ...order.recipient, address: recipientAddress } }, 'recipient.address.zipcode',
      'Dit is geen geldig nederlands postcode');
    const customerAddress = { ...order.customer.address, zipcode: '0123 AB' };
    await refused(order, { customer: { ...order.customer, address: customerAddress } }, 'customer.address.zipcode',
      'Dit is geen geldig nederlands postcode');
  });

  it('takes a Belgian postcode as written', async () => {
    const order = await orderWith(`recipient->'address'->>'countryCode' = 'NL'`);
    const address = { ...order.recipient.address, zipcode: '1000', countryCode: 'BE', country: 'België' };
    expect((await put(order.id, { version: order.version, recipient: { ...order.recipient, address } })).statusCode).toBe(200);
  });

  it('refuses a treatment that is not one of spec §4', async () => {
    const order = await orderWith('true');
    await refused(order, { treatment: 'Hacked' }, 'treatment', 'Voer een geldig waarde in.');
  });

  it('refuses a delivery date yesterday, in year 0 or more than two years ahead, and takes today', async () => {
    const order = await orderWith('true');
    await refused(order, { deliveryDate: amsterdamDay(-1) }, 'deliveryDate', 'Deze datum ligt in het verleden');
    await refused(order, { deliveryDate: '0000-01-01' }, 'deliveryDate', 'Deze datum ligt in het verleden');
    await refused(order, { deliveryDate: amsterdamDay(800) }, 'deliveryDate', 'Deze datum ligt meer dan 2 jaar vooruit');
    const today = await put(order.id, { version: order.version, deliveryDate: amsterdamDay(0) });
    expect(today.statusCode).toBe(200);
    expect(today.json().blocks.deliveryDate).toBe(amsterdamDay(0));
  });

  it('refuses a church service time in the past or absurdly far ahead', async () => {
    const order = await orderWith('true');
    await refused(order, { deliveryDateTime: amsterdamNoon(-2) }, 'deliveryDateTime', 'Deze datum ligt in het verleden');
    await refused(order, { deliveryDateTime: 1e15 }, 'deliveryDateTime', 'Deze datum ligt meer dan 2 jaar vooruit');
    const saved = await put(order.id, { version: order.version, deliveryDateTime: amsterdamNoon(3) });
    expect(saved.json().blocks.deliveryDateTime).toBe(amsterdamNoon(3));
  });

  it.each([
    ['a second address after a comma', 'v@x.nl, a@evil.test'],
    ['a header after a line break', 'v@x.nl\r\nBcc: a@evil.test'],
    ['a display name', 'Vera <v@x.nl>'],
    ['a space', 'v @x.nl'],
  ])('refuses a customer e-mail with %s', async (_, address) => {
    const order = await orderWith('true');
    await refused(order, { customer: { ...order.customer, emailAddress: address } }, 'customer.emailAddress', 'Voer een geldig e-mailadres in.');
    await refused(order, { customer: { ...order.customer, invoiceEmailAddress: address } }, 'customer.invoiceEmailAddress',
      'Voer een geldig e-mailadres in.');
    await refused(order, { customerEmail: address }, 'customerEmail', 'Voer een geldig e-mailadres in.');
    await refused(order, { invoiceEmail: address }, 'invoiceEmail', 'Voer een geldig e-mailadres in.');
  });

  describe('carts', () => {
    const address = { street: 'Keizersgracht', streetNumber: '12', zipcode: '1015 CS', city: 'Amsterdam', countryCode: 'NL' };
    const cart = (changes: object = {}) => ({
      deliveryDate: amsterdamDay(3),
      paymentMethodId: 1,
      customer: {
        companyTitle: '', name: { gender: 'F', initials: 'M.', middleName: '', lastName: 'Wit' }, address,
        phoneNumber: '', reference: '', invoiceEmailAddress: '', emailAddress: 'm.wit@voorbeeld.nl', anonymous: false,
      },
      recipient: { name: 'Anna Bos', address },
      items: [{ productId: 1001, title: 'Boeket', quantity: 1, pricePerProduct: 29.95 }],
      ...changes,
    });
    const post = (body: object) =>
      t.app.inject({ method: 'POST', url: '/gateway/api/workbench/order', payload: { cart: JSON.stringify(body) }, headers: bearer(t.staff) });
    const orderCount = async () => (await t.database.pool.query('SELECT count(*)::int AS n FROM orders')).rows[0].n;

    it.each([
      ['a customer e-mail with two addresses', { customer: { ...cart().customer, emailAddress: 'v@x.nl, a@evil.test' } }, 'cart.customer.emailAddress', 'Voer een geldig e-mailadres in.'],
      ['a postcode 0123 AB', { recipient: { name: 'Anna Bos', address: { ...address, zipcode: '0123 AB' } } }, 'cart.recipient.address.zipcode', 'Dit is geen geldig nederlands postcode'],
      ['a delivery date yesterday', { deliveryDate: amsterdamDay(-1) }, 'cart.deliveryDate', 'Deze datum ligt in het verleden'],
      ['an 11-line card', { card: { id: 1, title: 'Kaart', text: 'a\n'.repeat(10) + 'b', left: '', right: '' } }, 'cart.card.text', 'Bevat meer dan 10 regels'],
      ['a total beyond numeric(10,2)', { items: Array.from({ length: 100 }, (_, i) => ({ productId: i + 1, title: 'Goud', quantity: 1000, pricePerProduct: 1_000_000 })) }, 'cart.items', 'Het totaalbedrag is te hoog'],
    ])('refuses %s and stores nothing', async (_, changes, field, message) => {
      const before = await orderCount();
      const response = await post(cart(changes));
      expect(response.statusCode).toBe(400);
      expect(response.json().message).toBe('De winkelwagen is ongeldig');
      expect(response.json().errors).toContainEqual({ field, message });
      expect(await orderCount()).toBe(before);
    });

    it('creates the order from a valid cart', async () => {
      expect((await post(cart())).statusCode).toBe(201);
    });
  });
});
