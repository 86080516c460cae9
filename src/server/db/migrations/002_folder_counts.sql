-- Exact order counts per folder, kept by the database itself, so a folder's total and the folder tabs cost one
-- row read instead of counting tens of thousands of orders on every list request. Statement-level triggers with
-- transition tables: a bulk load adds its counts in one go, and an edit that leaves an order in its folder
-- (a comment, a card text) writes nothing here.

CREATE TABLE folder_counts (
  folder  text PRIMARY KEY,        -- 'unprocessed', 'processed' or a numeric tag id
  count   bigint NOT NULL DEFAULT 0
);

-- Which folder an order is listed in; NULL when deleted. Must agree with db/folder-filter.ts.
CREATE FUNCTION order_folder(tag_id bigint, treatment text, deleted_at timestamptz) RETURNS text
  LANGUAGE sql IMMUTABLE AS $$
    SELECT CASE WHEN deleted_at IS NOT NULL THEN NULL
                WHEN tag_id IS NOT NULL THEN tag_id::text
                WHEN treatment = 'Nieuw' THEN 'unprocessed'
                ELSE 'processed' END
  $$;

CREATE FUNCTION folder_counts_after_change() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    INSERT INTO folder_counts AS f (folder, count)
      SELECT order_folder(tag_id, treatment, deleted_at), count(*) FROM new_rows
       WHERE order_folder(tag_id, treatment, deleted_at) IS NOT NULL GROUP BY 1
    ON CONFLICT (folder) DO UPDATE SET count = f.count + excluded.count;
  ELSIF TG_OP = 'DELETE' THEN
    INSERT INTO folder_counts AS f (folder, count)
      SELECT order_folder(tag_id, treatment, deleted_at), -count(*) FROM old_rows
       WHERE order_folder(tag_id, treatment, deleted_at) IS NOT NULL GROUP BY 1
    ON CONFLICT (folder) DO UPDATE SET count = f.count + excluded.count;
  ELSE
    INSERT INTO folder_counts AS f (folder, count)
      SELECT folder, sum(delta) FROM (
        SELECT order_folder(tag_id, treatment, deleted_at) AS folder, 1 AS delta FROM new_rows
        UNION ALL
        SELECT order_folder(tag_id, treatment, deleted_at), -1 FROM old_rows
      ) moves
       WHERE folder IS NOT NULL GROUP BY folder HAVING sum(delta) <> 0
    ON CONFLICT (folder) DO UPDATE SET count = f.count + excluded.count;
  END IF;
  RETURN NULL;
END
$$;

CREATE TRIGGER orders_folder_counts_insert AFTER INSERT ON orders
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION folder_counts_after_change();
CREATE TRIGGER orders_folder_counts_update AFTER UPDATE ON orders
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION folder_counts_after_change();
CREATE TRIGGER orders_folder_counts_delete AFTER DELETE ON orders
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION folder_counts_after_change();

INSERT INTO folder_counts (folder, count)
  SELECT order_folder(tag_id, treatment, deleted_at), count(*) FROM orders
   WHERE order_folder(tag_id, treatment, deleted_at) IS NOT NULL GROUP BY 1;
