import type { Db } from './database.ts';

export interface TagCount {
  id: number;
  title: string;
  count: number;
}

/** Numeric folders with the number of (not deleted) orders in each, optionally filtered by title. */
export async function listTags(db: Db, q: string): Promise<TagCount[]> {
  const { rows } = await db.query<TagCount>(
    `SELECT t.id, t.title, coalesce(c.count, 0)::int AS count
       FROM tags t LEFT JOIN folder_counts c ON c.folder = t.id::text
      WHERE $1 = '' OR t.title ILIKE '%' || $1 || '%'
      ORDER BY t.title`,
    [q],
  );
  return rows;
}

export async function findTag(db: Db, id: number): Promise<TagCount | undefined> {
  const { rows } = await db.query<TagCount>(
    `SELECT t.id, t.title, coalesce(c.count, 0)::int AS count
       FROM tags t LEFT JOIN folder_counts c ON c.folder = t.id::text WHERE t.id = $1`,
    [id],
  );
  return rows[0];
}

export async function createTag(db: Db, title: string): Promise<TagCount | undefined> {
  const { rows } = await db.query<TagCount>(
    `INSERT INTO tags (id, title) VALUES (nextval('tag_ids'), $1) ON CONFLICT DO NOTHING
     RETURNING id, title, 0 AS count`,
    [title],
  );
  return rows[0];
}

export async function renameTag(db: Db, id: number, title: string): Promise<'renamed' | 'missing' | 'duplicate'> {
  const { rows } = await db.query<{ id: number }>(
    `UPDATE tags SET title = $2 WHERE id = $1
       AND NOT EXISTS (SELECT 1 FROM tags other WHERE lower(other.title) = lower($2) AND other.id <> $1)
     RETURNING id`,
    [id, title],
  );
  if (rows.length) return 'renamed';
  return (await findTag(db, id)) ? 'duplicate' : 'missing';
}

/** Deletes an empty folder; the count is checked in the same statement so no order can slip in between. */
export async function deleteEmptyTag(db: Db, id: number): Promise<boolean> {
  const { rowCount } = await db.query(
    `DELETE FROM tags t WHERE t.id = $1
       AND NOT EXISTS (SELECT 1 FROM orders o WHERE o.tag_id = t.id AND o.deleted_at IS NULL)`,
    [id],
  );
  return rowCount === 1;
}
