import { beforeAll, describe, expect, it } from 'vitest';
import { bearer, databaseKinds, useTestApp } from '../helpers/test-app.ts';

interface TestFlorist {
  id: number;
  name: string;
  deliveryCount: number;
  cities: [city: string, price: number, startTime: string, endTime: string][];
}

// Our own florists in place of the demo ones, so that every price and count below is known.
const FLORISTS: TestFlorist[] = [
  {
    id: 90_001, name: 'Bloemen Bosch', deliveryCount: 10,
    cities: [["'s-Hertogenbosch", 6.95, '08:00', '17:00'], ['Vught', 8.5, '08:00', '17:00']],
  },
  { id: 90_002, name: 'De Bossche Roos', deliveryCount: 3, cities: [["'S-HERTOGENBOSCH", 5.95, '09:00', '18:00']] },
  { id: 90_003, name: 'Fleur Den Bosch', deliveryCount: 40, cities: [[" 's-Hertogenbosch", 5.95, '08:30', '20:00']] },
  { id: 90_004, name: 'Haagse Bloem', deliveryCount: 0, cities: [['Den  Haag ', 4.95, '09:00', '17:00']] },
  {
    id: 90_005, name: 'Zwolse Tulp', deliveryCount: 7,
    cities: [['Zwolle', 9.95, '08:00', '18:00'], ['ZWOLLE', 7.5, '10:00', '16:00']],
  },
];
const ADDRESS = { street: 'Markt', streetNumber: '12', zipcode: '5211 JX', city: "'s-Hertogenbosch", countryCode: 'NL' };

describe.each(databaseKinds)('colleague florists on %s', (kind) => {
  const t = useTestApp(kind);
  let orderIds: number[];

  const get = (path: string, headers: Record<string, string> = bearer(t.staff)) =>
    t.app.inject({ url: `/gateway/api/workbench${path}`, headers });
  const matchesFor = async (recipientCity: string) => {
    const id = orderIds[0];
    await t.database.pool.query(
      `UPDATE orders SET recipient = jsonb_set(recipient, '{address,city}', to_jsonb($2::text)) WHERE id = $1`,
      [id, recipientCity],
    );
    const response = await get(`/order/${id}/florist`);
    expect(response.statusCode).toBe(200);
    return response.json() as { id: number; price: number; startTime: string; endTime: string }[];
  };

  beforeAll(async () => {
    const db = t.database.pool;
    await db.query('DELETE FROM florists');
    for (const florist of FLORISTS) {
      await db.query(
        `INSERT INTO florists
           (id, name, contact_person_name, email_address, phone_number, account_number, comment, address, delivery_count)
         VALUES ($1, $2, 'Anna de Vries', 'info@bloemen.example', '073-6123456', 'NL91ABNA0417164300', 'Achterom bellen',
           $3, $4)`,
        [florist.id, florist.name, ADDRESS, florist.deliveryCount],
      );
      for (const [city, price, start, end] of florist.cities) {
        await db.query('INSERT INTO florist_delivery_cities VALUES ($1, $2, $3, $4, $5)', [florist.id, city, price, start, end]);
      }
    }
    const { rows } = await db.query<{ id: number }>('SELECT id FROM orders WHERE deleted_at IS NULL ORDER BY id LIMIT 2');
    orderIds = rows.map(({ id }) => id);
  });

  describe('for an order', () => {
    it('lists the florists of its city whatever the case and spaces, cheapest first, then the most deliveries', async () => {
      const matches = await matchesFor("  's-hertogenBOSCH ");
      expect(matches.map(({ id }) => id)).toEqual([90_003, 90_002, 90_001]);
      expect(matches[0]).toMatchObject({ id: 90_003, name: 'Fleur Den Bosch', price: 5.95, startTime: '08:30', endTime: '20:00' });
      expect(matches[2]).toMatchObject({ price: 6.95, startTime: '08:00', endTime: '17:00', deliveryCount: 10 });
    });

    it('matches double spaces in the order and in the florist city alike', async () => {
      expect((await matchesFor('Den Haag')).map(({ id }) => id)).toEqual([90_004]);
      expect((await matchesFor('den   haag')).map(({ id }) => id)).toEqual([90_004]);
    });

    it("takes a curly apostrophe for a straight one ('s-Hertogenbosch typed on a phone)", async () => {
      expect(await matchesFor('’s-Hertogenbosch')).toHaveLength(3);
    });

    it('lists a florist who names the city twice once, at the lower price', async () => {
      expect(await matchesFor('Zwolle')).toEqual([
        expect.objectContaining({ id: 90_005, price: 7.5, startTime: '10:00', endTime: '16:00' }),
      ]);
    });

    it('answers an empty list when no florist delivers there', async () => {
      expect(await matchesFor('Urk')).toEqual([]);
      expect(await matchesFor('Hertogenbosch')).toEqual([]);
    });

    it('answers 404 for an unknown or deleted order', async () => {
      const unknown = await get('/order/999999999/florist');
      expect(unknown.statusCode).toBe(404);
      expect(unknown.json()).toEqual({ message: 'Order 999999999 is niet gevonden', code: 'NOT_FOUND' });

      const deleted = orderIds[1];
      await t.database.pool.query('UPDATE orders SET deleted_at = now() WHERE id = $1', [deleted]);
      expect((await get(`/order/${deleted}/florist`)).statusCode).toBe(404);
    });
  });

  describe('one florist', () => {
    it('answers every field of the florist with its delivery cities', async () => {
      const response = await get('/florist/90001');
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({
        id: 90_001,
        name: 'Bloemen Bosch',
        contactPersonName: 'Anna de Vries',
        emailAddress: 'info@bloemen.example',
        phoneNumber: '073-6123456',
        accountNumber: 'NL91ABNA0417164300',
        comment: 'Achterom bellen',
        address: ADDRESS,
        deliveryCount: 10,
        active: true,
        deliveryCities: [
          { city: "'s-Hertogenbosch", price: 6.95, startTime: '08:00', endTime: '17:00' },
          { city: 'Vught', price: 8.5, startTime: '08:00', endTime: '17:00' },
        ],
      });
    });

    it('answers 404 with a Dutch message for an unknown florist', async () => {
      const response = await get('/florist/999999');
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ message: 'Bloemist 999999 is niet gevonden', code: 'NOT_FOUND' });
    });
  });

  it.each(['/order/1/florist', '/florist/90001'])('%s refuses a caller without token', async (path) => {
    const response = await get(path, {});
    expect(response.statusCode).toBe(401);
    expect(response.json().message).toBe('U bent niet ingelogd');
  });

  it.each(['abc', '-1', '1.5', '1234567890123'])('answers the malformed id %s with 400', async (id) => {
    expect((await get(`/order/${id}/florist`)).statusCode).toBe(400);
    expect((await get(`/florist/${id}`)).statusCode).toBe(400);
  });
});
