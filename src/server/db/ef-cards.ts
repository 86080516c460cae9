import type { Db } from './database.ts';

/** Keeps an EF card under its id; the same id again (the same text) leaves the first row as it was. */
export async function saveEfCard(db: Db, card: { id: string; text: string; createdBy: string }): Promise<void> {
  await db.query('INSERT INTO ef_cards (id, text, created_by) VALUES ($1, $2, $3) ON CONFLICT (id) DO NOTHING', [
    card.id, card.text, card.createdBy,
  ]);
}

export async function findEfCardText(db: Db, id: string): Promise<string | undefined> {
  const { rows } = await db.query<{ text: string }>('SELECT text FROM ef_cards WHERE id = $1', [id]);
  return rows[0]?.text;
}
