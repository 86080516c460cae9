// The shipments' SQL: claiming a registration before the carrier is called, recording how it went, and the
// registered shipments of an order. Each write is one short statement: no transaction waits on a carrier.
import type { Carrier } from '../../shared/domain/constants.ts';
import type { Shipment } from '../../shared/schema/carriers.ts';
import type { Registration } from '../carriers/adapter.ts';
import type { Db } from './database.ts';

export type ClaimStatus = 'claimed' | 'registered' | 'failed';

/** A shipment with what the register service needs besides the API's view: its claim and carrier reference. */
export interface ShipmentRecord extends Shipment {
  status: ClaimStatus;
  reference: string;
  generation: number;
  carrierReference: string | null;
  idempotencyKey: string | null;
  /** Milliseconds since the claim was taken (or taken again). */
  claimAgeMs: number;
  /** What the form sent (the values after checking). */
  request: Record<string, unknown>;
}

// Shipments written before claims existed (the demo data) have their parcel only in barcode and tracking_url.
const SHIPMENT_COLUMNS = `s.id, s.order_id AS "orderId", s.carrier, s.status, s.reference, s.generation,
  s.carrier_reference AS "carrierReference", s.idempotency_key AS "idempotencyKey", s.request,
  CASE WHEN jsonb_array_length(s.parcels) = 0 AND s.barcode IS NOT NULL
       THEN jsonb_build_array(jsonb_build_object('barcode', s.barcode, 'trackingUrl', s.tracking_url))
       ELSE s.parcels END AS parcels,
  s.state, s.state_detail AS "stateDetail", s.label_ready AS "labelReady", s.created_by AS "createdBy",
  extract(epoch FROM s.created_at)::bigint AS "createdAt",
  (extract(epoch FROM now() - s.claimed_at) * 1000)::bigint AS "claimAgeMs"`;

export interface NewClaim {
  orderId: number | null;
  carrier: Carrier;
  generation: number;
  idempotencyKey: string | null;
  request: Record<string, unknown>;
  createdBy: string;
}

/** Claims a registration; undefined when another request holds this generation or this key already. */
export async function insertClaim(db: Db, claim: NewClaim): Promise<ShipmentRecord | undefined> {
  const { rows } = await db.query<ShipmentRecord>(
    `WITH claimed AS (
       INSERT INTO shipments (order_id, carrier, generation, idempotency_key, request, created_by, status, next_check_at)
       VALUES ($1, $2, $3, $4, $5, $6, 'claimed', NULL)
       ON CONFLICT DO NOTHING RETURNING *
     ) SELECT ${SHIPMENT_COLUMNS} FROM claimed s`,
    [claim.orderId, claim.carrier, claim.generation, claim.idempotencyKey, JSON.stringify(claim.request), claim.createdBy],
  );
  return rows[0];
}

/**
 * Takes over a failed claim, or a claim older than `staleMs` (its request died before the carrier answered), for
 * one more try with the same reference. Of requests racing for it only one gets it: the row is claimed afresh.
 */
export async function retakeClaim(
  db: Db,
  id: number,
  staleMs: number,
  takeover: { idempotencyKey: string | null; request: Record<string, unknown>; createdBy: string },
): Promise<ShipmentRecord | undefined> {
  const { rows } = await db.query<ShipmentRecord>(
    `WITH retaken AS (
       UPDATE shipments SET status = 'claimed', claimed_at = now(), error = NULL, request = $3,
              idempotency_key = coalesce($2, idempotency_key), created_by = $4
        WHERE id = $1
          AND (status = 'failed' OR (status = 'claimed' AND claimed_at <= now() - make_interval(secs => $5::double precision / 1000)))
       RETURNING *
     ) SELECT ${SHIPMENT_COLUMNS} FROM retaken s`,
    [id, takeover.idempotencyKey, JSON.stringify(takeover.request), takeover.createdBy, staleMs],
  );
  return rows[0];
}

/**
 * What the carrier reserved for a claim before its irreversible call (PostNL's barcode), kept as the carrier
 * reference until the registration replaces it, so a retry of the claim can find the parcel by it.
 */
export async function reserveOnClaim(db: Db, id: number, carrierReference: string): Promise<void> {
  await db.query(`UPDATE shipments SET carrier_reference = $2 WHERE id = $1 AND status = 'claimed'`, [id, carrierReference]);
}

