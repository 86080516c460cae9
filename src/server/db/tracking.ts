// The tracking worker's SQL: registered shipments claimed in batches when they are due, and what their carriers
// answered written back in one statement per batch, onto the shipments and onto their orders.
import { CARRIER_TITLES, PROBLEM_TAG_ID, type Carrier } from '../../shared/domain/constants.ts';
import { PROBLEM_TRACKING_STATES, TRACKING_STATE_LABELS, type TrackingState } from '../../shared/domain/carriers.ts';
import type { CarrierState } from '../carriers/shared/state-time.ts';
import { claimJobs, type JobTable, type Leased } from '../jobs/lease.ts';
import type { Db } from './database.ts';
import type { OrderRow } from './order-columns.ts';

/** A shipment a worker holds until it writes the answer back or its lease ends. */
export interface DueShipment extends Leased {
  id: number;
  carrier: Carrier;
  barcode: string;
  carrierReference: string;
  /** The state before this check, and when it happened at the carrier (null: not known). */
  state: TrackingState;
  stateAt: Date | null;
  /** Never checked yet: its order has no tracking state so far. */
  firstCheck: boolean;
}

/**
 * What the carrier answered that becomes the shipment's state (null: it did not answer, or only told an older
 * state), when to ask again (null: no more), and the event kept in the shipment's history (a change or an older
 * state; unchanged ones are not kept), with whether it was applied.
 */
export interface TrackingCheck {
  shipment: DueShipment;
  answer: CarrierState | null;
  recheckMs: number | null;
  event?: CarrierState & { applied: boolean };
  /** Why the carrier gave no answer: kept with the shipment, and counted as a failure (jobStats). */
  error?: string;
}

/**
 * Shipments are checked as jobs whose lease is their next check moved ahead: no other worker sees a claimed one as
 * due, and one whose worker died is due again when the lease ends.
 */
export const SHIPMENT_CHECKS: JobTable = {
  table: 'shipments', lease: 'next_check_at', waiting: `status = 'registered' AND next_check_at <= now()`, order: 'next_check_at',
};

const DUE_COLUMNS = `id, carrier, barcode, coalesce(carrier_reference, barcode) AS "carrierReference", state,
  state_at AS "stateAt", checked_at IS NULL AS "firstCheck"`;

/** Takes up to `batchSize` due shipments for `leaseMs` in one short statement. */
export const claimDueShipments = (db: Db, batchSize: number, leaseMs: number): Promise<DueShipment[]> =>
  claimJobs<DueShipment>(db, SHIPMENT_CHECKS, { leaseMs, limit: batchSize, returning: DUE_COLUMNS });

/**
 * Takes the newest registered shipment of `carrier` with a parcel `barcode` for `leaseMs`, due or not (a carrier
 * that pushes a state): the lease a worker's claim sets, so recordTrackingChecks writes it back as it does the
 * worker's, and a worker holding it right now finds its lease gone and leaves it alone.
 */
export async function claimShipmentByBarcode(db: Db, carrier: Carrier, barcode: string, leaseMs: number): Promise<DueShipment | undefined> {
  const { rows } = await db.query<DueShipment>(
    `UPDATE shipments s SET next_check_at = now() + $3 * interval '1 millisecond'
      WHERE s.id = (SELECT id FROM shipments
                     WHERE carrier = $1 AND status = 'registered'
                       AND (barcode = $2 OR parcels @> jsonb_build_array(jsonb_build_object('barcode', $2::text)))
                     ORDER BY id DESC LIMIT 1 FOR UPDATE)
      RETURNING s.id, s.carrier, s.barcode, coalesce(s.carrier_reference, s.barcode) AS "carrierReference", s.state,
                s.state_at AS "stateAt", s.checked_at IS NULL AS "firstCheck", s.next_check_at::text AS lease`,
    [carrier, barcode, leaseMs],
  );
  return rows[0];
}

/** A parcel still not delivered after this long is lost to tracking: it is no longer asked about. */
const FOLLOW_AT_MOST = `interval '30 days'`;

/** A check that changes its shipment's state (or sets the first): it goes onto the order too. */
export const changesState = (check: TrackingCheck) =>
  check.answer !== null && (check.answer.state !== check.shipment.state || check.shipment.firstCheck);

/** The orders of the shipments as they are, locked until the transaction writing their checks ends. */
export async function lockCheckedOrders(db: Db, shipmentIds: readonly number[]): Promise<OrderRow[]> {
  const { rows } = await db.query<OrderRow>(
    `SELECT o.*, t.title AS tag_title FROM orders o LEFT JOIN tags t ON t.id = o.tag_id
      WHERE o.id IN (SELECT order_id FROM shipments WHERE id = ANY($1::bigint[])) AND o.deleted_at IS NULL
      ORDER BY o.id FOR UPDATE OF o`,
    [shipmentIds],
  );
  return rows;
}

/** An order a check changed, as its write returned it, and whether it moved to the problem folder. */
export type CheckedOrder = OrderRow & { moved: boolean };

/**
 * Writes a batch's answers, in one statement. A changed state (or the first) also goes onto its order when the
 * shipment is the newest of that order and carrier: `transport[carrier].status` (its Dutch label, unless the label
 * is still being made) and `.trackingState`, with a new version. A change INTO a failed delivery moves the order to
 * the problem folder with a note saying why; only the change does, so an order a colleague took out of that folder
 * stays out while the carrier keeps saying the same. Each check's event goes into the shipment's history, a
 * carrier's silence into its check error. Answers the orders that changed, as written.
 */
