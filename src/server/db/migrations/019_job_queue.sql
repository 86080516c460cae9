-- One job queue (issue 23): what jobStats counts, per kind, without walking a year of rows.

-- A carrier that did not answer about a parcel: the reason and when, so failed checks are counted like failed jobs.
ALTER TABLE shipments ADD COLUMN check_error text, ADD COLUMN check_failed_at timestamptz;
CREATE INDEX shipments_check_failed ON shipments (check_failed_at) WHERE check_failed_at IS NOT NULL;

CREATE INDEX print_jobs_failed ON print_jobs (finished_at) WHERE status = 'failed';
CREATE INDEX bulk_job_items_failed ON bulk_job_items (finished_at) WHERE state = 'failed';
CREATE INDEX mail_jobs_open ON mail_jobs (created_at) WHERE status IN ('queued', 'sending');
CREATE INDEX mail_jobs_failed ON mail_jobs (created_at) WHERE status IN ('failed', 'unknown');
