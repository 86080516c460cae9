-- The durable print queue (issue 9). A job holds the PDF it was queued with, so what prints is what was asked for,
-- also after a restart or on another instance. Workers claim a job with a lease instead of holding a transaction
-- while a printer answers: an expired lease (a crashed worker) makes the job claimable again, and providers dedupe
-- by job id, so a reclaimed job never prints twice.
ALTER TABLE print_jobs DROP CONSTRAINT print_jobs_status_check;
-- Rows from before the queue carry no document: one being printed counts as printed, a waiting one cannot print.
UPDATE print_jobs SET status = 'done', finished_at = coalesce(finished_at, now()) WHERE status = 'printing';
UPDATE print_jobs SET status = 'failed', error = 'Geen document bewaard', finished_at = now() WHERE status = 'queued';
ALTER TABLE print_jobs ADD CONSTRAINT print_jobs_status_check CHECK (status IN ('queued', 'sent', 'done', 'failed'));

ALTER TABLE print_jobs
  ADD COLUMN document           bytea,
  ADD COLUMN title              text NOT NULL DEFAULT '',
  ADD COLUMN copies             integer NOT NULL DEFAULT 1 CHECK (copies BETWEEN 1 AND 10),
  ADD COLUMN location           text,
  ADD COLUMN attempts           integer NOT NULL DEFAULT 0,
  ADD COLUMN next_attempt_at    timestamptz NOT NULL DEFAULT now(),
  ADD COLUMN lease_until        timestamptz,
  ADD COLUMN provider_reference text,  -- the printer's own job id: IPP job id, PrintNode job id, spool file
  ADD COLUMN sent_at            timestamptz;

-- The claim query walks the open jobs in id order; a sent job stays open while its printer is asked how it went.
CREATE INDEX print_jobs_open ON print_jobs (id) WHERE status IN ('queued', 'sent');
