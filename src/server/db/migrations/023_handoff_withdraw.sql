-- Withdrawing a hand-off (issue 24, 'Overdracht intrekken'): the record stays, as 'withdrawn', with who withdrew it,
-- when and why. Only the hand-off that counts (claimed or sent) is one per order and holds its reference, so after a
-- withdrawal the order can go to another florist, the same florist again, or the relay under its fixed reference.
ALTER TABLE handoffs
  DROP CONSTRAINT handoffs_status_check,
  ADD CONSTRAINT handoffs_status_check CHECK (status IN ('claimed', 'sent', 'failed', 'withdrawn')),
  ADD COLUMN withdrawn_by text,
  ADD COLUMN withdrawn_at timestamptz,
  ADD COLUMN withdraw_reason text,
  ADD CONSTRAINT handoffs_withdrawal_recorded CHECK (
    (status = 'withdrawn') = (withdrawn_by IS NOT NULL AND withdrawn_at IS NOT NULL AND withdraw_reason IS NOT NULL));

DROP INDEX handoffs_one_per_order;
CREATE UNIQUE INDEX handoffs_one_per_order ON handoffs (order_id) WHERE status NOT IN ('failed', 'withdrawn');
DROP INDEX handoffs_reference;
CREATE UNIQUE INDEX handoffs_reference ON handoffs (reference) WHERE status <> 'withdrawn';
-- Every hand-off of an order, withdrawn ones included, for its history in the detail view.
CREATE INDEX handoffs_order ON handoffs (order_id);
