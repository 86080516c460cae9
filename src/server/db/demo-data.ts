// Writes of the data a shop starts with (src/demo/base.ts): rows given as objects, so one function serves every table.
import type { Db } from './database.ts';

/** Inserts rows whose keys are column names; rows that clash with an existing key are left alone. */
export async function insertMissing(db: Db, table: string, rows: readonly object[]) {
  const columns = Object.keys(rows[0]).join(', ');
  await db.query(
    `INSERT INTO ${table} (${columns}) SELECT ${columns} FROM json_populate_recordset(null::${table}, $1)
     ON CONFLICT DO NOTHING`,
    [JSON.stringify(rows)],
  );
}

/** Folders made after seeding get ids after the seeded ones. */
export async function moveTagIdsPastExisting(db: Db) {
  await db.query(`SELECT setval('tag_ids', GREATEST((SELECT max(id) FROM tags), (SELECT last_value FROM tag_ids)))`);
}

/** Orders and everything hanging off them; users, folders, florists and settings stay. */
export async function deleteAllOrders(db: Db) {
  await db.query(
    'TRUNCATE orders, order_log, shipments, print_jobs, mail_jobs, attachments, folder_counts, order_day_counts, bulk_jobs RESTART IDENTITY CASCADE',
  );
  await db.query('ALTER SEQUENCE order_ids RESTART');
}

export async function hasNoUsers(db: Db): Promise<boolean> {
  const { rows } = await db.query<{ empty: boolean }>('SELECT NOT EXISTS (SELECT 1 FROM users) AS empty');
  return rows[0].empty;
}