/** The carrier accepted the claim: its parcels, its own reference, and from now on it is followed. */
export async function markRegistered(db: Db, id: number, registration: Registration): Promise<ShipmentRecord | undefined> {
  const first = registration.parcels[0];
  const { rows } = await db.query<ShipmentRecord>(
    `WITH registered AS (
       UPDATE shipments SET status = 'registered', barcode = $2, tracking_url = $3, parcels = $4, carrier_reference = $5,
              label_ready = $6, response = $7, next_check_at = now()
        WHERE id = $1 AND status = 'claimed'
       RETURNING *
     ) SELECT ${SHIPMENT_COLUMNS} FROM registered s`,
    [
      id, first?.barcode ?? null, first?.trackingUrl ?? null, JSON.stringify(registration.parcels),
      registration.carrierReference, registration.labelReady, JSON.stringify(registration),
    ],
  );
  return rows[0];
}

/** The carrier refused, or could not be reached: the claim may be taken again. */
export async function markFailed(db: Db, id: number, error: string): Promise<void> {
  await db.query(`UPDATE shipments SET status = 'failed', error = $2 WHERE id = $1 AND status = 'claimed'`, [id, error]);
}

export async function findShipment(db: Db, id: number): Promise<ShipmentRecord | undefined> {
  const { rows } = await db.query<ShipmentRecord>(`SELECT ${SHIPMENT_COLUMNS} FROM shipments s WHERE s.id = $1`, [id]);
  return rows[0];
}

export async function findShipmentByKey(db: Db, idempotencyKey: string): Promise<ShipmentRecord | undefined> {
  const { rows } = await db.query<ShipmentRecord>(`SELECT ${SHIPMENT_COLUMNS} FROM shipments s WHERE s.idempotency_key = $1`, [
    idempotencyKey,
  ]);
  return rows[0];
}

/** The newest generation of the order's registrations with this carrier, in whatever state. */
export async function findLatestShipment(db: Db, orderId: number, carrier: Carrier): Promise<ShipmentRecord | undefined> {
  const { rows } = await db.query<ShipmentRecord>(
    `SELECT ${SHIPMENT_COLUMNS} FROM shipments s WHERE s.order_id = $1 AND s.carrier = $2 ORDER BY s.generation DESC LIMIT 1`,
    [orderId, carrier],
  );
  return rows[0];
}

/** The order's registered shipments, newest first. */
export async function listOrderShipments(db: Db, orderId: number): Promise<ShipmentRecord[]> {
  const { rows } = await db.query<ShipmentRecord>(
    `SELECT ${SHIPMENT_COLUMNS} FROM shipments s WHERE s.order_id = $1 AND s.status = 'registered'
      ORDER BY s.created_at DESC, s.id DESC`,
    [orderId],
  );
  return rows;
}

/**
 * Puts the registration on the order (spec §3 Order.transport): its parcels' tracking pages added to the ones of
 * earlier generations, the newest barcode as `code`, its `generation` (what 'opnieuw aanmelden' names as the
 * registration it replaces; a barcode may repeat between generations), and the carrier as the order's active
 * transporter. The version moves on, as a folder move does, so other workstations with the order open fetch it; no
 * block version changes, so nobody's open edit collides with it.
 */
export async function recordTransport(
  db: Db,
  orderId: number,
  shipment: Pick<ShipmentRecord, 'carrier' | 'generation'>,
  registration: Registration,
): Promise<void> {
  const first = registration.parcels[0];
  const tracking = Object.fromEntries(
    registration.parcels.filter((parcel) => parcel.trackingUrl !== null).map((parcel) => [parcel.barcode, parcel.trackingUrl]),
  );
  await db.query(
    `UPDATE orders
        SET transport = transport || jsonb_build_object($2::text, jsonb_build_object(
              'shipments', coalesce(transport -> $2 -> 'shipments', '{}'::jsonb) || $3::jsonb,
              'code', $4::text, 'url', $5::text, 'isRegistered', true, 'status', $6::text, 'generation', $7::integer)),
            active_transporter = $2,
            is_regio_printed_only = is_regio_printed_only AND $2 <> 'regio',
            version = version + 1, updated_at = now()
      WHERE id = $1`,
    [
      orderId, shipment.carrier, JSON.stringify(tracking), first?.barcode ?? null, first?.trackingUrl ?? null,
      registration.labelReady ? 'REGISTERED' : 'PROCESSING', shipment.generation,
    ],
  );
}
