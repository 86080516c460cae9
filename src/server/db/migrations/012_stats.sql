-- The dashboard's statistics (issue 13). Counted from the orders on every call, a month of a busy shop (nearly
-- all of 100,000 orders) took 120–330 ms per statistic on PGlite and 180–620 ms on PostgreSQL (p50, npm run
-- bench:admin), over the 100 ms budget. Like folder_counts (002) the database keeps the figures per day itself,
-- by statement triggers with transition tables, so a statistic reads a few rows per day: a bulk load adds its
-- figures in one go, and an edit that changes none of the counted columns (a comment, a card text) writes nothing.

-- 'Op tijd bezorgd' compares the delivery date with the day the carrier's delivered state reached the order. Looked
-- up in the shipments per call, that took 140–330 ms; the order keeps that day itself instead (set by a row trigger
-- when the tracking writes a delivered state, kept while it stays delivered), so it can be counted with the rest.
ALTER TABLE orders ADD COLUMN delivered_on date;

CREATE FUNCTION orders_delivered_on() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NEW.transport -> NEW.active_transporter ->> 'trackingState' IN ('bezorgd', 'bij_de_buren') THEN
    NEW.delivered_on := coalesce(NEW.delivered_on, (now() AT TIME ZONE 'Europe/Amsterdam')::date);
  ELSE
    NEW.delivered_on := NULL;
  END IF;
  RETURN NEW;
END
$$;
CREATE TRIGGER orders_delivered_on BEFORE INSERT OR UPDATE ON orders
  FOR EACH ROW EXECUTE FUNCTION orders_delivered_on();

UPDATE orders o SET delivered_on = (SELECT (s.checked_at AT TIME ZONE 'Europe/Amsterdam')::date FROM shipments s
                                     WHERE s.order_id = o.id AND s.carrier = o.active_transporter
                                     ORDER BY s.id DESC LIMIT 1)
 WHERE o.tracking_state IN ('bezorgd', 'bij_de_buren');

CREATE TABLE order_day_counts (
  measure  text NOT NULL CHECK (measure IN ('ordered', 'carrier', 'folder', 'delivered')),
  day      date NOT NULL,   -- 'ordered': the order date as a Europe/Amsterdam day; else the delivery date
  -- 'ordered': ''; 'carrier': the active transporter or '' for none; 'folder': order_folder();
  -- 'delivered': 'on-time' (delivered_on on or before the delivery date) or 'late'
  key      text NOT NULL,
  orders   bigint NOT NULL DEFAULT 0,
  revenue  numeric(14,2) NOT NULL DEFAULT 0,  -- 'ordered' only: the totals including VAT
  PRIMARY KEY (measure, day, key)
);

-- What one order row adds to the counts (sign 1) or takes from them (sign -1); a deleted order counts nowhere.
CREATE TYPE order_day_figure AS (measure text, day date, key text, orders integer, revenue numeric);
CREATE FUNCTION order_day_figures(sign integer, deleted_at timestamptz, order_date timestamptz, delivery_date date,
                                  active_transporter text, tag_id bigint, treatment text, total_in numeric,
                                  delivered_on date)
  RETURNS SETOF order_day_figure LANGUAGE sql STABLE AS $$
    SELECT measure, day, key, orders, revenue FROM (VALUES
      ('ordered', (order_date AT TIME ZONE 'Europe/Amsterdam')::date, '', sign, sign * total_in),
      ('carrier', delivery_date, coalesce(active_transporter, ''), sign, 0),
      ('folder', delivery_date, order_folder(tag_id, treatment, deleted_at), sign, 0),
      ('delivered', delivery_date, CASE WHEN delivered_on <= delivery_date THEN 'on-time' ELSE 'late' END, sign, 0)
    ) figures (measure, day, key, orders, revenue)
     WHERE deleted_at IS NULL AND (measure <> 'delivered' OR delivered_on IS NOT NULL)
  $$;

CREATE FUNCTION order_day_counts_after_change() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  figures order_day_figure[] := '{}';
BEGIN
  IF TG_OP <> 'DELETE' THEN
    figures := figures || ARRAY(SELECT f FROM new_rows r, order_day_figures(1, r.deleted_at, r.order_date,
                                  r.delivery_date, r.active_transporter, r.tag_id, r.treatment, r.total_in,
                                  r.delivered_on) f);
  END IF;
  IF TG_OP <> 'INSERT' THEN
    figures := figures || ARRAY(SELECT f FROM old_rows r, order_day_figures(-1, r.deleted_at, r.order_date,
                                  r.delivery_date, r.active_transporter, r.tag_id, r.treatment, r.total_in,
                                  r.delivered_on) f);
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
                                     r.treatment, r.total_in, r.delivered_on) f
   GROUP BY f.measure, f.day, f.key;
