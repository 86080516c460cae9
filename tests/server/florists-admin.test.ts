import { beforeAll, describe, expect, it } from 'vitest';
import { createFlorist, updateFlorist } from '../../src/server/db/florists.ts';
import type { FloristInput } from '../../src/shared/schema/florists.ts';
import { bearer, databaseKinds, useTestApp } from '../helpers/test-app.ts';

const PATH = '/gateway/api/workbench/florist';

/** A florist as the admin form sends it: prices and times as typed. */
const input = (changes: Partial<FloristInput> = {}): FloristInput => ({
  name: 'Bloemenhuis Urk',
  contactPersonName: 'Jannie Kapitein',
  emailAddress: 'info@bloemenhuis-urk.example',
  phoneNumber: '0527-681234',
  accountNumber: 'NL20INGB0001234567',
  comment: 'Bestellingen voor 11:00 worden dezelfde dag bezorgd',
  address: { street: 'Wijk 2', streetNumber: '14', zipcode: '8321 EP', city: 'Urk', countryCode: 'NL' },
  active: true,
  deliveryCities: [
    { city: 'Urk', price: '5,95', startTime: '08:30', endTime: '17:00' },
    { city: 'Emmeloord', price: '8.5', startTime: '09:00', endTime: '16:30' },
  ],
  ...changes,
});
const cities = (...entries: [string, string, string, string][]) =>
  entries.map(([city, price, startTime, endTime]) => ({ city, price, startTime, endTime }));

