import type { Feature } from '../../shared/schema/workbench.ts';
import type { Db } from './database.ts';

export async function listFeatures(db: Db, location: string): Promise<Feature[]> {
  const { rows } = await db.query<Feature>(
    `SELECT id, title, feature_group AS "extraAttribute_28088960", enabled AS "extraAttribute_28088961",
            available AS "extraAttribute_28088962", display_title AS "extraAttribute_28090100",
            sort_order AS "extraAttribute_28090089"
       FROM features WHERE location = $1 ORDER BY feature_group, sort_order, id`,
    [location],
  );
  return rows;
}

/**
 * Switches a feature of a location; a feature not available there (a carrier the location has no contract with)
 * can be switched off but never on. 'missing' for an unknown feature, 'unavailable' for that refusal.
 */
export async function setFeatureEnabled(
  db: Db, location: string, id: number, enabled: boolean,
): Promise<Feature | 'missing' | 'unavailable'> {
  const { rows } = await db.query<{ available: boolean }>(
    `UPDATE features SET enabled = $3 WHERE location = $1 AND id = $2 AND (available OR NOT $3) RETURNING available`,
    [location, id, enabled],
  );
  if (rows.length === 0) {
    const { rowCount } = await db.query('SELECT 1 FROM features WHERE location = $1 AND id = $2', [location, id]);
    return rowCount === 1 ? 'unavailable' : 'missing';
  }
  return (await listFeatures(db, location)).find((feature) => feature.id === id) ?? 'missing';
}

export async function locationExists(db: Db, name: string): Promise<boolean> {
  const { rowCount } = await db.query('SELECT 1 FROM locations WHERE name = $1', [name]);
  return rowCount === 1;
}

export async function listOrderAttributes(db: Db) {
  const { rows } = await db.query<{ id: number; name: string; title: string; type: string }>(
    'SELECT id, name, title, value_type AS type FROM order_attribute_types ORDER BY id',
  );
  return rows;
}
