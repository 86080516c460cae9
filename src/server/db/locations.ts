import type { LocationConfig } from '../../shared/schema/print.ts';
import type { Db } from './database.ts';

const COLUMNS = 'name, printers, parcel_defaults AS "parcelDefaults"';

export async function getLocation(db: Db, name: string): Promise<LocationConfig | undefined> {
  const { rows } = await db.query<LocationConfig>(`SELECT ${COLUMNS} FROM locations WHERE name = $1`, [name]);
  return rows[0];
}

export async function listLocations(db: Db): Promise<LocationConfig[]> {
  const { rows } = await db.query<LocationConfig>(`SELECT ${COLUMNS} FROM locations ORDER BY name`);
  return rows;
}

/**
 * Replaces the location's printer per document and, when given, its own parcel sizes; undefined when there is no
 * such location.
 */
export async function saveLocation(
  db: Db,
  name: string,
  { printers, parcelDefaults }: Omit<LocationConfig, 'name'>,
): Promise<LocationConfig | undefined> {
  const { rows } = await db.query<LocationConfig>(
    `UPDATE locations SET printers = $2, parcel_defaults = coalesce($3::jsonb, parcel_defaults), updated_at = now()
      WHERE name = $1 RETURNING ${COLUMNS}`,
    [name, JSON.stringify(printers), parcelDefaults ? JSON.stringify(parcelDefaults) : null],
  );
  return rows[0];
}

/** The printers a location may choose from: each printer's id. */
export async function listPrinterIds(db: Db): Promise<string[]> {
  const { rows } = await db.query<{ id: string }>('SELECT id FROM printers ORDER BY id');
  return rows.map((row) => row.id);
}
