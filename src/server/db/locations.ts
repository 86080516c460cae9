import type { LocationConfig } from '../../shared/schema/print.ts';
import type { Db } from './database.ts';

export async function getLocation(db: Db, name: string): Promise<LocationConfig | undefined> {
  const { rows } = await db.query<LocationConfig>('SELECT name, printers FROM locations WHERE name = $1', [name]);
  return rows[0];
}

export async function listLocations(db: Db): Promise<LocationConfig[]> {
  const { rows } = await db.query<LocationConfig>('SELECT name, printers FROM locations ORDER BY name');
  return rows;
}

/** Replaces the location's printer per document; undefined when there is no such location. */
export async function saveLocationPrinters(
  db: Db,
  name: string,
  printers: LocationConfig['printers'],
): Promise<LocationConfig | undefined> {
  const { rows } = await db.query<LocationConfig>(
    'UPDATE locations SET printers = $2, updated_at = now() WHERE name = $1 RETURNING name, printers',
    [name, JSON.stringify(printers)],
  );
  return rows[0];
}

/** The printers a location may choose from: each printer's id. */
export async function listPrinterIds(db: Db): Promise<string[]> {
  const { rows } = await db.query<{ id: string }>('SELECT id FROM printers ORDER BY id');
  return rows.map((row) => row.id);
}
