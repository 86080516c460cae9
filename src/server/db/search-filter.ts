/**
 * The orders the search box matches, as a relation `s` (id, delivery_date, rank) over the search tables of migration 014.
 * An order number matches exactly or by prefix, with or without its 'BLB', and any three or more of its digits match
 * anywhere in it ('984'); any text matches customer and recipient names, e-mail, delivery and customer city, and
 * both postcodes (written without spaces in search_text, so the query's postcode is too). One or two digits are
 * looked for only as the start of an order number or as an id: a trigram index cannot narrow down anything shorter
 * than three characters. A number ranks its matches (issue 21): rank 0 is the order with that number, 1 the numbers
 * ending in its digits, 2 anything else that holds them (a postcode, an e-mail address); the list orders by rank first.
 */
export function searchMatches(query: string, bind: (value: unknown) => string): string | null {
  const q = query.trim().toLowerCase();
  if (!q) return null;
  if (isWordQuery(q)) return wordMatches(bind(`%${q}%`));
  const orderNumber = /^(blb)?(\d{1,12})$/.exec(q);
  const digits = orderNumber?.[2];
  const parts: string[] = [];
  if (digits) {
    parts.push(`order_number LIKE ${bind(`BLB${digits}%`)}`);
    parts.push(`id = ${bind(Number(digits))}`);
  }
  const text = compactPostcode(q);
  const letterRuns = text.match(/[a-z]{3,}/g);
  if (!orderNumber && letterRuns) return textWithWordMatches(bind(text), bind(letterRuns));
  if (!orderNumber || (!orderNumber[1] && digits!.length >= 3)) {
    parts.push(`search_text LIKE ${bind(`%${escapeLike(text)}%`)}`);
  }
  const rank = digits ? numberRank(digits, bind) : '0';
  return `(SELECT id, delivery_date, ${rank} AS rank FROM order_search WHERE ${parts.join(' OR ')}) s`;
}

/**
 * 0 for the order numbered `digits` ('254', '0000254': BLB0000254), 1 for a number ending in them, else 2. It reads
 * only the order_search row the match already holds, so the ranking costs no index and no extra read.
 */
function numberRank(digits: string, bind: (value: unknown) => string): string {
  // ltrim strips the 'BLB' prefix and the leading zeros alike: 'BLB0000254' becomes '254'.
  return `CASE WHEN ltrim(order_number, 'BL0') = ${bind(digits.replace(/^0+/, ''))} THEN 0
               WHEN order_number LIKE ${bind(`%${digits}`)} THEN 1 ELSE 2 END`;
}

/** Letters alone occur only inside one word of the search text: its runs of a-z, as search_text_words splits it. */
const WORD_QUERY = /^[a-z]{3,}$/;

export const isWordQuery = (query: string) => WORD_QUERY.test(query.trim().toLowerCase());

/** The orders with a word holding the query, counted and paged from order_search_words' index alone. */
function wordMatches(pattern: string): string {
  return `(SELECT DISTINCT order_id AS id, delivery_date, 0 AS rank FROM order_search_words
            WHERE word = ANY(ARRAY(SELECT word FROM search_words WHERE word LIKE ${pattern}))) s`;
}

/**
 * The orders whose search text holds a text with three or more letters in a row beside other characters (an e-mail
 * address, 'van vliet'). Each such run of letters lies inside one word of every order that holds the text, so the
 * orders with a word holding the rarest run (by the counts search_words keeps) are the only candidates, and the text
 * is looked for in those alone (strpos, which the trigram index does not serve, so the planner cannot choose it). The
 * trigram index would intersect the postings of trigrams every order has ('exa', 'amp' of '.example'): 23 ms for one
 * e-mail address at 100,000 orders.
 */
function textWithWordMatches(text: string, letterRuns: string): string {
  const rarestRun = `(SELECT run FROM unnest(${letterRuns}::text[]) run ORDER BY
      (SELECT coalesce(sum(orders), 0) FROM search_words WHERE word LIKE '%' || run || '%'), length(run) DESC LIMIT 1)`;
  return `(SELECT id, delivery_date, 0 AS rank FROM order_search WHERE strpos(search_text, ${text}) > 0 AND id = ANY(ARRAY(
            SELECT order_id FROM order_search_words
             WHERE word = ANY(ARRAY(SELECT word FROM search_words WHERE word LIKE '%' || ${rarestRun} || '%'))))) s`;
}

/** '1037 kk' as search_text holds it: '1037kk'. */
function compactPostcode(q: string): string {
  return /^\d{4}\s+[a-z]{2}$/.test(q) ? q.replace(/\s+/, '') : q;
}

export function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (char) => `\\${char}`);
}
