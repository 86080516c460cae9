-- EF cards (spec §2 'Print EF kaart'): free card texts printed outside any order. The id is derived from the text
-- ('ef' + 16 hex of its sha256), so printing the same text again reuses the row and the popup page can fetch it.
CREATE TABLE ef_cards (
  id          text PRIMARY KEY CHECK (id ~ '^ef[0-9a-f]{16}$'),
  text        text NOT NULL,
  created_by  text NOT NULL,
  created_at  timestamptz NOT NULL DEFAULT now()
);
