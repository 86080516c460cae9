-- Three digits ('254') counted without counting (issue 26). Three digits occur in the search text only inside a run
-- of digits, so the orders holding them are those with that run of three among their digits' 3-grams. Finding and
-- counting them read every match (1,700 at 100,000 orders: 52 ms p95 at ten connections), and past 7,000 matches
-- the total was only 'meer dan 1.000'. search_digit_grams keeps, per 3-gram of digits, how many orders hold it,
-- written by the orders' statement trigger in the same transaction as their search rows: the total of a three-digit
-- search is one row, exact at any size, and its page is read in its own order (digit-search.ts).
CREATE FUNCTION search_text_digit_grams(search_text text) RETURNS SETOF text LANGUAGE sql IMMUTABLE AS $$
  SELECT DISTINCT substr(run, start, 3)
    FROM regexp_split_to_table(search_text, '[^0-9]+') run, generate_series(1, length(run) - 2) start
$$;

CREATE TABLE search_digit_grams (
  gram    text PRIMARY KEY,
  orders  integer NOT NULL
);

INSERT INTO search_digit_grams (gram, orders)
  SELECT gram, count(*) FROM order_search, search_text_digit_grams(search_text) gram GROUP BY gram;

-- The numbers ending in three digits, newest first: at a million orders a thousand of them end in any three digits,
-- and a first page needs fifty.
CREATE INDEX order_search_number_last3 ON order_search (right(order_number, 3), delivery_date, id);

-- As migration 025's, with the digit grams' counts beside the words'. Both are changed as one net change per word
-- or gram, in order, after the search rows: a change that only moves orders to another delivery date locks neither,
-- and two transactions lock the rows they share in the same order (words, then grams), never each other's first.
CREATE OR REPLACE FUNCTION order_search_after_change() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  changed bigint[];              -- UPDATE: the orders whose search text, delivery date or deleted mark changed
  removed text[] := '{}';        -- a word per posting removed
  added text[] := '{}';          -- a word per posting added
  removed_grams text[] := '{}';  -- a digit gram per order that no longer counts
  added_grams text[] := '{}';    -- a digit gram per order that now counts
BEGIN
  IF TG_OP = 'UPDATE' THEN
    changed := ARRAY(SELECT n.id FROM new_rows n JOIN old_rows o USING (id)
                      WHERE (n.search_text, n.delivery_date, n.deleted_at IS NULL)
                            IS DISTINCT FROM (o.search_text, o.delivery_date, o.deleted_at IS NULL));
    IF changed = '{}' THEN
      RETURN NULL;
    END IF;
  END IF;
  IF TG_OP <> 'INSERT' THEN
    DELETE FROM order_search s USING old_rows o WHERE s.id = o.id AND (TG_OP = 'DELETE' OR o.id = ANY(changed));
    WITH posting AS (
      DELETE FROM order_search_words w USING old_rows o, search_text_words(o.search_text) word
       WHERE (TG_OP = 'DELETE' OR o.id = ANY(changed))
         AND w.word = word.word AND w.delivery_date = o.delivery_date AND w.order_id = o.id
      RETURNING w.word
    )
    SELECT coalesce(array_agg(word), '{}') INTO removed FROM posting;
    removed_grams := ARRAY(SELECT gram FROM old_rows o, search_text_digit_grams(o.search_text) gram
                            WHERE o.deleted_at IS NULL AND (TG_OP = 'DELETE' OR o.id = ANY(changed)));
  END IF;
  IF TG_OP <> 'DELETE' THEN
    INSERT INTO order_search (id, order_number, delivery_date, search_text)
      SELECT id, order_number, delivery_date, search_text FROM new_rows
       WHERE deleted_at IS NULL AND (TG_OP = 'INSERT' OR id = ANY(changed));
    WITH posting AS (
      INSERT INTO order_search_words (word, delivery_date, order_id)
        SELECT word, n.delivery_date, n.id FROM new_rows n, search_text_words(n.search_text) word
         WHERE n.deleted_at IS NULL AND (TG_OP = 'INSERT' OR n.id = ANY(changed))
      RETURNING word
    )
    SELECT coalesce(array_agg(word), '{}') INTO added FROM posting;
    added_grams := ARRAY(SELECT gram FROM new_rows n, search_text_digit_grams(n.search_text) gram
                          WHERE n.deleted_at IS NULL AND (TG_OP = 'INSERT' OR n.id = ANY(changed)));
  END IF;
  INSERT INTO search_words AS w (word, orders)
    SELECT word, sum(delta) FROM (SELECT unnest(added) AS word, 1 AS delta UNION ALL SELECT unnest(removed), -1) change
     GROUP BY word HAVING sum(delta) <> 0 ORDER BY word
  ON CONFLICT (word) DO UPDATE SET orders = w.orders + excluded.orders;
  INSERT INTO search_digit_grams AS g (gram, orders)
    SELECT gram, sum(delta) FROM (SELECT unnest(added_grams) AS gram, 1 AS delta UNION ALL SELECT unnest(removed_grams), -1) change
     GROUP BY gram HAVING sum(delta) <> 0 ORDER BY gram
  ON CONFLICT (gram) DO UPDATE SET orders = g.orders + excluded.orders;
  RETURN NULL;
END
$$;

