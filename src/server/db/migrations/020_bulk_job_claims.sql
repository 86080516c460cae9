-- A bulk job counts the times it was claimed (issue 23: one job queue with a dead state). A job whose run keeps
-- breaking off (its instance crashes on it, or it throws before finishing) is claimed again after its lease; past
-- the runner's limit its orders still pending fail with the reason instead of the job being taken up forever.
ALTER TABLE bulk_jobs ADD COLUMN claims integer NOT NULL DEFAULT 0;
