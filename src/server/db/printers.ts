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