CREATE OR REPLACE FUNCTION order_search_after_truncate() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  TRUNCATE order_search, order_search_words;
  UPDATE search_words SET orders = 0 WHERE orders <> 0;
  UPDATE search_digit_grams SET orders = 0 WHERE orders <> 0;
  RETURN NULL;
END
$$;

-- How a number ranks the orders it finds (search-filter.ts): 0 for the order with that number ('254' and '0000254' are
-- BLB0000254: ltrim strips the 'BLB' and the leading zeros alike), 1 for a number ending in its digits, else 2.
CREATE FUNCTION order_number_rank(order_number text, digits text) RETURNS integer LANGUAGE sql IMMUTABLE AS $$
  SELECT CASE WHEN ltrim(order_number, 'BL0') = ltrim(digits, '0') THEN 0 WHEN order_number LIKE '%' || digits THEN 1 ELSE 2 END
$$;

-- A page of a search for three or more digits (db/digit-search.ts says how it is read), as the ids of its orders in
-- the list's order, and the total: exact, or NULL for 'more than'. A function of its own for one reason:
-- each step's plan is made once per connection and kept (plan_cache_mode), where a statement from the client was
-- planned anew for every search. Planning was more than half its time (0.5-0.8 ms of 1.1-1.3 at 100,000 orders),
-- and every step chooses its way by the values it is given, not by its plan.
CREATE FUNCTION digit_search_page(digits text, reach integer, page_size integer, read_up_to integer,
                                  OUT ids bigint[], OUT total integer)
  LANGUAGE plpgsql STABLE SET plan_cache_mode = force_generic_plan AS $$
DECLARE
  -- The numbers ending in the digits: their reversed numbers start with the reversed digits, a range of the index
  -- on them (migration 026). One digit above the last is ':'.
  ends_from text := reverse(digits);
  ends_before text := left(ends_from, -1) || chr(ascii(right(ends_from, 1)) + 1);
  kept boolean := length(digits) = 3;
  held integer;      -- the orders whose search text holds the digits; when not kept, counted up to read_up_to + 1
  hits bigint[];     -- when not kept, those orders (up to read_up_to + 1 of them)
  many boolean;      -- more of them than it pays to read: walk the list's order instead
  by_id bigint;      -- the order whose id the digits are, when its search text does not hold them
  rest bigint[] := '{}';  -- the other matches (rank 2) the page reaches, newest first
BEGIN
  IF kept THEN
    held := coalesce((SELECT g.orders FROM search_digit_grams g WHERE g.gram = digits), 0);
  ELSE
    hits := ARRAY(SELECT s.id FROM order_search s WHERE s.search_text LIKE '%' || digits || '%' LIMIT read_up_to + 1);
    held := cardinality(hits);
  END IF;
  many := held > read_up_to;
  by_id := (SELECT s.id FROM order_search s WHERE s.id = digits::bigint AND strpos(s.search_text, digits) = 0);
  total := CASE WHEN kept OR NOT many THEN held + (by_id IS NOT NULL)::int END;

  -- Ranks 0 and 1, before every other match: when they are fewer than the page reaches, all of them.
  IF kept THEN
    -- The order numbered by the digits ('BLB0000254'), then the other numbers ending in them, only as far as the
    -- page reaches.
    ids := ARRAY(SELECT s.id FROM order_search s
                  WHERE s.order_number = ANY(ARRAY(SELECT 'BLB' || repeat('0', n) || ltrim(digits, '0') FROM generate_series(0, 9) n))
                  ORDER BY s.delivery_date DESC, s.id DESC);
    ids := ids || ARRAY(SELECT s.id FROM order_search s WHERE right(s.order_number, 3) = digits AND s.id <> ALL(ids)
                         ORDER BY s.delivery_date DESC, s.id DESC LIMIT reach);
  ELSE
    SELECT coalesce(array_agg(e.id ORDER BY e.rank, e.delivery_date DESC, e.id DESC), '{}') INTO ids
      FROM (SELECT s.id, s.delivery_date, order_number_rank(s.order_number, digits) AS rank FROM order_search s
             WHERE reverse(s.order_number) ~>=~ ends_from AND reverse(s.order_number) ~<~ ends_before) e;
  END IF;
  -- The rest, when the page reaches past them.
  IF cardinality(ids) >= reach THEN
    NULL;
  ELSIF many THEN
    rest := ARRAY(SELECT s.id FROM order_search s
                   WHERE (strpos(s.search_text, digits) > 0 OR s.id = by_id) AND reverse(s.order_number) NOT LIKE ends_from || '%'
                   ORDER BY s.delivery_date DESC, s.id DESC LIMIT reach - cardinality(ids));
  ELSIF kept THEN
    rest := ARRAY(SELECT s.id FROM order_search s
                   WHERE (s.search_text LIKE '%' || digits || '%' OR s.id = by_id) AND reverse(s.order_number) NOT LIKE ends_from || '%'
                   ORDER BY s.delivery_date DESC, s.id DESC LIMIT reach - cardinality(ids));
  ELSE
    rest := ARRAY(SELECT s.id FROM order_search s
                   WHERE s.id = ANY(hits || by_id) AND reverse(s.order_number) NOT LIKE ends_from || '%'
                   ORDER BY s.delivery_date DESC, s.id DESC LIMIT reach - cardinality(ids));
  END IF;
  ids := (ids || rest)[reach - page_size + 1 : reach];
END
$$;
