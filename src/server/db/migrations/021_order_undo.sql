-- Undo of single actions (issue 24): per order the newest move, processed mark, delete or block edit that can be
-- taken back — who did it, the version it left, and the columns it may have rewritten as they were before it. The
-- write records it in its own statement; an undo checks the order is still at that version and writes them back.
CREATE TABLE order_undo (
  order_id   bigint PRIMARY KEY REFERENCES orders (id) ON DELETE CASCADE,
  version    integer NOT NULL,
  user_name  text NOT NULL,
  previous   jsonb NOT NULL,
  undone     boolean NOT NULL DEFAULT false,
  created_at timestamptz NOT NULL DEFAULT now()
);