describe.each(databaseKinds)('florist administration on %s', (kind) => {
  const t = useTestApp(kind);
  let orderInUrk: number;

  const send = (method: 'GET' | 'POST' | 'PUT', url: string, payload?: object, token = t.admin) =>
    t.app.inject({ method, url, payload, headers: bearer(token) });
  const floristCount = async () => Number((await t.database.pool.query('SELECT count(*) FROM florists')).rows[0].count);
  const floristsInUrk = async () =>
    ((await send('GET', `/gateway/api/workbench/order/${orderInUrk}/florist`, undefined, t.staff)).json() as { name: string }[])
      .map(({ name }) => name);

  beforeAll(async () => {
    const { rows } = await t.database.pool.query<{ id: number }>('SELECT id FROM orders WHERE deleted_at IS NULL ORDER BY id LIMIT 1');
    orderInUrk = rows[0].id;
    await t.database.pool.query(
      `UPDATE orders SET recipient = jsonb_set(recipient, '{address,city}', '"Urk"') WHERE id = $1`,
      [orderInUrk],
    );
  });

  it('adds a florist with their delivery cities: 201, prices as numbers, times as typed, offered for orders there', async () => {
    const response = await send('POST', PATH, input());
    expect(response.statusCode).toBe(201);
    const florist = response.json();
    expect(florist).toEqual({
      id: expect.any(Number),
      name: 'Bloemenhuis Urk',
      contactPersonName: 'Jannie Kapitein',
      emailAddress: 'info@bloemenhuis-urk.example',
      phoneNumber: '0527-681234',
      accountNumber: 'NL20INGB0001234567',
      comment: 'Bestellingen voor 11:00 worden dezelfde dag bezorgd',
      address: { street: 'Wijk 2', streetNumber: '14', zipcode: '8321 EP', city: 'Urk', countryCode: 'NL' },
      deliveryCount: 0,
      active: true,
      deliveryCities: [
        { city: 'Emmeloord', price: 8.5, startTime: '09:00', endTime: '16:30' },
        { city: 'Urk', price: 5.95, startTime: '08:30', endTime: '17:00' },
      ],
    });
    expect((await send('GET', `${PATH}/${florist.id}`)).json()).toEqual(florist);
    expect(await floristsInUrk()).toEqual(['Bloemenhuis Urk']);
  });

  it('stores texts trimmed and the country code in capitals', async () => {
    const response = await send('POST', PATH, input({
      name: '  Bloem & Zo ',
      address: { street: ' Dorpsstraat', streetNumber: '1a ', zipcode: '', city: 'Brussel ', countryCode: 'be' },
      deliveryCities: cities([' Brussel  ', '12', '09:00', '17:00']),
    }));
    expect(response.statusCode).toBe(201);
    expect(response.json()).toMatchObject({
      name: 'Bloem & Zo',
      address: { street: 'Dorpsstraat', streetNumber: '1a', zipcode: '', city: 'Brussel', countryCode: 'BE' },
      deliveryCities: [{ city: 'Brussel', price: 12, startTime: '09:00', endTime: '17:00' }],
    });
  });

  it('edits a florist: every field saved, the city list replaced, the delivery count kept', async () => {
    const { id } = (await send('POST', PATH, input({ name: 'Bloemen aan de Haven' }))).json();
    await t.database.pool.query('UPDATE florists SET delivery_count = 12 WHERE id = $1', [id]);
    const changed = input({
      name: 'Bloemen aan het Havenplein',
      emailAddress: 'bestel@havenplein.example',
      deliveryCities: cities(['Urk', '4,50', '07:30', '20:00'], ['Nagele', '10', '10:00', '15:00']),
    });
    const response = await send('PUT', `${PATH}/${id}`, changed);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      id,
      name: 'Bloemen aan het Havenplein',
      emailAddress: 'bestel@havenplein.example',
      deliveryCount: 12,
      deliveryCities: [
        { city: 'Nagele', price: 10, startTime: '10:00', endTime: '15:00' },
        { city: 'Urk', price: 4.5, startTime: '07:30', endTime: '20:00' },
      ],
    });
    expect((await send('GET', `${PATH}/${id}`)).json()).toEqual(response.json());
    // The cheapest in Urk now.
    expect((await floristsInUrk())[0]).toBe('Bloemen aan het Havenplein');
  });

  it('deactivates a florist: still listed for the administrator, no longer offered for an order', async () => {
    const created = (await send('POST', PATH, input({ name: 'Urker Tulp' }))).json();
    expect(await floristsInUrk()).toContain('Urker Tulp');

    const response = await send('PUT', `${PATH}/${created.id}`, input({ name: 'Urker Tulp', active: false }));
    expect(response.statusCode).toBe(200);
    expect(response.json().active).toBe(false);
    expect(await floristsInUrk()).not.toContain('Urker Tulp');
    const listed = (await send('GET', PATH)).json() as { id: number; active: boolean }[];
    expect(listed.find(({ id }) => id === created.id)).toMatchObject({ active: false });

    await send('PUT', `${PATH}/${created.id}`, input({ name: 'Urker Tulp', active: true }));
    expect(await floristsInUrk()).toContain('Urker Tulp');
  });

  it('lists every florist by name, the demo ones and the deactivated ones too', async () => {
    const response = await send('GET', PATH);
    expect(response.statusCode).toBe(200);
    const names = (response.json() as { name: string }[]).map(({ name }) => name);
    expect(names.length).toBe(await floristCount());
    expect(names).toEqual([...names].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0)));
    expect(names).toContain('Urker Tulp');
  });

  describe('refuses bad input with 400, the Dutch message per field, and stores nothing', () => {
    it.each([
      ['no name', input({ name: '  ' }), { field: 'name', message: 'Dit veld is vereist' }],
      ['no e-mail address', input({ emailAddress: '' }), { field: 'emailAddress', message: 'Dit veld is vereist' }],
      ['a wrong e-mail address', input({ emailAddress: 'info@bloemen' }), { field: 'emailAddress', message: 'Voer een geldig e-mailadres in.' }],
      ['two e-mail addresses', input({ emailAddress: 'a@b.nl, c@d.nl' }), { field: 'emailAddress', message: 'Voer een geldig e-mailadres in.' }],
      ['no street', input({ address: { ...input().address, street: '' } }), { field: 'address.street', message: 'Dit veld is vereist' }],
      ['no house number', input({ address: { ...input().address, streetNumber: ' ' } }), { field: 'address.streetNumber', message: 'Dit veld is vereist' }],
      ['no city', input({ address: { ...input().address, city: '' } }), { field: 'address.city', message: 'Dit veld is vereist' }],
      ['a wrong Dutch postcode', input({ address: { ...input().address, zipcode: '0832 EP' } }), { field: 'address.zipcode', message: 'Dit is geen geldig nederlands postcode' }],
      ['a country code that is no two letters', input({ address: { ...input().address, countryCode: 'N1' } }), { field: 'address.countryCode', message: 'Geef een landcode van twee letters (bijv. NL)' }],
      ['a delivery city without name', input({ deliveryCities: cities([' ', '5', '09:00', '17:00']) }), { field: 'deliveryCities.0.city', message: 'Dit veld is vereist' }],
      ['a delivery city twice', input({ deliveryCities: cities(['Urk', '5', '09:00', '17:00'], ['  URK ', '6', '09:00', '17:00']) }), { field: 'deliveryCities.1.city', message: 'Deze plaats staat er al' }],
      ['a price that is no number', input({ deliveryCities: cities(['Urk', '5 euro', '09:00', '17:00']) }), { field: 'deliveryCities.0.price', message: 'Geen getal' }],
      ['a negative price', input({ deliveryCities: cities(['Urk', '-5', '09:00', '17:00']) }), { field: 'deliveryCities.0.price', message: 'Geen getal' }],
      ['a price above 1000', input({ deliveryCities: cities(['Urk', '1000,01', '09:00', '17:00']) }), { field: 'deliveryCities.0.price', message: 'Waarde is te groot (max 1000)' }],
      ['a start time that is no time', input({ deliveryCities: cities(['Urk', '5', '9 uur', '17:00']) }), { field: 'deliveryCities.0.startTime', message: 'Geen geldige tijd (UU:MM)' }],
      ['an end time past midnight', input({ deliveryCities: cities(['Urk', '5', '09:00', '24:00']) }), { field: 'deliveryCities.0.endTime', message: 'Geen geldige tijd (UU:MM)' }],
      ['an end before the start', input({ deliveryCities: cities(['Urk', '5', '17:00', '09:00']) }), { field: 'deliveryCities.0.endTime', message: 'De eindtijd moet na de begintijd liggen' }],
      ['a name too long', input({ name: 'B'.repeat(101) }), { field: 'name', message: 'Dit veld is te lang (max 100 karakters)' }],
    ])('%s', async (_, body, error) => {
      const before = await floristCount();
      const created = await send('POST', PATH, body);
      expect(created.statusCode).toBe(400);
      expect(created.json()).toEqual({ message: 'Controleer uw gegevens', code: 'VALIDATION', errors: [error] });
      expect(await floristCount()).toBe(before);

      const { id } = (await send('GET', PATH)).json()[0];
      const stored = (await send('GET', `${PATH}/${id}`)).json();
      const updated = await send('PUT', `${PATH}/${id}`, body);
      expect(updated.statusCode).toBe(400);
      expect(updated.json().errors).toEqual([error]);
      expect((await send('GET', `${PATH}/${id}`)).json()).toEqual(stored);
    });

    it('a body with an unknown field or a missing one', async () => {
      const before = await floristCount();
      const { deliveryCities, ...withoutCities } = input();
      for (const body of [{ ...input(), extra: 1 }, withoutCities, { ...input(), deliveryCities: [{ ...deliveryCities[0], price: 5 }] }]) {
        const response = await send('POST', PATH, body);
        expect(response.statusCode).toBe(400);
        expect(response.json().message).toBe('Controleer uw gegevens');
      }
      expect(await floristCount()).toBe(before);
    });
  });

  it('stores a florist and their cities all or nothing: a city the database refuses leaves no florist or half a list', async () => {
    // Past the rules on purpose: the same city twice breaks the table's key halfway through the cities.
    const twice = input({ name: 'Half Opgeslagen', deliveryCities: cities(['Urk', '5', '09:00', '17:00'], ['Urk', '6', '09:00', '17:00']) });
    const before = await floristCount();
    await expect(createFlorist(t.database.pool, twice)).rejects.toThrow();
    expect(await floristCount()).toBe(before);

    const { id } = (await send('POST', PATH, input({ name: 'Heel Opgeslagen' }))).json();
    const stored = (await send('GET', `${PATH}/${id}`)).json();
    await expect(updateFlorist(t.database.pool, id, twice)).rejects.toThrow();
    expect((await send('GET', `${PATH}/${id}`)).json()).toEqual(stored);
  });

  it('answers 404 with a Dutch message when saving an unknown florist, and creates nothing', async () => {
    const before = await floristCount();
    const response = await send('PUT', `${PATH}/999999`, input());
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ message: 'Bloemist 999999 is niet gevonden', code: 'NOT_FOUND' });
    expect(await floristCount()).toBe(before);
  });

  it('refuses staff with 403 on every admin call', async () => {
    const { id } = (await send('GET', PATH)).json()[0];
    for (const [method, url, body] of [['GET', PATH], ['POST', PATH, input()], ['PUT', `${PATH}/${id}`, input()]] as const) {
      const response = await send(method, url, body, t.staff);
      expect(response.statusCode).toBe(403);
      expect(response.json().message).toBe('U heeft geen toegang tot deze functie');
    }
  });
});
