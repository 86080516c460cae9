-- The search box's own narrow table (issue 14). A common surname matches about 4% of all orders, and the search
-- counts every match for 'Getoond a - b van total': found through the trigram index on orders, each match cost a
-- read of its wide row (about five rows per 8 kB page; 3,300 pages for one surname at 100,000 orders), which took
-- the search to 55 ms p95 on PostgreSQL and 134 ms on PGlite under load. Here a match costs a read of a ~150-byte row
-- of this table instead (about 50 per page), so a search finds, counts and orders its matches in this table alone
-- and fetches only its page's orders. It keeps the substring semantics of orders.search_text (a word index would
-- miss 'visser' inside 'annavisser72@…') and holds only orders that are not deleted.
-- Kept in step by statement triggers, so a bulk load adds its rows in one go; an edit that leaves the searched
-- text, the delivery date and the deleted mark as they were writes nothing here.
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

CREATE FUNCTION order_search_after_change() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    INSERT INTO order_search (id, order_number, delivery_date, search_text)
      SELECT id, order_number, delivery_date, search_text FROM new_rows WHERE deleted_at IS NULL;
  ELSIF TG_OP = 'UPDATE' THEN
    DELETE FROM order_search s USING new_rows n WHERE s.id = n.id AND n.deleted_at IS NOT NULL;
    INSERT INTO order_search (id, order_number, delivery_date, search_text)
      SELECT id, order_number, delivery_date, search_text FROM new_rows n
       WHERE deleted_at IS NULL AND NOT EXISTS (
         SELECT FROM order_search s WHERE s.id = n.id AND s.order_number = n.order_number
            AND s.delivery_date = n.delivery_date AND s.search_text = n.search_text)
    ON CONFLICT (id) DO UPDATE SET order_number = excluded.order_number, delivery_date = excluded.delivery_date,
                                   search_text = excluded.search_text;
  ELSE
    DELETE FROM order_search s USING old_rows o WHERE s.id = o.id;
  END IF;
  RETURN NULL;
END
$$;

CREATE TRIGGER orders_search_insert AFTER INSERT ON orders
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION order_search_after_change();
CREATE TRIGGER orders_search_update AFTER UPDATE ON orders
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION order_search_after_change();
CREATE TRIGGER orders_search_delete AFTER DELETE ON orders
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION order_search_after_change();
