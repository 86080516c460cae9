-- Werkplaats initial schema. Runs unchanged on PGlite and PostgreSQL.
-- Columns for everything that is filtered, sorted or searched; JSONB for nested display-only parts.

CREATE TABLE locations (
  name        text PRIMARY KEY,
  printers    jsonb NOT NULL DEFAULT '{}'::jsonb,   -- { order, card1, card2, <carrier>: printerId | '_popup' }
  updated_at  timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE printers (
  id            text PRIMARY KEY,
  name          text NOT NULL,
  display_name  text NOT NULL,
  computer_name text NOT NULL,
  provider      text NOT NULL CHECK (provider IN ('spool', 'ipp', 'printnode')),
  state         text NOT NULL DEFAULT 'idle'
                CHECK (state IN ('idle', 'online', 'out_of_paper', 'disconnected', 'error', 'offline')),
  settings      jsonb NOT NULL DEFAULT '{}'::jsonb  -- provider settings: spool folder, IPP url, PrintNode id
);

CREATE TABLE features (
  id            bigint NOT NULL,
  location      text NOT NULL REFERENCES locations(name) ON DELETE CASCADE,
  title         text NOT NULL,
  feature_group text NOT NULL,        -- extraAttribute_28088960: orderlist, transporter, widget, menu, block
  enabled       boolean NOT NULL DEFAULT true,
  available     boolean NOT NULL DEFAULT true,
  display_title text NOT NULL,
  sort_order    integer NOT NULL DEFAULT 0,
  PRIMARY KEY (location, id)
);

CREATE TABLE users (
  id               bigserial PRIMARY KEY,
  name             text NOT NULL UNIQUE,
  email            text,
  password_hash    text NOT NULL,
  is_administrator boolean NOT NULL DEFAULT false,
  created_at       timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE auth_tokens (
  token_hash  bytea PRIMARY KEY,            -- sha256 of the bearer token; the token itself is never stored
  user_id     bigint NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  created_at  timestamptz NOT NULL DEFAULT now(),
  expires_at  timestamptz NOT NULL
);
CREATE INDEX auth_tokens_expires ON auth_tokens (expires_at);

CREATE TABLE password_resets (
  token_hash  bytea PRIMARY KEY,
  user_id     bigint NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  expires_at  timestamptz NOT NULL,
  used_at     timestamptz
);

CREATE TABLE login_failures (
  id          bigserial PRIMARY KEY,
  login       text NOT NULL,
  address     text NOT NULL,
  failed_at   timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX login_failures_login ON login_failures (login, failed_at);
CREATE INDEX login_failures_address ON login_failures (address, failed_at);

CREATE TABLE tags (
  id          bigint PRIMARY KEY,
  title       text NOT NULL CHECK (length(title) BETWEEN 1 AND 100),
  created_at  timestamptz NOT NULL DEFAULT now()
);
CREATE UNIQUE INDEX tags_title ON tags (lower(title));
CREATE SEQUENCE tag_ids START 23300000;

CREATE TABLE orders (
  id                  bigint PRIMARY KEY,               -- the first 12 digits of the EAN barcode
  order_number        text NOT NULL UNIQUE,
  version             integer NOT NULL DEFAULT 1,
  order_date          timestamptz NOT NULL,
  delivery_date       date NOT NULL,
  delivery_part       text CHECK (delivery_part IN ('morning', 'afternoon', 'evening')),
  delivery_date_time  timestamptz,                      -- funeral or church service time
  treatment           text NOT NULL DEFAULT 'Nieuw',
  active_transporter  text,
  tag_id              bigint REFERENCES tags(id),
  second_chance       boolean NOT NULL DEFAULT false,
  is_mourning         boolean NOT NULL DEFAULT false,
  has_photo_service   boolean NOT NULL DEFAULT false,
  own_delivery        boolean NOT NULL DEFAULT false,
  is_regio_printed_only boolean NOT NULL DEFAULT false,
  is_paid             boolean NOT NULL DEFAULT false,
  payment_method_id   integer NOT NULL,
  has_reminders       boolean NOT NULL DEFAULT false,
  black_listed        boolean NOT NULL DEFAULT false,
  unpaid_invoice_ids  integer[] NOT NULL DEFAULT '{}',
  order_count         integer NOT NULL DEFAULT 1,        -- how many orders this customer placed
  customer_name       text NOT NULL,
  customer_email      text NOT NULL DEFAULT '',
  recipient_name      text NOT NULL,
  recipient_postcode  text NOT NULL DEFAULT '',
  delivery_costs      numeric(10,2) NOT NULL DEFAULT 0,
  invoice_costs       numeric(10,2) NOT NULL DEFAULT 0,
  total_ex            numeric(10,2) NOT NULL,
  total_in            numeric(10,2) NOT NULL,
  delivery_status     text,
  delivery_status_nr  text,
  description         text NOT NULL DEFAULT '',        -- internal notes
  comment             text NOT NULL DEFAULT '',        -- the customer's comment
  image_url           text,
  card                jsonb,
  recipient           jsonb NOT NULL,
  customer            jsonb NOT NULL,
  items               jsonb NOT NULL DEFAULT '[]'::jsonb,
  extra_service       jsonb NOT NULL DEFAULT '{}'::jsonb,
  attributes          jsonb NOT NULL DEFAULT '{}'::jsonb,
  transport           jsonb NOT NULL DEFAULT '{}'::jsonb,  -- per carrier: code, url, isRegistered, status, shipments
  print_jobs          jsonb NOT NULL DEFAULT '{}'::jsonb,  -- per job type: unix seconds of the last print
  mail_jobs           jsonb NOT NULL DEFAULT '{}'::jsonb,  -- per mail type: unix seconds of the last send
  -- What the search box matches besides the order number: names, postcode with and without its space, e-mail.
  search_text         text GENERATED ALWAYS AS (lower(
                        order_number || ' ' || customer_name || ' ' || recipient_name || ' ' ||
                        recipient_postcode || ' ' || replace(recipient_postcode, ' ', '') || ' ' || customer_email
                      )) STORED,
  created_at          timestamptz NOT NULL DEFAULT now(),
  updated_at          timestamptz NOT NULL DEFAULT now(),
  deleted_at          timestamptz
);
-- The list queries: each folder filter walks its own index in list order (delivery date, id).
CREATE INDEX orders_unprocessed ON orders (delivery_date, id)
  WHERE deleted_at IS NULL AND tag_id IS NULL AND treatment = 'Nieuw';
CREATE INDEX orders_processed ON orders (delivery_date, id)
  WHERE deleted_at IS NULL AND tag_id IS NULL AND treatment <> 'Nieuw';
CREATE INDEX orders_open_delivery ON orders (delivery_date, id)
  WHERE deleted_at IS NULL AND active_transporter IS NULL;
CREATE INDEX orders_tag ON orders (tag_id, delivery_date, id) WHERE deleted_at IS NULL;
CREATE INDEX orders_number_prefix ON orders (order_number text_pattern_ops);
CREATE INDEX orders_postcode ON orders (recipient_postcode);
CREATE INDEX orders_search_trgm ON orders USING gin (search_text gin_trgm_ops);

-- New order ids; the seeder moves it past the ids it wrote.
CREATE SEQUENCE order_ids START 10000001;

CREATE TABLE order_log (
  id          bigserial PRIMARY KEY,
  order_id    bigint NOT NULL REFERENCES orders(id),
  created_at  timestamptz NOT NULL DEFAULT now(),
  user_name   text NOT NULL,
  content     text NOT NULL,
  deleted_at  timestamptz
);
CREATE INDEX order_log_order ON order_log (order_id, created_at);

CREATE TABLE order_attribute_types (
  id          bigint PRIMARY KEY,
  name        text NOT NULL,
  title       text NOT NULL,
  value_type  text NOT NULL CHECK (value_type IN ('boolean', 'string'))
);

CREATE TABLE attachments (
  id          bigserial PRIMARY KEY,
  order_id    bigint NOT NULL REFERENCES orders(id),
  title       text NOT NULL,
  file_type   text NOT NULL,
  size_bytes  integer NOT NULL,
  storage_key text NOT NULL,      -- file name inside the data folder's attachments directory
  created_at  timestamptz NOT NULL DEFAULT now(),
  deleted_at  timestamptz
);
CREATE INDEX attachments_order ON attachments (order_id);

CREATE TABLE shipments (
  id              bigserial PRIMARY KEY,
  order_id        bigint REFERENCES orders(id),    -- null for a standalone package
  carrier         text NOT NULL,
  barcode         text NOT NULL,
  tracking_url    text,
  status          text NOT NULL DEFAULT 'registered',
  request         jsonb NOT NULL DEFAULT '{}'::jsonb,
  response        jsonb NOT NULL DEFAULT '{}'::jsonb,
  idempotency_key text UNIQUE,
  created_at      timestamptz NOT NULL DEFAULT now(),
  UNIQUE (carrier, barcode)
);
CREATE INDEX shipments_order ON shipments (order_id);

CREATE TABLE print_jobs (
  id              bigserial PRIMARY KEY,
  order_id        bigint REFERENCES orders(id),
  shipment_id     bigint REFERENCES shipments(id),
  job_type        text NOT NULL,
  printer_id      text NOT NULL,
  status          text NOT NULL DEFAULT 'queued' CHECK (status IN ('queued', 'printing', 'done', 'failed')),
  error           text,
  idempotency_key text UNIQUE,
  created_by      text NOT NULL,
  created_at      timestamptz NOT NULL DEFAULT now(),
  finished_at     timestamptz
);
CREATE INDEX print_jobs_order ON print_jobs (order_id);

CREATE TABLE mail_jobs (
  id              bigserial PRIMARY KEY,
  order_id        bigint REFERENCES orders(id),
  mail_type       text NOT NULL,   -- KiB, AddressError, Confirmation, NotOnAccount, ExtraServicePhoto, PasswordReset
  recipient       text NOT NULL,
  subject         text NOT NULL,
  body_text       text NOT NULL,
  status          text NOT NULL DEFAULT 'queued' CHECK (status IN ('queued', 'outbox', 'sent', 'failed')),
  error           text,
  idempotency_key text UNIQUE,
  created_by      text,
  created_at      timestamptz NOT NULL DEFAULT now(),
  sent_at         timestamptz
);
CREATE INDEX mail_jobs_order ON mail_jobs (order_id);

CREATE TABLE florists (
  id                  bigint PRIMARY KEY,
  name                text NOT NULL,
  contact_person_name text NOT NULL DEFAULT '',
  email_address       text NOT NULL DEFAULT '',
  phone_number        text NOT NULL DEFAULT '',
  account_number      text NOT NULL DEFAULT '',
  comment             text NOT NULL DEFAULT '',
  address             jsonb NOT NULL,
  delivery_count      integer NOT NULL DEFAULT 0
);

CREATE TABLE florist_delivery_cities (
  florist_id  bigint NOT NULL REFERENCES florists(id) ON DELETE CASCADE,
  city        text NOT NULL,
  price       numeric(10,2) NOT NULL,
  start_time  time NOT NULL,
  end_time    time NOT NULL,
  PRIMARY KEY (florist_id, city)
);
CREATE INDEX florist_delivery_cities_city ON florist_delivery_cities (lower(city));

CREATE TABLE statistics (
  id      bigint PRIMARY KEY,
  name    text NOT NULL,
  query   text NOT NULL         -- which built-in statistic this widget shows
);
