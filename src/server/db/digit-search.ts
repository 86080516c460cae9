import type { Db } from './database.ts';
import { listedPage, type OrderRow } from './order-columns.ts';
import { queryPrepared } from './prepared.ts';
import { SEARCH_COUNT_BOUND, type SearchPage } from './word-search.ts';

/** Three or more digits alone: looked for anywhere in the search text (an order number's end, a postcode, …). */
const DIGIT_QUERY = /^\d{3,12}$/;

export const isDigitQuery = (query: string) => DIGIT_QUERY.test(query.trim());

/**
 * A page of the orders whose search text holds `digits` (a number starting with them among them) or whose id they are,
 * ranked as search-filter.ts ranks a number: its own order, the numbers ending in it, anything else, each newest
 * first; in one statement, whose page the database function digit_search_page (migration 028) reads:
 *
 * The order with that number and the other numbers ending in the digits fill the first pages: for three digits (a
 * thousandth of all orders end in them) newest first through the index on the last three digits, only as far as the
 * page reaches; for more, all of them through their reversed number. The rest are read only when the page reaches past
 * them, in one of two ways. Finding all M matches, ranking and counting them costs M row reads; reading along the list's order, newest
 * first, until the page is full costs about reach × orders / M. The two cost the same at M = √(reach × orders), so up
 * to 1,000 × √reach matches (7,071 for a first page: the balance at a million orders) all are read, and past it the
 * list's order is walked.
 *
 * Three digits have their total kept (migration 028): exact at any size, and M known before reading a match. Four or
 * more are counted up to that balance; past it the total is a lower bound ('meer dan 1.000'). '000' is in 10,698
 * orders at 100,000, '753' in some 40,000 at a million.
 */
export const countUpToFor = (reach: number) => Math.max(SEARCH_COUNT_BOUND, Math.round(1000 * Math.sqrt(reach)));

export async function digitSearchPage(
  db: Db,
  digits: string,
  page: number,
  pageSize: number,
  /** Read all matches up to this many (tests, whose few orders never make that the dearer way). */
  countUpTo = countUpToFor(page * pageSize),
): Promise<SearchPage> {
  const { rows } = await queryPrepared<OrderRow & { total: number | null }>(
    db,
    listedPage('digit_search_page($1, $2, $3, $4)'),
    [digits, page * pageSize, pageSize, countUpTo],
  );
  const total = rows[0].total;
  return {
    rows: rows.filter((row) => row.id !== null),
    total: total ?? Math.min(countUpTo, SEARCH_COUNT_BOUND),
    totalIsLowerBound: total === null,
  };
}
