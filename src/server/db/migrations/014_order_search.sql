-- The search box's own tables (issue 14). A common surname matches about 4% of all orders, and the search counts
-- every match for 'Getoond a - b van total': found through the trigram index on orders, each match cost a read of
-- its wide row (about five rows per 8 kB page; 3,300 pages for one surname at 100,000 orders), which took the search
-- to 55 ms p95 on PostgreSQL and 134 ms on PGlite under load. The matches are now found, counted and ordered in
-- narrow tables, and only the page's orders are read. order_search holds each order's search text (~150 bytes a
-- row, about 50 per page) for any query; a query of letters alone uses the word tables further down instead.
-- Both keep the substring semantics of orders.search_text and hold only orders that are not deleted. They are kept
-- in step by statement triggers, so a bulk load adds its rows in one go; an edit that leaves the searched text, the
-- delivery date and the deleted mark as they were writes nothing here.
CREATE TABLE order_search (
  id             bigint PRIMARY KEY,         -- orders.id
  order_number   text NOT NULL,
  delivery_date  date NOT NULL,              -- the list's order: delivery date, then id
  search_text    text NOT NULL               -- orders.search_text (migration 003)
);

INSERT INTO order_search (id, order_number, delivery_date, search_text)
  SELECT id, order_number, delivery_date, search_text FROM orders WHERE deleted_at IS NULL;

CREATE INDEX order_search_trgm ON order_search USING gin (search_text gin_trgm_ops);
-- Order numbers by their start ('BLB12…'), which the trigram index cannot narrow down for one or two digits.
CREATE INDEX order_search_number ON order_search (order_number text_pattern_ops);
-- Replaced by order_search_trgm: it made every non-HOT update of an order write its trigrams again.
DROP INDEX orders_search_trgm;

-- A word search: a query of three or more letters (a surname, a city) occurs in the search text only inside one of its
-- words, taken as runs of the letters a-z ('anna.visser72@…' has 'anna', 'visser'), so the orders it finds are those
-- with a word that holds it. search_words lists every word there is (5,000 at 100,000 orders) with a trigram index to
-- find the few that hold the query; order_search_words lists each order's words in list order, so the matches are
-- counted and paged from that index alone, never reading a row (2.5 ms instead of 6 for a surname at 100,000 orders,
-- 32 instead of 175 at a million). Anything else (digits, a postcode, several words) uses order_search.
CREATE TABLE search_words (
  word  text PRIMARY KEY
);
CREATE INDEX search_words_trgm ON search_words USING gin (word gin_trgm_ops);

CREATE TABLE order_search_words (
  word           text NOT NULL,
  delivery_date  date NOT NULL,
  order_id       bigint NOT NULL,
  PRIMARY KEY (word, delivery_date, order_id)
);

-- Must agree with the word search in db/search-filter.ts. A word of one or two letters cannot hold a query of three,
-- so it is left out ('kk' of a postcode, an initial, 'de', 'nl'): 10 words an order instead of 13.5.
CREATE FUNCTION search_text_words(search_text text) RETURNS SETOF text LANGUAGE sql IMMUTABLE AS $$
  SELECT DISTINCT word FROM regexp_split_to_table(search_text, '[^a-z]+') word WHERE length(word) >= 3
$$;

INSERT INTO order_search_words (word, delivery_date, order_id)
  SELECT word, delivery_date, id FROM order_search, search_text_words(search_text) word;
INSERT INTO search_words (word) SELECT DISTINCT word FROM order_search_words;

CREATE FUNCTION order_search_after_change() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  changed bigint[];  -- UPDATE: the orders whose search text, delivery date or deleted mark changed
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
    DELETE FROM order_search_words w USING old_rows o, search_text_words(o.search_text) word
     WHERE (TG_OP = 'DELETE' OR o.id = ANY(changed))
       AND w.word = word.word AND w.delivery_date = o.delivery_date AND w.order_id = o.id;
  END IF;
  IF TG_OP <> 'DELETE' THEN
    INSERT INTO order_search (id, order_number, delivery_date, search_text)
      SELECT id, order_number, delivery_date, search_text FROM new_rows
       WHERE deleted_at IS NULL AND (TG_OP = 'INSERT' OR id = ANY(changed));
    WITH added AS (
      INSERT INTO order_search_words (word, delivery_date, order_id)
        SELECT word, n.delivery_date, n.id FROM new_rows n, search_text_words(n.search_text) word
         WHERE n.deleted_at IS NULL AND (TG_OP = 'INSERT' OR n.id = ANY(changed))
      RETURNING word
    )
    INSERT INTO search_words (word) SELECT DISTINCT word FROM added ON CONFLICT (word) DO NOTHING;
  END IF;
  RETURN NULL;
END
$$;

CREATE TRIGGER orders_search_insert AFTER INSERT ON orders
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION order_search_after_change();
CREATE TRIGGER orders_search_update AFTER UPDATE ON orders
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION order_search_after_change();
CREATE TRIGGER orders_search_delete AFTER DELETE ON orders
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION order_search_after_change();

-- Removing every order at once (seed --fresh) empties the search tables too; the words stay, as they always do.
CREATE FUNCTION order_search_after_truncate() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  TRUNCATE order_search, order_search_words;
  RETURN NULL;
END
$$;
CREATE TRIGGER orders_search_truncate AFTER TRUNCATE ON orders
  FOR EACH STATEMENT EXECUTE FUNCTION order_search_after_truncate();
