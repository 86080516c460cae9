import type pg from 'pg';
import { parseFloristPrice } from '../../shared/domain/florist-form.ts';
import { normalCountryCode } from '../../shared/domain/florist-rules.ts';
import type { Florist, FloristInput, FloristMatch } from '../../shared/schema/florists.ts';
import { transaction, type Db } from './database.ts';

/** A city name as compared: lower case, curly apostrophes straight, runs of white space one space, trimmed. */
/** A town's name as it is compared: however it is typed ("'s-hertogenbosch", 'Den  Haag '). */
export const sameCity = (sql: string) => `btrim(regexp_replace(lower(translate(${sql}, '‘’', '''''')), '\\s+', ' ', 'g'))`;
const hhmm = (sql: string) => `to_char(${sql}, 'HH24:MI')`;

export const FLORIST_COLUMNS = `f.id, f.name, f.contact_person_name AS "contactPersonName", f.email_address AS "emailAddress",
  f.phone_number AS "phoneNumber", f.account_number AS "accountNumber", f.comment, f.address,
  f.delivery_count AS "deliveryCount", f.active,
  (SELECT coalesce(json_agg(json_build_object('city', d.city, 'price', d.price, 'startTime', ${hhmm('d.start_time')},
            'endTime', ${hhmm('d.end_time')}) ORDER BY d.city), '[]')
     FROM florist_delivery_cities d WHERE d.florist_id = f.id) AS "deliveryCities"`;

export async function findFlorist(db: Db, id: number): Promise<Florist | undefined> {
  const { rows } = await db.query<Florist>(`SELECT ${FLORIST_COLUMNS} FROM florists f WHERE f.id = $1`, [id]);
  return rows[0];
}

/**
 * The active florists who deliver in this city, best first: the one chosen last time for the city, then the lowest
 * price, then the most deliveries. Names match however they are typed ("'s-hertogenbosch", 'Den  Haag '); a florist
 * listing the city twice that way counts once, at its lower price.
 */
export async function floristsDeliveringIn(db: Db, city: string): Promise<FloristMatch[]> {
  const { rows } = await db.query<FloristMatch>(
    `SELECT ${FLORIST_COLUMNS}, c.price, ${hhmm('c.start_time')} AS "startTime", ${hhmm('c.end_time')} AS "endTime",
            (choice.florist_id IS NOT NULL) AS remembered
       FROM (SELECT DISTINCT ON (florist_id) * FROM florist_delivery_cities
              WHERE ${sameCity('city')} = ${sameCity('$1')}
              ORDER BY florist_id, price) c
       JOIN florists f ON f.id = c.florist_id AND f.active
       LEFT JOIN florist_city_choices choice ON choice.city_key = ${sameCity('$1')} AND choice.florist_id = f.id
      ORDER BY remembered DESC, c.price, f.delivery_count DESC, f.name, f.id`,
    [city],
  );
  return rows;
}

/** Every florist, the deactivated ones too, by name (the florist admin screen). */
export async function listFlorists(db: Db): Promise<Florist[]> {
  const { rows } = await db.query<Florist>(`SELECT ${FLORIST_COLUMNS} FROM florists f ORDER BY f.name, f.id`);
  return rows;
}

/** A florist as stored: texts trimmed, the country code in capitals, prices as numbers. */
function storedFlorist(input: FloristInput) {
  const trim = <T extends Record<string, string>>(texts: T) =>
    Object.fromEntries(Object.entries(texts).map(([key, value]) => [key, value.trim()])) as T;
  return {
    ...trim({
      name: input.name, contactPersonName: input.contactPersonName, emailAddress: input.emailAddress,
      phoneNumber: input.phoneNumber, accountNumber: input.accountNumber, comment: input.comment,
    }),
    address: { ...trim(input.address), countryCode: normalCountryCode(input.address.countryCode) },
    active: input.active,
    deliveryCities: input.deliveryCities.map((entry) => ({ ...trim(entry), price: parseFloristPrice(entry.price) })),
  };
}

async function replaceDeliveryCities(client: pg.PoolClient, floristId: number, cities: ReturnType<typeof storedFlorist>['deliveryCities']) {
  await client.query('DELETE FROM florist_delivery_cities WHERE florist_id = $1', [floristId]);
  for (const { city, price, startTime, endTime } of cities) {
    await client.query(
      'INSERT INTO florist_delivery_cities (florist_id, city, price, start_time, end_time) VALUES ($1, $2, $3, $4, $5)',
      [floristId, city, price, startTime, endTime],
    );
  }
}

/** Adds a florist with their delivery cities, all or nothing. The input has passed florist-rules. */
export async function createFlorist(pool: pg.Pool, input: FloristInput): Promise<Florist> {
  const florist = storedFlorist(input);
  return transaction(pool, async (client) => {
    const { rows } = await client.query<{ id: number }>(
      `INSERT INTO florists (name, contact_person_name, email_address, phone_number, account_number, comment, address, active)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8) RETURNING id`,
      [florist.name, florist.contactPersonName, florist.emailAddress, florist.phoneNumber, florist.accountNumber,
        florist.comment, florist.address, florist.active],
    );
    await replaceDeliveryCities(client, rows[0].id, florist.deliveryCities);
    return (await findFlorist(client, rows[0].id))!;
  });
}

/**
 * Saves a florist whole, the delivery cities replaced by the given list, all or nothing; undefined when there is no
 * such florist. The delivery count stays: it is history. The input has passed florist-rules.
 */
export async function updateFlorist(pool: pg.Pool, id: number, input: FloristInput): Promise<Florist | undefined> {
  const florist = storedFlorist(input);
  return transaction(pool, async (client) => {
    const { rowCount } = await client.query(
      `UPDATE florists SET name = $2, contact_person_name = $3, email_address = $4, phone_number = $5,
              account_number = $6, comment = $7, address = $8, active = $9
        WHERE id = $1`,
      [id, florist.name, florist.contactPersonName, florist.emailAddress, florist.phoneNumber, florist.accountNumber,
        florist.comment, florist.address, florist.active],
    );
    if (!rowCount) return undefined;
    await replaceDeliveryCities(client, id, florist.deliveryCities);
    return findFlorist(client, id);
  });
}
