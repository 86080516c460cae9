import type { Db } from './database.ts';
import { queryPrepared } from './prepared.ts';
import { pageWithTotal, type OrderRow } from './order-columns.ts';
import { escapeLike } from './search-filter.ts';

/**
 * Past this many matches a query held by several words is not counted: its total is shown as 'meer dan 1.000', 20
 * pages, past what anyone pages through rather than type more of the name. Counting 'heuvel' (inside 78 words of 3,500
 * orders at 100,000) was two thirds of its search. A query one word holds ('amsterdam') is always exact, from the
 * count search_words keeps (migration 025).
 */
export const SEARCH_COUNT_BOUND = 1_000;

export interface SearchPage {
  rows: OrderRow[];
  total: number;
  /** The total is a lower bound: more than `total` orders match. */
  totalIsLowerBound: boolean;
}

/**
 * A page of the orders with a word holding `query` (letters alone, see search-filter.ts), newest first, in one
 * statement. Each matching word's postings are read newest first, only as far as the page reaches, and merged; the
 * total is the one word's kept count, or the distinct orders of several words counted up to the bound. The cutoff
 * is the newest of the words' page-reach-th postings: that word alone has as many orders at least as new, so older
 * postings of any word cannot be on the page ('jong' is inside 82 words at a million orders: 3,300 postings read
 * without it, about 100 with it). Only words with that many orders have such a posting, as their kept count says: the
 * others are not looked into for it ('vos' is inside 80 words at 100,000 orders, one of them with 50 orders or more).
 */
export async function wordSearchPage(
  db: Db,
  query: string,
  page: number,
  pageSize: number,
  bound = SEARCH_COUNT_BOUND,
): Promise<SearchPage> {
  const reach = page * pageSize;
  const { rows } = await queryPrepared<OrderRow & { total: number | null }>(
    db,
    `WITH words AS MATERIALIZED (
       SELECT word, orders FROM search_words WHERE word LIKE $1 AND orders > 0
     ), total AS (
       SELECT CASE WHEN count(*) <= 1 THEN coalesce(sum(orders), 0)::int
                   WHEN max(orders) > $4 THEN NULL
                   ELSE (SELECT count(DISTINCT order_id)::int FROM order_search_words
                          WHERE word = ANY(ARRAY(SELECT word FROM words))) END AS total
         FROM words
     ), cutoff AS MATERIALIZED (
       SELECT nth.delivery_date, nth.order_id FROM (SELECT word FROM words WHERE orders >= $2) words, LATERAL (
         SELECT delivery_date, order_id FROM order_search_words p WHERE p.word = words.word
          ORDER BY delivery_date DESC, order_id DESC OFFSET $2 - 1 LIMIT 1) nth
        ORDER BY 1 DESC, 2 DESC LIMIT 1
     ), matches AS (
       SELECT DISTINCT posting.delivery_date, posting.order_id FROM words LEFT JOIN cutoff ON TRUE, LATERAL (
         SELECT delivery_date, order_id FROM order_search_words p WHERE p.word = words.word
            AND (p.delivery_date, p.order_id) >= (coalesce(cutoff.delivery_date, '-infinity'), coalesce(cutoff.order_id, 0))
          ORDER BY delivery_date DESC, order_id DESC LIMIT $2) posting
     ), page AS (
       SELECT order_id AS id, delivery_date FROM matches ORDER BY delivery_date DESC, order_id DESC LIMIT $3 OFFSET $2 - $3
     )
     ${pageWithTotal('delivery_date DESC, id DESC')}`,
    [`%${escapeLike(query)}%`, reach, pageSize, bound],
  );
  const total = rows[0].total;
  return {
    rows: rows.filter((row) => row.id !== null),
    total: total ?? bound,
    totalIsLowerBound: total === null,
  };
}
