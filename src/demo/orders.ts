// Demo orders written in large batches (100,000 orders take seconds, not minutes).
import { amsterdamToday } from '../shared/domain/dates.ts';
import type { Db } from '../server/db/database.ts';
import { analyzeOrderTables, insertOrderBatch, reserveOrderIds } from '../server/db/order-batches.ts';
import { generateOrders } from './order-generator.ts';

const BATCH_SIZE = 2_000;

/**
 * Writes `count` demo orders after the highest order id, in batches of one statement each.
 * The ids are taken from the `order_ids` sequence first, so orders created meanwhile get other ids.
 */
export async function seedOrders(
  db: Db,
  options: { count: number; seed?: number; today?: string },
): Promise<{ count: number; ms: number }> {
  const started = performance.now();
  // A given day gives the same orders every time; without one, the history ends now.
  const today = options.today ?? amsterdamToday();
  const now = options.today ? undefined : Date.now();
  const firstId = await reserveOrderIds(db, options.count);
  const seed = options.seed ?? firstId;
  let writing = Promise.resolve();
  for (let done = 0; done < options.count; done += BATCH_SIZE) {
    // The next batch is generated while the database stores the previous one.
    const count = Math.min(BATCH_SIZE, options.count - done);
    const batch = generateOrders({ count, seed: seed + done, today, firstId: firstId + done, now });
    await writing;
    writing = insertOrderBatch(db, batch);
  }
  await writing;
  await analyzeOrderTables(db);
  // The search tables too (migration 014): until then every search scans the trigram index's pending entries (and
  // the planner, counting them, reads the whole table instead: 27 ms instead of 7 at 100,000 orders), and a word
  // search, finding no page marked all-visible, reads a row per match instead of its index alone.
  await db.query('VACUUM (ANALYZE) order_search, order_search_words, search_words');
  return { count: options.count, ms: Math.round(performance.now() - started) };
}
