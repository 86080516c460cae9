// The shipments' SQL: what a registration starts from, claiming it before the carrier is called, recording how it
// went, and the registered shipments of an order. No transaction waits on a carrier: the claim is one statement,
// and the record's statements run in one transaction after the carrier answered.
import type { Carrier } from '../../shared/domain/constants.ts';
import type { Shipment } from '../../shared/schema/carriers.ts';
import type { Registration } from '../carriers/adapter.ts';
import type { Db } from './database.ts';
import type { OrderRow } from './order-columns.ts';
import { ORDER_VIEW_COLUMNS, orderViewParts, type OrderViewColumns, type OrderViewParts } from './orders.ts';

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

const shipmentAsJson = (where: string) =>
  `(SELECT to_jsonb(x) FROM (SELECT ${SHIPMENT_COLUMNS} FROM shipments s WHERE ${where} ORDER BY s.generation DESC LIMIT 1) x)`;

/** Everything a registration reads before it claims, in one statement. */
export interface RegistrationContext {
  /** The order as the detail page shows it, but its managementUrl-dependent parts; none for order id 0 or a missing order. */
  order: OrderViewParts | null;
  /** The registration an earlier request with this idempotency key made. */
  byKey: ShipmentRecord | null;
  /** The newest generation of the order's registrations with this carrier, in whatever state. */
  latest: ShipmentRecord | null;
  /** The workstation's location (the one asked for when it exists, else the server's) and its printer for this carrier. */
  location: string;
  printer: string | null;
}

/**
 * The order with its internal log, attachments and mails of unknown outcome (as loadOrderView, without settling lost
 * mails), the claims by key and the order's newest with this carrier, and the location's label printer.
 */
export async function findRegistrationContext(
  db: Db,
  ask: { orderId: number; carrier: Carrier; idempotencyKey: string | null; location: string | undefined; defaultLocation: string },
): Promise<RegistrationContext> {
  const { rows } = await db.query<OrderRow & OrderViewColumns & Record<`register_${string}`, unknown>>(
    `SELECT o.*, t.title AS tag_title, ${ORDER_VIEW_COLUMNS},
       ${shipmentAsJson('$3::text IS NOT NULL AND s.idempotency_key = $3')} AS register_by_key,
       ${shipmentAsJson('s.order_id = o.id AND s.carrier = $2')} AS register_latest,
       loc.name AS register_location, loc.printers ->> $2 AS register_printer
     FROM (SELECT name, printers FROM locations
            WHERE name = coalesce((SELECT name FROM locations WHERE name = $4), $5)) loc
     RIGHT JOIN (SELECT 1) one ON true
     LEFT JOIN orders o ON o.id = $1 AND o.deleted_at IS NULL
     LEFT JOIN tags t ON t.id = o.tag_id`,
    [ask.orderId, ask.carrier, ask.idempotencyKey, ask.location ?? null, ask.defaultLocation],
  );
  const { register_by_key: byKey, register_latest: latest, register_location: location, register_printer: printer, ...order } = rows[0];
  return {
    order: order.id === null ? null : orderViewParts(order as OrderRow & OrderViewColumns),
    byKey: byKey as ShipmentRecord | null,
    latest: latest as ShipmentRecord | null,
    location: (location as string | null) ?? ask.defaultLocation,
    printer: printer as string | null,
  };
}

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
 * The carrier accepted the claim: its parcels and its own reference on the shipment, which from now on is followed,
 * and (spec §3 Order.transport) on its order: the parcels' tracking pages added to the ones of earlier generations,
 * the newest barcode as `code`, its `generation` (what 'opnieuw aanmelden' names as the registration it replaces; a
 * barcode may repeat between generations), and the carrier as the order's active transporter. The order's version
 * moves on, as a folder move does, so other workstations with the order open fetch it; no block version changes, so
 * nobody's open edit collides with it. One statement answering both as they are now; undefined when the claim is no
 * longer this request's (another took it over), and then nothing is written.
 */
export async function recordRegistration(
  db: Db,
  id: number,
  registration: Registration,
): Promise<{ shipment: ShipmentRecord; orderRow: OrderRow | null } | undefined> {
  const first = registration.parcels[0];
  const tracking = Object.fromEntries(
    registration.parcels.filter((parcel) => parcel.trackingUrl !== null).map((parcel) => [parcel.barcode, parcel.trackingUrl]),
  );
  const { rows } = await db.query<OrderRow & { register_shipment: ShipmentRecord | null }>(
    `WITH registered AS (
       UPDATE shipments SET status = 'registered', barcode = $2, tracking_url = $3, parcels = $4, carrier_reference = $5,
              label_ready = $6, response = $7, next_check_at = now()
        WHERE id = $1 AND status = 'claimed'
       RETURNING *
     ), transported AS (
       UPDATE orders o
          SET transport = o.transport || jsonb_build_object(r.carrier, jsonb_build_object(
                'shipments', coalesce(o.transport -> r.carrier -> 'shipments', '{}'::jsonb) || $8::jsonb,
                'code', $2::text, 'url', $3::text, 'isRegistered', true, 'status', $9::text, 'generation', r.generation)),
              active_transporter = r.carrier,
              is_regio_printed_only = o.is_regio_printed_only AND r.carrier <> 'regio',
              version = o.version + 1, updated_at = now()
         FROM registered r
        WHERE o.id = r.order_id
       RETURNING o.*, (SELECT title FROM tags WHERE id = o.tag_id) AS tag_title
     )
     SELECT o.*, (SELECT to_jsonb(x) FROM (SELECT ${SHIPMENT_COLUMNS} FROM registered s) x) AS register_shipment
       FROM (SELECT 1) one LEFT JOIN transported o ON true`,
    [
      id, first?.barcode ?? null, first?.trackingUrl ?? null, JSON.stringify(registration.parcels),
      registration.carrierReference, registration.labelReady, JSON.stringify(registration), JSON.stringify(tracking),
      registration.labelReady ? 'REGISTERED' : 'PROCESSING',
    ],
  );
  const { register_shipment: shipment, ...row } = rows[0];
  return shipment ? { shipment, orderRow: row.id === null ? null : (row as OrderRow) } : undefined;
}
