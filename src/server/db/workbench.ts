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

export async function setFeatureEnabled(db: Db, location: string, id: number, enabled: boolean): Promise<Feature | undefined> {
  const { rowCount } = await db.query('UPDATE features SET enabled = $3 WHERE location = $1 AND id = $2', [
    location,
    id,
    enabled,
  ]);
  if (rowCount !== 1) return undefined;
  return (await listFeatures(db, location)).find((feature) => feature.id === id);
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
