-- The dashboard's statistics (issue 13). Counted from the orders on every call, a month of a busy shop (nearly
-- all of 100,000 orders) took 120–330 ms per statistic on PGlite and 180–620 ms on PostgreSQL (p50, npm run
-- bench:admin), over the 100 ms budget. Like folder_counts (002)
-- the database keeps the figures per day itself, by statement triggers with transition tables, so a statistic
-- reads a few rows per day: a bulk load adds its figures in one go, and an edit that changes none of the counted
-- columns (a comment, a card text) writes nothing here.

CREATE TABLE order_day_counts (
  measure  text NOT NULL CHECK (measure IN ('ordered', 'carrier', 'folder')),
  day      date NOT NULL,   -- 'ordered': the order date as a Europe/Amsterdam day; else the delivery date
  key      text NOT NULL,   -- 'ordered': ''; 'carrier': the active transporter or '' for none; 'folder': order_folder()
  orders   bigint NOT NULL DEFAULT 0,
  revenue  numeric(14,2) NOT NULL DEFAULT 0,  -- 'ordered' only: the totals including VAT
  PRIMARY KEY (measure, day, key)
);

-- What one order row adds to the counts (sign 1) or takes from them (sign -1); a deleted order counts nowhere.
CREATE TYPE order_day_figure AS (measure text, day date, key text, orders integer, revenue numeric);
CREATE FUNCTION order_day_figures(sign integer, deleted_at timestamptz, order_date timestamptz, delivery_date date,
                                  active_transporter text, tag_id bigint, treatment text, total_in numeric)
  RETURNS SETOF order_day_figure LANGUAGE sql STABLE AS $$
    SELECT measure, day, key, orders, revenue FROM (VALUES
      ('ordered', (order_date AT TIME ZONE 'Europe/Amsterdam')::date, '', sign, sign * total_in),
      ('carrier', delivery_date, coalesce(active_transporter, ''), sign, 0),
      ('folder', delivery_date, order_folder(tag_id, treatment, deleted_at), sign, 0)
    ) figures (measure, day, key, orders, revenue) WHERE deleted_at IS NULL
  $$;

CREATE FUNCTION order_day_counts_after_change() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  figures order_day_figure[] := '{}';
BEGIN
  IF TG_OP <> 'DELETE' THEN
    figures := figures || ARRAY(SELECT f FROM new_rows r, order_day_figures(1, r.deleted_at, r.order_date,
                                  r.delivery_date, r.active_transporter, r.tag_id, r.treatment, r.total_in) f);
  END IF;
  IF TG_OP <> 'INSERT' THEN
    figures := figures || ARRAY(SELECT f FROM old_rows r, order_day_figures(-1, r.deleted_at, r.order_date,
                                  r.delivery_date, r.active_transporter, r.tag_id, r.treatment, r.total_in) f);
  END IF;
  INSERT INTO order_day_counts AS c (measure, day, key, orders, revenue)
    SELECT f.measure, f.day, f.key, sum(f.orders), sum(f.revenue) FROM unnest(figures) f
     GROUP BY f.measure, f.day, f.key HAVING sum(f.orders) <> 0 OR sum(f.revenue) <> 0
  ON CONFLICT (measure, day, key)
    DO UPDATE SET orders = c.orders + excluded.orders, revenue = c.revenue + excluded.revenue;
  RETURN NULL;
END
$$;

CREATE TRIGGER orders_day_counts_insert AFTER INSERT ON orders
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION order_day_counts_after_change();
CREATE TRIGGER orders_day_counts_update AFTER UPDATE ON orders
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION order_day_counts_after_change();
CREATE TRIGGER orders_day_counts_delete AFTER DELETE ON orders
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION order_day_counts_after_change();

INSERT INTO order_day_counts (measure, day, key, orders, revenue)
  SELECT f.measure, f.day, f.key, sum(f.orders), sum(f.revenue)
    FROM orders r, order_day_figures(1, r.deleted_at, r.order_date, r.delivery_date, r.active_transporter, r.tag_id,
                                     r.treatment, r.total_in) f
   GROUP BY f.measure, f.day, f.key;

-- Delivered parcels per delivery date for 'Op tijd bezorgd', which looks up each one's shipment.
CREATE INDEX orders_delivered ON orders (delivery_date, id)
  WHERE deleted_at IS NULL AND tracking_state IN ('bezorgd', 'bij_de_buren');
