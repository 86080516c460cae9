-- Registrations with a carrier (issue 10). A registration is claimed here BEFORE the carrier is called: one row per
-- order, carrier and generation ('opnieuw aanmelden' makes the next generation), so a double click, a retry or 20
-- workstations at once make one registration. The claim's reference goes to the carrier as its idempotency key;
-- a claim that never heard back is looked up at the carrier by it before anything is tried again.
ALTER TABLE shipments
  ALTER COLUMN barcode DROP NOT NULL,  -- a claim has no barcode until the carrier answers
  ADD COLUMN reference uuid NOT NULL DEFAULT gen_random_uuid(),
  ADD COLUMN generation integer NOT NULL DEFAULT 1 CHECK (generation >= 1),
  ADD COLUMN claimed_at timestamptz NOT NULL DEFAULT now(),
  ADD COLUMN created_by text NOT NULL DEFAULT '',
  ADD COLUMN carrier_reference text,
  ADD COLUMN parcels jsonb NOT NULL DEFAULT '[]'::jsonb,  -- [{ barcode, trackingUrl }]; barcode holds the first
  ADD COLUMN label_ready boolean NOT NULL DEFAULT true,
  ADD COLUMN error text,
  -- Tracking: where the parcel stands in our small set, the carrier's own words, and when to ask again.
  ADD COLUMN state text NOT NULL DEFAULT 'aangemeld',
  ADD COLUMN state_detail text NOT NULL DEFAULT '',
  ADD COLUMN next_check_at timestamptz DEFAULT now(),
  ADD COLUMN checked_at timestamptz;

-- A sandbox may hand out an order's barcode again for its second parcel ('opnieuw aanmelden'): barcodes are looked
-- up, not kept unique.
ALTER TABLE shipments DROP CONSTRAINT shipments_carrier_barcode_key;
CREATE INDEX shipments_barcode ON shipments (carrier, barcode);
ALTER TABLE shipments ADD CONSTRAINT shipments_status CHECK (status IN ('claimed', 'registered', 'failed'));
ALTER TABLE shipments ADD CONSTRAINT shipments_reference UNIQUE (reference);
-- NULL order ids (standalone parcels) never collide: those are kept apart by their idempotency key only.
ALTER TABLE shipments ADD CONSTRAINT shipments_generation UNIQUE (order_id, carrier, generation);

UPDATE shipments SET parcels = jsonb_build_array(jsonb_build_object('barcode', barcode, 'trackingUrl', tracking_url)),
                     carrier_reference = barcode
 WHERE barcode IS NOT NULL;

CREATE INDEX shipments_due ON shipments (next_check_at) WHERE next_check_at IS NOT NULL;
