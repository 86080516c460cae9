-- Conflicts per block: which order version last changed each editable block (the top-level properties of
-- PUT /workbench/order/{id}), so a stale save that touches only blocks nobody changed since it read them lands.
-- Orders edited before this column existed may have changed anywhere: '*' marks every block as changed up to their
-- current version, which keeps the old per-order check for edits that were open across the upgrade.
ALTER TABLE orders ADD COLUMN field_versions jsonb NOT NULL DEFAULT '{}'::jsonb;
UPDATE orders SET field_versions = jsonb_build_object('*', version) WHERE version > 1;

-- The search box also finds the delivery city, the customer's postcode and city; postcodes are kept without spaces,
-- and the query is written the same way, so '1037 KK', '1037kk' and '1037 kk' all find '1037KK'.
DROP INDEX orders_search_trgm;
ALTER TABLE orders DROP COLUMN search_text;
ALTER TABLE orders ADD COLUMN search_text text GENERATED ALWAYS AS (lower(
  order_number || ' ' || customer_name || ' ' || recipient_name || ' ' || customer_email || ' ' ||
  replace(recipient_postcode, ' ', '') || ' ' || coalesce(recipient -> 'address' ->> 'city', '') || ' ' ||
  replace(coalesce(customer -> 'address' ->> 'zipcode', ''), ' ', '') || ' ' ||
  coalesce(customer -> 'address' ->> 'city', '')
)) STORED;
CREATE INDEX orders_search_trgm ON orders USING gin (search_text gin_trgm_ops);
