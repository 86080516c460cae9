import type { TagRef } from '../../shared/domain/constants.ts';
import type { Db } from './database.ts';
import { queryPrepared } from './prepared.ts';
import { countedFolders, folderCondition } from './folder-filter.ts';
import { LIST_COLUMNS, pageWithTotal, type OrderRow } from './order-columns.ts';
import { isWordQuery, searchMatches } from './search-filter.ts';
import { digitSearchPage, isDigitQuery } from './digit-search.ts';
import { wordSearchPage } from './word-search.ts';

export interface ListQuery {
  tags: readonly TagRef[];
  q: string;
  page: number;
  pageSize: number;
  /** Today in Amsterdam, YYYY-MM-DD: the delivery-expired folder holds what was due before it. */
  today: string;
  /** Only these orders (a group of the day's plan); absent means no such limit. */
  ids?: readonly number[];
}

export interface ListResult {
  rows: OrderRow[];
  total: number;
  /** More than `total` orders match (a search past word-search.ts's bound). */
  totalIsLowerBound?: boolean;
}

/**
 * One page of the order list and the total it is a page of.
 * A folder view pages through its partial index alone (index-only) and fetches full rows for that page only;
 * its total comes from the counts the database keeps per folder. A search lists its matches newest first, an order
 * number's own order before them (search-filter.ts): a word search reads only as far as the page reaches in each
 * matching word's postings, its total kept with the words (word-search.ts); three or more digits are counted only as
 * far as that is the cheaper way, else the page is read in its own order (digit-search.ts); any other search finds,
 * counts and orders its matches in one pass over the narrow search table (migration 014). Both fetch full rows for their page only;
 * the wide rows of all matches are read only when a folder or a plan group narrows the search down.
 */
export async function listOrders(db: Db, query: ListQuery): Promise<ListResult> {
  const params: unknown[] = [];
  const bind = (value: unknown) => `$${params.push(value)}`;
  const conditions = ['o.deleted_at IS NULL'];
  const folder = folderCondition(query.tags, bind, query.today);
  if (folder) conditions.push(folder);
  if (query.ids) conditions.push(`o.id = ANY(${bind(query.ids)}::bigint[])`);
  const search = searchMatches(query.q, bind);
  // The search tables hold no deleted orders: a search alone needs nothing else.
  const searchOnly = search !== null && conditions.length === 1;
  if (searchOnly && isWordQuery(query.q)) return wordSearchPage(db, query.q.trim().toLowerCase(), query.page, query.pageSize);
  if (searchOnly && isDigitQuery(query.q)) return digitSearchPage(db, query.q.trim(), query.page, query.pageSize);
  const from = !search ? 'orders o' : searchOnly ? search : `${search} JOIN orders o ON o.id = s.id`;
  const where = searchOnly ? 'TRUE' : conditions.join(' AND ');
  const whereParams = [...params];
  const page = () => `LIMIT ${bind(query.pageSize)} OFFSET ${bind((query.page - 1) * query.pageSize)}`;

  if (search) {
    const { rows } = await db.query<OrderRow & { total: number }>(
      `WITH page AS (SELECT s.id, s.rank, count(*) OVER ()::int AS total FROM ${from} WHERE ${where}
                      ORDER BY s.rank, s.delivery_date DESC, s.id DESC ${page()})
       SELECT ${LIST_COLUMNS}, page.total FROM page JOIN orders o ON o.id = page.id LEFT JOIN tags t ON t.id = o.tag_id
        ORDER BY page.rank, o.delivery_date DESC, o.id DESC`,
      params,
    );
    // Past the last page the window has no row to carry the total on.
    return { rows, total: rows[0]?.total ?? (query.page > 1 ? await countRows(db, from, where, whereParams) : 0) };
  }
  // Named: a folder's text is one of a few, its page and total only parameters.
  const { rows } = await queryPrepared<OrderRow & { total: number }>(
    db,
    `WITH total AS (${totalQuery(query, where, bind)}),
          page AS (SELECT o.id FROM orders o WHERE ${where} ORDER BY o.delivery_date, o.id ${page()})
     ${pageWithTotal('delivery_date, id')}`,
    params,
  );
  return { rows: rows.filter((row) => row.id !== null), total: rows[0].total };
}

/** A folder view's size from the counts the database keeps where it has them, else counted. */
function totalQuery(query: ListQuery, where: string, bind: (value: unknown) => string): string {
  const folders = query.ids ? null : countedFolders(query.tags);
  if (!folders) return `SELECT count(*)::int AS total FROM orders o WHERE ${where}`;
  const kept = bind(folders === 'all' ? null : folders);
  return `SELECT coalesce(sum(count), 0)::int AS total FROM folder_counts WHERE ${kept}::text[] IS NULL OR folder = ANY(${kept})`;
}

async function countRows(db: Db, from: string, where: string, params: unknown[]): Promise<number> {
  const { rows } = await db.query<{ total: number }>(`SELECT count(*)::int AS total FROM ${from} WHERE ${where}`, params);
  return rows[0].total;
}
