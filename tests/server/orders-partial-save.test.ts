import { describe, expect, it } from 'vitest';
import { bearer, databaseKinds, useTestApp } from '../helpers/test-app.ts';

// A save sends what it edits of the recipient or customer; everything it did not send stays as stored.
describe.each(databaseKinds)('partial recipient and customer saves on %s', (kind) => {
  const t = useTestApp(kind);

  const get = async (id: number) =>
    (await t.app.inject({ url: `/gateway/api/workbench/order/${id}`, headers: bearer(t.staff) })).json();
  const put = (id: number, payload: object) =>
    t.app.inject({ method: 'PUT', url: `/gateway/api/workbench/order/${id}`, payload, headers: bearer(t.staff) });
  const search = async (q: string) =>
    (await t.app.inject({ url: `/gateway/api/workbench/order?q=${encodeURIComponent(q)}`, headers: bearer(t.staff) }))
      .json().data.map((item: { id: number }) => item.id);
  /** An open order whose recipient has a phone number, type and country, as a full save would have to repeat. */
  const fullOrder = async () => {
    const { rows } = await t.database.pool.query<{ id: number }>(
      `SELECT id FROM orders WHERE deleted_at IS NULL AND recipient ? 'phoneNumber' AND recipient ? 'type'
         AND recipient -> 'address' ? 'country' AND customer ->> 'phoneNumber' <> '' ORDER BY id LIMIT 1`,
    );
    return get(rows[0].id);
  };

  it('keeps phone, type, country and the rest of the address when only the recipient name is sent', async () => {
    const before = await fullOrder();
    const response = await put(before.id, { version: before.version, recipient: { name: 'Xandra Ypma' } });
    expect(response.statusCode).toBe(200);
    expect(response.json().blocks.recipient).toEqual({ ...before.recipient, name: 'Xandra Ypma' });
    expect((await get(before.id)).recipient).toEqual({ ...before.recipient, name: 'Xandra Ypma' });
    expect(await search('Ypma')).toEqual([before.id]);
  });

  it('merges a partial address into the stored one, and the postcode search follows it', async () => {
    const before = await fullOrder();
    const response = await put(before.id, { version: before.version, recipient: { address: { zipcode: '9999 zz' } } });
    expect(response.statusCode).toBe(200);
    expect(response.json().blocks.recipient).toEqual({ ...before.recipient, address: { ...before.recipient.address, zipcode: '9999 zz' } });
    expect(await search('9999ZZ')).toContain(before.id);
  });

  it('keeps the customer e-mail, invoice address, phone and name parts when only a last name is sent', async () => {
    const before = await fullOrder();
    const response = await put(before.id, { version: before.version, customer: { name: { lastName: 'Quarles' } } });
    expect(response.statusCode).toBe(200);
    const expected = { ...before.customer, name: { ...before.customer.name, lastName: 'Quarles' } };
    expect(response.json().blocks.customer).toEqual(expected);
    expect((await get(before.id)).customer).toEqual(expected);
    const [{ customer_name, customer_email }] = (await t.database.pool.query(
      'SELECT customer_name, customer_email FROM orders WHERE id = $1', [before.id],
    )).rows;
    expect(customer_name).toMatch(/Quarles\)?$/);
    expect(customer_email).toBe(before.customer.emailAddress);
  });

  it('applies the customer e-mail block after a partial customer block in the same save', async () => {
    const before = await fullOrder();
    const response = await put(before.id, {
      version: before.version, customer: { phoneNumber: '0612345678' }, customerEmail: 'nieuw@voorbeeld.nl',
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().blocks.customer).toEqual({ ...before.customer, phoneNumber: '0612345678', emailAddress: 'nieuw@voorbeeld.nl' });
    expect(await search('nieuw@voorbeeld.nl')).toEqual([before.id]);
  });

  it.each([
    ['a Dutch postcode that cannot exist, sent without the country', 'recipient', { zipcode: '0123 AB' }],
    ['the Dutch country for a stored Belgian postcode', 'recipient', { countryCode: 'NL' }, { zipcode: '1000', countryCode: 'BE' }],
    ["a customer's postcode that cannot exist", 'customer', { zipcode: '12345' }],
  ] as const)('judges the postcode on the merged address: refuses %s with 400 and stores nothing', async (_name, block, address, stored?) => {
    const before = await fullOrder();
    if (stored) {
      await t.database.pool.query(`UPDATE orders SET ${block} = jsonb_set(${block}, '{address}', (${block} -> 'address') || $2::jsonb) WHERE id = $1`,
        [before.id, JSON.stringify(stored)]);
    }
    const read = await get(before.id);
    const response = await put(before.id, { version: read.version, [block]: { address } });
    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toEqual([{ field: `${block}.address.zipcode`, message: 'Dit is geen geldig nederlands postcode' }]);
    expect(await get(before.id)).toEqual(read);
  });

  it.each([
    ['an empty name', { recipient: { name: '' } }, 'recipient.name'],
    ['an unknown recipient field', { recipient: { name: 'X', hacked: true } }, 'recipient.hacked'],
    ['an unknown address field', { recipient: { address: { floor: '3' } } }, 'recipient.address.floor'],
    ['a too long city', { recipient: { address: { city: 'x'.repeat(101) } } }, 'recipient.address.city'],
    ['an empty customer last name', { customer: { name: { lastName: '' } } }, 'customer.name.lastName'],
  ])('refuses %s with 400 and keeps the order as it was', async (_name, fields, field) => {
    const before = await fullOrder();
    const response = await put(before.id, { version: before.version, ...fields });
    expect(response.statusCode).toBe(400);
    expect(response.json().errors.map((error: { field: string }) => error.field)).toContain(field);
    expect(await get(before.id)).toEqual(before);
  });
});
