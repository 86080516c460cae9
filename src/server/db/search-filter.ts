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
  if (!orderNumber && isAddressText(text)) return addressMatches(bind(`${escapeLike(text)}%`));
  const runs = letterRunPatterns(text);
  if (!orderNumber && runs.length > 0) return textWithWordMatches(bind(text), bind(runs));
  if (!orderNumber || (!orderNumber[1] && digits!.length >= 3)) {
    parts.push(`search_text LIKE ${bind(`%${escapeLike(text)}%`)}`);
  }
  const rank = digits ? numberRank(digits, bind) : '0';
  return `(SELECT id, delivery_date, ${rank} AS rank FROM order_search WHERE ${parts.join(' OR ')}) s`;
}

/**
 * 0 for the order numbered `digits` ('254', '0000254': BLB0000254), 1 for a number ending in them, else 2
 * (order_number_rank, migration 028). It reads only the order_search row the match already holds, so the ranking
 * costs no index and no extra read.
 */
export function numberRank(digits: string, bind: (value: unknown) => string): string {
  return `order_number_rank(order_number, ${bind(digits)})`;
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
 * Each run of three or more letters of the text as a LIKE pattern of the words that can hold it. The text's other
 * characters split the search text's words as they split its runs, so a run with such a character before it starts
 * its word, and one with such a character after it ends it: in 'peter.schouten@kpnmail.example', 'schouten' is a whole
 * word and 'peter' a word's end. At a million orders that is 17,992 orders for 'peter' where '%peter%' had 58,896.
 */
function letterRunPatterns(text: string): string[] {
  return [...text.matchAll(/[a-z]{3,}/g)].map(({ 0: run, index }) =>
    `${index === 0 ? '%' : ''}${run}${index + run.length === text.length ? '%' : ''}`);
}

/**
 * A second run of letters narrows the candidates when its words are in at most this many times as many orders as the
 * rarest run's: reading its postings then costs less than the search-text checks it saves.
 */
const SECOND_RUN_RATIO = 10;

/**
 * The orders whose search text holds a text with three or more letters in a row beside other characters (an e-mail
 * address, 'van vliet'). Each such run of letters lies inside one word of every order that holds the text, so only
 * orders with a word holding the rarest run (by the counts search_words keeps) can match, and, when the second-rarest
 * run is not much more common, with a word holding that one too; the text is looked for in those alone (strpos,
 * which the trigram index does not serve, so the planner cannot choose it). The trigram index would intersect the
 * postings of trigrams every order has ('exa', 'amp' of '.example'): 23 ms for one e-mail address at 100,000 orders.
 * The second run matters for an address of common words: 'c.visser@hotmail.example' checked the 3,584 orders of
 * 'visser' (17 ms at 100,000 orders); with 'hotmail' they are a few hundred.
 */
function textWithWordMatches(text: string, runPatterns: string): string {
  const runs = `SELECT run, (SELECT coalesce(sum(orders), 0) FROM search_words WHERE word LIKE run) AS orders
                  FROM unnest(${runPatterns}::text[]) run`;
  const rarestTwo = `SELECT run, orders, row_number() OVER (ORDER BY orders, length(run) DESC, run) AS place FROM (${runs}) r
                      ORDER BY place LIMIT 2`;
  const postingsOf = (run: string) => `SELECT order_id FROM order_search_words
      WHERE word = ANY(ARRAY(SELECT word FROM search_words WHERE word LIKE (${run})))`;
  const second = `SELECT run FROM rarest WHERE place = 2
                     AND orders <= (SELECT orders FROM rarest WHERE place = 1) * ${SECOND_RUN_RATIO}`;
  const candidates = `${postingsOf('SELECT run FROM rarest WHERE place = 1')}
      AND (NOT EXISTS (${second}) OR order_id IN (${postingsOf(second)}))`;
  return `(WITH rarest AS MATERIALIZED (${rarestTwo})
           SELECT id, delivery_date, 0 AS rank FROM order_search
            WHERE strpos(search_text, ${text}) > 0 AND id = ANY(ARRAY(${candidates}))) s`;
}

/** As long as migration 027 keeps the suffixes: up to there a text is a prefix of a kept suffix when it is of the whole. */
const ADDRESS_SUFFIX_CHARS = 254;

/**
 * A text with an '@' and no space ('c.visser@hotmail.example', 'isser@hot') lies inside one token of the search text
 * that has an '@', which migration 027 keeps every suffix of. (JavaScript counts a character beyond the BMP as two, so
 * a text within the limit here is within it in the database too.)
 */
const isAddressText = (text: string) => text.includes('@') && !/\s/.test(text) && text.length <= ADDRESS_SUFFIX_CHARS;

/**
 * The orders with a kept suffix that starts with the text: one range of one B-tree, however common its words. The ids
 * are gathered first (an array, as textWithWordMatches does): the planner guesses thousands of suffixes for a prefix
 * that has a hundred and would scan every order to join them ('isser@hotmail.exa', 26 ms instead of 2 at 100,000).
 */
function addressMatches(prefixPattern: string): string {
  return `(SELECT id, delivery_date, 0 AS rank FROM order_search
            WHERE id = ANY(ARRAY(SELECT order_id FROM order_search_at_suffixes WHERE suffix LIKE ${prefixPattern}))) s`;
}

/** '1037 kk' as search_text holds it: '1037kk'. */
function compactPostcode(q: string): string {
  return /^\d{4}\s+[a-z]{2}$/.test(q) ? q.replace(/\s+/, '') : q;
}

export function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (char) => `\\${char}`);
}
