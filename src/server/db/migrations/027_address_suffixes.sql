-- An e-mail address typed or pasted whole (issue 26). Such a text was looked for in the orders holding its rarest run
-- of letters: 'c.visser@hotmail.example' read the postings of 'visser' and 'hotmail', 35,000 and 100,000 orders at a
-- million, for 139 ms p95 at ten connections. A text with an '@' and no space lies inside one space-separated token of
-- the search text, and that token holds an '@' at or after where the text starts in it: so the token's suffix from
-- there starts with the text. Every such suffix of every token with an '@' (about 13 per order: each start up to the
-- token's last '@') is kept here, and the text is a prefix looked up in one B-tree. Exact, as strpos is: the sync test
-- (orders-search-sync.test.ts) compares both, and checks this table against the orders after every change.
-- Suffixes are cut at 254 characters (an e-mail address's longest): a text of up to 254 is a prefix of the cut suffix
-- exactly when it is one of the whole; a longer text is looked for as before (search-filter.ts).
CREATE FUNCTION search_text_at_suffixes(search_text text) RETURNS SETOF text LANGUAGE sql IMMUTABLE AS $$
  SELECT DISTINCT left(substr(token, start), 254)
    FROM regexp_split_to_table(search_text, '\s+') token,
         generate_series(1, length(token) - strpos(reverse(token), '@') + 1) start
   WHERE strpos(token, '@') > 0
$$;

CREATE TABLE order_search_at_suffixes (
  suffix    text NOT NULL,
  order_id  bigint NOT NULL
);

INSERT INTO order_search_at_suffixes (suffix, order_id)
  SELECT s.suffix, o.id FROM order_search o, search_text_at_suffixes(o.search_text) AS s(suffix);

-- text_pattern_ops: a LIKE 'text%' is a range of this index whatever the database's collation.
CREATE UNIQUE INDEX order_search_at_suffixes_key ON order_search_at_suffixes (suffix text_pattern_ops, order_id);

-- Kept by order_search's own changes, in the same statement and transaction: the orders' trigger (migrations 014 and
-- 025) deletes and inserts an order's row there whenever its search text changes.
CREATE FUNCTION order_search_at_suffixes_after_change() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  -- An order's own suffixes, worked out again, as the key's first column: joined to the function's rows instead, the
  -- planner guessed 34,800 of them and probed the key by order id alone, reading all of it for every order (86 s for
  -- 2,000 orders changed at 100,000; this way 0.6 s).
  IF TG_OP <> 'INSERT' THEN
    DELETE FROM order_search_at_suffixes x USING old_rows o
     WHERE x.order_id = o.id AND x.suffix = ANY(ARRAY(SELECT search_text_at_suffixes(o.search_text)));
  END IF;
  IF TG_OP <> 'DELETE' THEN
    INSERT INTO order_search_at_suffixes (suffix, order_id)
      SELECT s.suffix, n.id FROM new_rows n, search_text_at_suffixes(n.search_text) AS s(suffix);
  END IF;
  RETURN NULL;
END
$$;

CREATE TRIGGER order_search_at_suffixes_insert AFTER INSERT ON order_search
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION order_search_at_suffixes_after_change();
CREATE TRIGGER order_search_at_suffixes_update AFTER UPDATE ON order_search
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION order_search_at_suffixes_after_change();
CREATE TRIGGER order_search_at_suffixes_delete AFTER DELETE ON order_search
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION order_search_at_suffixes_after_change();

CREATE FUNCTION order_search_at_suffixes_after_truncate() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  TRUNCATE order_search_at_suffixes;
  RETURN NULL;
END
$$;
CREATE TRIGGER order_search_at_suffixes_truncate AFTER TRUNCATE ON order_search
  FOR EACH STATEMENT EXECUTE FUNCTION order_search_at_suffixes_after_truncate();
