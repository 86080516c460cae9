-- Side effects at most once, states never back in time (issue 21).
-- A mail is claimed ('sending', with when and by which process) right before it is handed to the SMTP server and
-- recorded after. A claim its process never finished (a crash between hand-over and record) becomes 'unknown': the
-- mail may or may not have left, so it is never retried by itself; the user checks the outbox and decides.
ALTER TABLE mail_jobs DROP CONSTRAINT mail_jobs_status_check;
ALTER TABLE mail_jobs ADD CONSTRAINT mail_jobs_status_check
  CHECK (status IN ('queued', 'sending', 'outbox', 'sent', 'failed', 'unknown'));
ALTER TABLE mail_jobs ADD COLUMN claimed_at timestamptz, ADD COLUMN claimed_by text;
CREATE INDEX mail_jobs_sending ON mail_jobs (claimed_at) WHERE status = 'sending';

-- When a registration was accepted: an 'opnieuw aanmelden' asked before then was asked of the registration it
-- replaced, which another request re-registered already.
ALTER TABLE shipments ADD COLUMN registered_at timestamptz;

-- When the shipment's current state happened at the carrier, and every state a carrier told us, applied or not:
-- an event older than the current state is kept here but does not move the shipment back.
ALTER TABLE shipments ADD COLUMN state_at timestamptz;
CREATE TABLE shipment_events (
  id           bigserial PRIMARY KEY,
  shipment_id  bigint NOT NULL REFERENCES shipments(id) ON DELETE CASCADE,
  state        text NOT NULL,
  detail       text NOT NULL DEFAULT '',
  occurred_at  timestamptz NOT NULL,
  received_at  timestamptz NOT NULL DEFAULT now(),
  applied      boolean NOT NULL
);
CREATE INDEX shipment_events_shipment ON shipment_events (shipment_id, occurred_at);
