// What a backup needs to know of the schema it works in: its tables in an order that inserts every row after the
// rows it refers to, and per table the columns a restore may write (not the generated ones).
import type pg from 'pg';

type Queryable = Pick<pg.PoolClient, 'query'>;

export interface TableColumns {
  table: string;
  columns: string[];
}

/** Tables of the current schema, parents before children (by their foreign keys), each with its writable columns. */
export async function schemaTables(db: Queryable): Promise<TableColumns[]> {
  const { rows: tables } = await db.query<{ table: string; columns: string[] }>(
    `SELECT c.relname AS "table",
            array_agg(a.attname::text ORDER BY a.attnum) FILTER (WHERE a.attgenerated = '') AS columns
       FROM pg_class c
       JOIN pg_attribute a ON a.attrelid = c.oid AND a.attnum > 0 AND NOT a.attisdropped
      WHERE c.relnamespace = current_schema()::regnamespace AND c.relkind = 'r'
      GROUP BY c.relname`,
  );
  const { rows: references } = await db.query<{ child: string; parent: string }>(
    `SELECT DISTINCT child.relname AS child, parent.relname AS parent
       FROM pg_constraint k
       JOIN pg_class child ON child.oid = k.conrelid
       JOIN pg_class parent ON parent.oid = k.confrelid
      WHERE k.contype = 'f' AND k.connamespace = current_schema()::regnamespace AND child.oid <> parent.oid`,
  );
  return parentsFirst(tables.sort((a, b) => a.table.localeCompare(b.table)), references);
}

function parentsFirst(tables: TableColumns[], references: { child: string; parent: string }[]): TableColumns[] {
  const placed = new Set<string>();
  const ordered: TableColumns[] = [];
  while (ordered.length < tables.length) {
    const ready = tables.filter(({ table }) =>
      !placed.has(table) && references.every((reference) => reference.child !== table || placed.has(reference.parent)));
    if (ready.length === 0) throw new Error('De tabellen verwijzen in een kring naar elkaar');
    for (const table of ready) {
      placed.add(table.table);
      ordered.push(table);
    }
  }
  return ordered;
}
