-- Tracking (issue 10): where the parcel of the order's active carrier stands, for the order list. The tracking
-- worker writes it into transport[carrier].trackingState from the parcel's first check on; a new registration
-- starts that entry afresh.
ALTER TABLE orders ADD COLUMN tracking_state text
  GENERATED ALWAYS AS (transport -> active_transporter ->> 'trackingState') STORED;
