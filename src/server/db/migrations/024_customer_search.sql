-- The phone-order form's look-ups (issue 24). Customers by name, e-mail address or postcode are found through
-- order_search (migration 014), whose text holds all three; by phone number through this index of its digits, written
-- nationally ('+31 6 1234 5678' and '06-12345678' are both '0612345678') and matched from the start.
CREATE FUNCTION phone_digits(phone text) RETURNS text LANGUAGE sql IMMUTABLE AS $$
  SELECT regexp_replace(regexp_replace(coalesce(phone, ''), '[^0-9]', '', 'g'), '^(00)?31', '0')
$$;
CREATE INDEX orders_customer_phone ON orders (phone_digits(customer ->> 'phoneNumber') text_pattern_ops)
  WHERE deleted_at IS NULL;

-- The catalogue of products already sold: one row per product number and title with the price of its newest sale.
-- Reading it from the order lines would unnest every order's items (100,000 orders: half a million lines) on each
-- keystroke; a new order keeps it current through the trigger below.
CREATE TABLE sold_products (
  product_id         bigint NOT NULL,
  title              text NOT NULL,
  price_per_product  numeric(10, 2) NOT NULL,
  last_order_id      bigint NOT NULL,
  PRIMARY KEY (product_id, title)
);

CREATE FUNCTION sold_products_after_insert() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO sold_products (product_id, title, price_per_product, last_order_id)
    SELECT DISTINCT ON (line.product_id, line.title) line.product_id, line.title, line.price, line.order_id
      FROM (SELECT (item ->> 'productId')::bigint AS product_id, item ->> 'title' AS title,
                   (item ->> 'pricePerProduct')::numeric(10, 2) AS price, n.id AS order_id
              FROM new_rows n, jsonb_array_elements(n.items) item) line
     ORDER BY line.product_id, line.title, line.order_id DESC
  ON CONFLICT (product_id, title) DO UPDATE SET price_per_product = excluded.price_per_product,
    last_order_id = excluded.last_order_id
    WHERE excluded.last_order_id > sold_products.last_order_id;
  RETURN NULL;
END
$$;

CREATE TRIGGER sold_products_after_insert AFTER INSERT ON orders
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION sold_products_after_insert();

INSERT INTO sold_products (product_id, title, price_per_product, last_order_id)
  SELECT DISTINCT ON (product_id, title) product_id, title, price, order_id
    FROM (SELECT (item ->> 'productId')::bigint AS product_id, item ->> 'title' AS title,
                 (item ->> 'pricePerProduct')::numeric(10, 2) AS price, o.id AS order_id
            FROM orders o, jsonb_array_elements(o.items) item) line
   ORDER BY product_id, title, order_id DESC;
