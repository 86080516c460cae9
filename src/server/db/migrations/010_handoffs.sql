-- Colleague florists and the flower-relay service (issue 11).

-- Administrators add florists (ids from a sequence from now on) and deactivate them instead of deleting: an order
-- handed to one still shows who it went to.
CREATE SEQUENCE florists_id_seq OWNED BY florists.id;
SELECT setval('florists_id_seq', greatest((SELECT max(id) FROM florists), 1000));
ALTER TABLE florists
  ALTER COLUMN id SET DEFAULT nextval('florists_id_seq'),
  ADD COLUMN active boolean NOT NULL DEFAULT true;

-- The florist chosen last for a city (its name as compared: see db/florists.ts sameCity), offered first next time.
CREATE TABLE florist_city_choices (
  city_key    text PRIMARY KEY,
  florist_id  bigint NOT NULL REFERENCES florists(id) ON DELETE CASCADE,
  chosen_by   text NOT NULL,
  chosen_at   timestamptz NOT NULL DEFAULT now()
);

-- An order handed to a colleague florist or the relay. Claimed here BEFORE the mail goes out, as a carrier
-- registration is (008): one live hand-off per order, so a double click, a retry or two workstations send one mail.
-- A failed claim may be taken again; its mail job tells whether the mail left before the failure.
CREATE TABLE handoffs (
  id               bigserial PRIMARY KEY,
  order_id         bigint NOT NULL REFERENCES orders(id),
  target           text NOT NULL CHECK (target IN ('florist', 'euroflorist')),
  method           text NOT NULL CHECK (method IN ('mail', 'mark')),
  florist_id       bigint REFERENCES florists(id),
  status           text NOT NULL DEFAULT 'claimed' CHECK (status IN ('claimed', 'sent', 'failed')),
  reference        text NOT NULL,
  idempotency_key  text UNIQUE,
  request          jsonb NOT NULL,
  mail_job_id      bigint REFERENCES mail_jobs(id),
  error            text,
  created_by       text NOT NULL,
  claimed_at       timestamptz NOT NULL DEFAULT now(),
  created_at       timestamptz NOT NULL DEFAULT now()
);
CREATE UNIQUE INDEX handoffs_one_per_order ON handoffs (order_id) WHERE status <> 'failed';
CREATE UNIQUE INDEX handoffs_reference ON handoffs (reference);