export async function recordTrackingChecks(db: Db, checks: readonly TrackingCheck[]): Promise<CheckedOrder[]> {
  if (checks.length === 0) return [];
  const changed = changesState;
  const failing = (state: TrackingState) => PROBLEM_TRACKING_STATES.includes(state);
  const columns = {
    id: checks.map((check) => check.shipment.id),
    lease: checks.map((check) => check.shipment.lease),
    state: checks.map((check) => check.answer?.state ?? null),
    detail: checks.map((check) => check.answer?.detail ?? null),
    recheckMs: checks.map((check) => check.recheckMs),
    label: checks.map((check) => (changed(check) ? TRACKING_STATE_LABELS[check.answer!.state] : null)),
    note: checks.map((check) =>
      changed(check) && failing(check.answer!.state) && !failing(check.shipment.state) ? problemNote(check) : null,
    ),
    at: checks.map((check) => check.answer?.at?.toISOString() ?? null),
    // The history keeps changes and older states, not every poll that found the parcel where it was.
    event: checks.map(({ event, ...check }) =>
      event && (!event.applied || changed(check)) ? JSON.stringify({ ...event, at: event.at?.toISOString() ?? null }) : null,
    ),
    error: checks.map((check) => check.error ?? null),
  };
  const { rows } = await db.query<CheckedOrder>(
    `WITH checked AS (
       SELECT * FROM unnest($1::bigint[], $2::text[], $3::text[], $4::text[], $5::float8[], $6::text[], $7::text[],
                            $8::timestamptz[], $9::jsonb[], $10::text[])
                       AS c(id, lease, state, detail, recheck_ms, label, note, at, event, error)
     ), stored AS (
       UPDATE shipments s
          SET state = coalesce(c.state, s.state), state_detail = coalesce(c.detail, s.state_detail),
              state_at = CASE WHEN c.state IS NULL THEN s.state_at ELSE coalesce(c.at, now()) END,
              checked_at = CASE WHEN c.state IS NULL THEN s.checked_at ELSE now() END,
              check_error = c.error, check_failed_at = CASE WHEN c.error IS NULL THEN s.check_failed_at ELSE now() END,
              next_check_at = CASE WHEN c.recheck_ms IS NULL OR s.created_at < now() - ${FOLLOW_AT_MOST} THEN NULL
                                   ELSE now() + c.recheck_ms * interval '1 millisecond' END
         FROM checked c
        WHERE s.id = c.id AND s.next_check_at = c.lease::timestamptz
       RETURNING s.id, s.order_id, s.carrier, s.state, c.label, c.note, c.event
     ), history AS (
       INSERT INTO shipment_events (shipment_id, state, detail, occurred_at, applied)
       SELECT id, event ->> 'state', event ->> 'detail', coalesce((event ->> 'at')::timestamptz, now()), (event ->> 'applied')::boolean
         FROM stored WHERE event IS NOT NULL
     ), per_order AS (
       SELECT o.id, jsonb_object_agg(st.carrier, jsonb_build_object(
                'status', CASE WHEN o.transport -> st.carrier ->> 'status' = 'PROCESSING' THEN 'PROCESSING' ELSE st.label END,
                'trackingState', st.state)) AS patch,
              string_agg(st.note, E'\\n') AS note,
              (bool_or(st.note IS NOT NULL) AND o.tag_id IS DISTINCT FROM ${PROBLEM_TAG_ID}) AS moves
         FROM stored st JOIN orders o ON o.id = st.order_id AND o.deleted_at IS NULL
        WHERE st.label IS NOT NULL
          AND NOT EXISTS (SELECT 1 FROM shipments later
                           WHERE later.order_id = st.order_id AND later.carrier = st.carrier AND later.id > st.id)
        GROUP BY o.id, o.tag_id
     ), patched AS (
       UPDATE orders o
          SET transport = o.transport || (SELECT jsonb_object_agg(entry.key, coalesce(o.transport -> entry.key, '{}'::jsonb) || entry.value)
                                            FROM jsonb_each(p.patch) entry),
              tag_id = CASE WHEN p.moves THEN ${PROBLEM_TAG_ID} ELSE o.tag_id END,
              version = o.version + 1, updated_at = now()
         FROM per_order p
        WHERE o.id = p.id
       RETURNING o.*, p.moves AS moved
     ), noted AS (
       INSERT INTO order_log (order_id, user_name, content)
       SELECT p.id, 'Werkplaats', p.note FROM per_order p JOIN patched USING (id) WHERE p.moves
     )
     SELECT pt.*, tg.title AS tag_title FROM patched pt LEFT JOIN tags tg ON tg.id = pt.tag_id ORDER BY pt.id`,
    [
      columns.id, columns.lease, columns.state, columns.detail, columns.recheckMs, columns.label, columns.note, columns.at, columns.event,
      columns.error,
    ],
  );
  return rows;
}

/** The internal note of an order moved to the problem folder: who said what. */
function problemNote({ shipment, answer }: TrackingCheck): string {
  const said = `${CARRIER_TITLES[shipment.carrier]} meldt '${TRACKING_STATE_LABELS[answer!.state]}'`;
  return `Naar de map Probleem: ${said}${answer!.detail ? ` (${answer!.detail})` : ''} voor pakket ${shipment.barcode}`;
}
