import { createHash } from 'node:crypto';
import type pg from 'pg';
import type { Db } from './database.ts';

const names = new Map<string, string>();

/** feature_not_supported (a saved plan whose result changed), duplicate_prepared_statement. */
const RUN_UNNAMED = new Set(['0A000', '42P05']);

const nameOf = (text: string) => {
  let name = names.get(text);
  if (!name) {
    name = `p${createHash('sha1').update(text).digest('hex').slice(0, 20)}`;
    names.set(text, name);
  }
  return name;
};

/**
 * Runs a statement of fixed text that each connection parses and plans once, by a name derived from its text: the
 * reads every request makes (the session, a list page, a word search, an order's detail). On PGlite, one session for
 * all requests, that saved a third of an order's detail and half of the session lookup. Searches by other text stay
 * unnamed: their best plan depends on the text. Not for a transaction: a statement whose saved plan no longer fits
 * (another instance migrated a table it reads: 'cached plan must not change result type'), or whose name another
 * client of the same PGlite session took first, is run again unnamed.
 */
export async function queryPrepared<Row extends pg.QueryResultRow>(db: Db, text: string, values: unknown[]): Promise<pg.QueryResult<Row>> {
  try {
    return await db.query<Row>({ name: nameOf(text), text, values });
  } catch (error) {
    if (!RUN_UNNAMED.has((error as { code?: string }).code ?? '')) throw error;
    return db.query<Row>(text, values);
  }
}
