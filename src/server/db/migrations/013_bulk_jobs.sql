-- Bulk actions on a selection of orders (issue 14). A job and one item per order are stored before any order is
-- touched, and each item's result as soon as it is known, so a job survives a restart and never leaves an order
-- changed without its item saying so. An instance works on a job while it holds its lease (claimed_until); a job
-- whose lease ran out (a crashed instance) is taken over by the next instance that looks, and the per-item
-- idempotency keys of prints, registrations and mails keep the taken-over items from being done twice.
CREATE TABLE bulk_jobs (
  id              uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  action          text NOT NULL CHECK (action IN ('print', 'handoff', 'move', 'process', 'mail')),
  options         jsonb NOT NULL DEFAULT '{}'::jsonb,
  created_by      text NOT NULL,
  location        text NOT NULL,
  idempotency_key text,
  state           text NOT NULL DEFAULT 'running' CHECK (state IN ('running', 'done', 'undone')),
  total           integer NOT NULL CHECK (total >= 1),
  created_at      timestamptz NOT NULL DEFAULT now(),
  finished_at     timestamptz,
  undone_at       timestamptz,
  claimed_by      text,
  claimed_until   timestamptz,
  UNIQUE (created_by, idempotency_key)
);

-- The runners look for running jobs only.
CREATE INDEX bulk_jobs_running ON bulk_jobs (created_at) WHERE state = 'running';

CREATE TABLE bulk_job_items (
  job_id       uuid NOT NULL REFERENCES bulk_jobs (id) ON DELETE CASCADE,
  position     integer NOT NULL CHECK (position >= 0),
  order_id     bigint NOT NULL,  -- no foreign key: an unknown id is kept as asked, its item failed
  order_number text NOT NULL,
  state        text NOT NULL DEFAULT 'pending' CHECK (state IN ('pending', 'ok', 'failed', 'skipped', 'undone')),
  message      text,
  -- What an undo puts back (the folder or treatment before) and the order's version as the job left it.
  undo         jsonb,
  finished_at  timestamptz,
  PRIMARY KEY (job_id, position)
);
