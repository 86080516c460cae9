-- A location's own parcel sizes per kind of product (issue 22), where they differ from the shared table: the send
-- screens start with them. Only the kinds it set are stored: {"rouwwerk": {"lengthMm": 800, …}}.
ALTER TABLE locations ADD COLUMN parcel_defaults jsonb NOT NULL DEFAULT '{}'::jsonb;
