import type { Florist, FloristMatch } from '../../shared/schema/florists.ts';
import type { Db } from './database.ts';

/** A city name as compared: lower case, curly apostrophes straight, runs of white space one space, trimmed. */
const sameCity = (sql: string) => `btrim(regexp_replace(lower(translate(${sql}, '‘’', '''''')), '\\s+', ' ', 'g'))`;
const hhmm = (sql: string) => `to_char(${sql}, 'HH24:MI')`;

const FLORIST_COLUMNS = `f.id, f.name, f.contact_person_name AS "contactPersonName", f.email_address AS "emailAddress",
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

/** Remembers the florist an order for this city went to, so the next order for it offers them first. */
export async function rememberFloristChoice(db: Db, city: string, floristId: number, chosenBy: string): Promise<void> {
  await db.query(
    `INSERT INTO florist_city_choices (city_key, florist_id, chosen_by) VALUES (${sameCity('$1')}, $2, $3)
     ON CONFLICT (city_key) DO UPDATE SET florist_id = EXCLUDED.florist_id, chosen_by = EXCLUDED.chosen_by, chosen_at = now()`,
    [city, floristId, chosenBy],
  );
}
