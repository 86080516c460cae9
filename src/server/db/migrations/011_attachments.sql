-- Attachments and bouquet photos (issue 12). Their bytes live in the database, so every server instance behind a
-- load balancer serves the same files without a shared folder; thumbnails are cached beside them.

ALTER TABLE attachments
  ADD COLUMN content_type text NOT NULL DEFAULT 'application/octet-stream',
  ADD COLUMN width        integer,          -- pixels, images only
  ADD COLUMN height       integer,
  ADD COLUMN created_by   text;

-- The stored file as the server re-encoded it (images) or checked it (PDF). Removed with its attachment's deletion;
-- the attachments row stays (deleted_at) as the record of what was there.
CREATE TABLE attachment_files (
  attachment_id bigint PRIMARY KEY REFERENCES attachments(id) ON DELETE CASCADE,
  bytes         bytea NOT NULL
);

-- Resized images per requested box; made on the first request for a size, then served from here.
CREATE TABLE attachment_thumbnails (
  attachment_id bigint   NOT NULL REFERENCES attachments(id) ON DELETE CASCADE,
  width         integer  NOT NULL,   -- 0: follows from the height and the aspect ratio
  height        integer  NOT NULL,   -- 0: follows from the width
  crop          boolean  NOT NULL,   -- zc=1: fill the box and cut off what sticks out
  bytes         bytea    NOT NULL,
  PRIMARY KEY (attachment_id, width, height, crop)
);

-- Secrets the instances share, made once by whichever instance starts first (download URL signatures).
CREATE TABLE server_secrets (
  name       text PRIMARY KEY,
  secret     bytea NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);

-- The attachments a mail carried (the photo mail): a retry sends the same photos.
ALTER TABLE mail_jobs ADD COLUMN attachment_ids bigint[] NOT NULL DEFAULT '{}';
