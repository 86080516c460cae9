-- Search totals without counting (issue 26). A word search counted every match anew for 'Getoond a - b van total':
-- 'amsterdam' (a fifth of all orders) took 150-220 ms at 100,000 orders. search_words now keeps, per word, how many
-- orders hold it, written by the same statement trigger (so the same transaction) that writes order_search_words.
-- A query that only one word holds ('amsterdam', 'visser') reads its total here; a query held by several words
-- ('berg': 'berg', 'vandenberg', 'mariekevanderberg'…) counts its distinct orders, or says 'more than' past a bound
-- (db/word-search.ts).
ALTER TABLE search_words ADD COLUMN orders integer NOT NULL DEFAULT 0;
UPDATE search_words w SET orders = c.orders
  FROM (SELECT word, count(*)::int AS orders FROM order_search_words GROUP BY word) c WHERE c.word = w.word;

-- As migration 014's, but the words' counts change with their postings. An order's words are added and removed as a
-- net change per word, in word order: a change that only moves orders to another delivery date changes no count and
-- locks no word, and two transactions that change the same words lock them in the same order, never each other's
-- first.
CREATE OR REPLACE FUNCTION order_search_after_change() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  changed bigint[];       -- UPDATE: the orders whose search text, delivery date or deleted mark changed
  removed text[] := '{}';  -- a word per posting removed
  added text[] := '{}';    -- a word per posting added
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
  END IF;
  INSERT INTO search_words AS w (word, orders)
    SELECT word, sum(delta) FROM (SELECT unnest(added) AS word, 1 AS delta UNION ALL SELECT unnest(removed), -1) change
     GROUP BY word HAVING sum(delta) <> 0 ORDER BY word
  ON CONFLICT (word) DO UPDATE SET orders = w.orders + excluded.orders;
  RETURN NULL;
END
$$;

CREATE OR REPLACE FUNCTION order_search_after_truncate() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  TRUNCATE order_search, order_search_words;
  UPDATE search_words SET orders = 0 WHERE orders <> 0;
  RETURN NULL;
END
$$;
