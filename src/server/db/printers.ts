import type { PrinterState } from '../../shared/domain/printing.ts';
import type { PrinterRecord } from '../print/providers/types.ts';
import type { Db } from './database.ts';

/** A stored printer with the state last read from it. */
export type StoredPrinter = PrinterRecord & { state: PrinterState };

const COLUMNS = `id, name, display_name AS "displayName", computer_name AS "computerName", provider, state, settings`;

export async function listPrinters(db: Db): Promise<StoredPrinter[]> {
  const { rows } = await db.query<StoredPrinter>(`SELECT ${COLUMNS} FROM printers ORDER BY display_name`);
  return rows;
}

export async function findPrinter(db: Db, id: string): Promise<StoredPrinter | undefined> {
  const { rows } = await db.query<StoredPrinter>(`SELECT ${COLUMNS} FROM printers WHERE id = $1`, [id]);
  return rows[0];
}

/** Keeps the `state` column at what the printers last said, in one statement; rows already right stay untouched. */
export async function savePrinterStates(db: Db, states: { id: string; state: PrinterState }[]): Promise<void> {
  if (states.length === 0) return;
  await db.query(
    `UPDATE printers SET state = read.state
       FROM unnest($1::text[], $2::text[]) AS read(id, state)
      WHERE printers.id = read.id AND printers.state <> read.state`,
    [states.map(({ id }) => id), states.map(({ state }) => state)],
  );
}

/** Adds a printer, or replaces the one with this id (its state is read again from the printer). */
export async function savePrinter(db: Db, printer: PrinterRecord): Promise<void> {
  await db.query(
    `INSERT INTO printers (id, name, display_name, computer_name, provider, settings)
     VALUES ($1, $2, $3, $4, $5, $6)
     ON CONFLICT (id) DO UPDATE SET name = EXCLUDED.name, display_name = EXCLUDED.display_name,
       computer_name = EXCLUDED.computer_name, provider = EXCLUDED.provider, settings = EXCLUDED.settings`,
    [printer.id, printer.name, printer.displayName, printer.computerName, printer.provider, printer.settings],
  );
}

/** Which locations print which documents on this printer, e.g. [{ location: 'Amsterdam', document: 'card1' }]. */
export async function printerUses(db: Db, id: string): Promise<{ location: string; document: string }[]> {
  const { rows } = await db.query<{ location: string; document: string }>(
    `SELECT l.name AS location, chosen.key AS document
       FROM locations l, jsonb_each_text(l.printers) AS chosen(key, value)
      WHERE chosen.value = $1 ORDER BY l.name, chosen.key`,
    [id],
  );
  return rows;
}

export async function deletePrinter(db: Db, id: string): Promise<boolean> {
  const { rowCount } = await db.query('DELETE FROM printers WHERE id = $1', [id]);
  return rowCount === 1;
}
