import type { Db } from './database.ts';
import { LIST_COLUMNS, type OrderRow } from './order-columns.ts';
import { escapeLike, numberRank } from './search-filter.ts';
import { SEARCH_COUNT_BOUND, type SearchPage } from './word-search.ts';

/** Three or more digits alone: looked for anywhere in the search text (an order number's end, a postcode, …). */
const DIGIT_QUERY = /^\d{3,12}$/;

export const isDigitQuery = (query: string) => DIGIT_QUERY.test(query.trim());

/**
 * A page of the orders whose search text holds `digits` (a number starting with them among them) or whose id they are,
 * ranked as search-filter.ts ranks a number: its own order, the numbers ending in it, anything else, each newest
 * first; in one statement.
 *
 * Finding all M matches, ranking and counting them costs M row reads. Reading the page in its own order instead costs
 * about reach × orders / M: the numbers ending in the digits through their reversed number, then the other matches
 * along the list's order, newest first, until the page is full. The two cost the same at M = √(reach × orders), so
 * the matches are counted up to 1,000 × √reach (7,071 for a first page: the balance at a million orders); up to there
 * they are ranked and counted exactly, past it the page is read in order and the total is a lower bound ('meer dan
 * 1.000'). '000' is in 10,698 orders at 100,000, '753' in some 40,000 at a million.
 */
export const countUpToFor = (reach: number) => Math.max(SEARCH_COUNT_BOUND, Math.round(1000 * Math.sqrt(reach)));

export async function digitSearchPage(
  db: Db,
  digits: string,
  page: number,
  pageSize: number,
  /** Count up to this many matches (tests, whose few orders never make counting the dearer way). */
  countUpTo = countUpToFor(page * pageSize),
): Promise<SearchPage> {
  const params: unknown[] = [];
  const bind = (value: unknown) => `$${params.push(value)}`;
  const reach = bind(page * pageSize);
  const size = bind(pageSize);
  const endsWith = bind(`${escapeLike([...digits].reverse().join(''))}%`);
  const id = bind(Number(digits));
  const contained = bind(digits);
  const many = '(SELECT many FROM counted)';
  const { rows } = await db.query<OrderRow & { rank: number; total: number | null }>(
    `WITH hits AS MATERIALIZED (
       SELECT id, delivery_date, order_number FROM order_search WHERE search_text LIKE ${bind(`%${escapeLike(digits)}%`)}
        LIMIT ${bind(countUpTo + 1)}
     ), counted AS MATERIALIZED (
       SELECT count(*) > ${bind(countUpTo)} AS many FROM hits
     ), matches AS MATERIALIZED (
       SELECT id, delivery_date, ${numberRank(digits, bind)} AS rank FROM (
         SELECT * FROM hits WHERE NOT ${many}
         UNION ALL
         SELECT id, delivery_date, order_number FROM order_search WHERE NOT ${many} AND id = ${id} AND strpos(search_text, ${contained}) = 0
       ) few
       UNION ALL
       SELECT id, delivery_date, ${numberRank(digits, bind)} FROM order_search WHERE ${many} AND reverse(order_number) LIKE ${endsWith}
       UNION ALL
       (SELECT id, delivery_date, 2 FROM order_search
         WHERE ${many} AND (strpos(search_text, ${contained}) > 0 OR id = ${id}) AND reverse(order_number) NOT LIKE ${endsWith}
         ORDER BY delivery_date DESC, id DESC LIMIT ${reach})
     ), total AS (
       SELECT CASE WHEN ${many} THEN NULL ELSE count(*)::int END AS total FROM matches
     ), page AS (
       SELECT id, rank FROM matches ORDER BY rank, delivery_date DESC, id DESC LIMIT ${size} OFFSET ${reach} - ${size}
     )
     SELECT found.*, total.total FROM total LEFT JOIN LATERAL (
       SELECT ${LIST_COLUMNS}, page.rank FROM page JOIN orders o ON o.id = page.id LEFT JOIN tags t ON t.id = o.tag_id
     ) found ON TRUE ORDER BY found.rank, found.delivery_date DESC, found.id DESC`,
    params,
  );
  const total = rows[0].total;
  return {
    rows: rows.filter((row) => row.id !== null),
    total: total ?? Math.min(countUpTo, SEARCH_COUNT_BOUND),
    totalIsLowerBound: total === null,
  };
}
