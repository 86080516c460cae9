// Registering a parcel with a carrier (spec §4 'after a carrier registration'): checked against the carrier's
// schema, claimed in the database before the carrier is called (so a double click, a retry or 20 workstations at
// once register it once), stored on the order, announced, and its label queued on the location's printer.
import type { FastifyInstance } from 'fastify';
import { carrierMessages } from '../../shared/domain/carriers.ts';
import { CARRIER_TITLES, POPUP_PRINTER, type Carrier } from '../../shared/domain/constants.ts';
import { messages } from '../../shared/domain/messages.ts';
import type { RegisterRequest, RegisterResult } from '../../shared/schema/carriers.ts';
import type { Order } from '../../shared/schema/order.ts';
import type { PrintJob } from '../../shared/schema/print.ts';
import { getLocation } from '../db/locations.ts';
import { findPrintJobByKey } from '../db/print-jobs.ts';
import {
  findLatestShipment, findShipmentByKey, insertClaim, markFailed, markRegistered, recordTransport, reserveOnClaim, retakeClaim,
  type ShipmentRecord,
} from '../db/shipments.ts';
import { conflict, HttpError, notFound } from '../http-errors.ts';
import { loadOrderView } from '../orders/order-view.ts';
import { queueShipmentLabel } from '../print/print-jobs.ts';
import { announceOrder } from '../realtime/announce.ts';
import { CarrierRefusal, type Registration } from './adapter.ts';
import { refusalError } from './refusal.ts';
import { checkCarrierValues } from './values.ts';

export const registerMessages = {
  inProgress: 'Deze aanmelding loopt al',
  keyReused: 'Deze Idempotency-Key is al gebruikt voor een andere aanmelding',
  registeredMeanwhile: (carrier: string) => `Deze order is intussen al opnieuw bij ${carrier} aangemeld`,
} as const;

/**
 * A claim older than this lost its request (a crash, a restart): every carrier call times out well before
 * (CARRIER_TIMEOUT_MS), so nobody is waiting for its answer any more.
 */
export const STALE_CLAIM_MS = 120_000;

export interface RegisterCommand {
  carrier: Carrier;
  request: RegisterRequest;
  idempotencyKey: string | undefined;
  user: string;
  location: string;
}

/** The order a carrier call is about; null for a standalone parcel (order id 0). */
export async function orderOrParcel(app: FastifyInstance, orderId: number): Promise<Order | null> {
  if (orderId === 0) return null;
  const order = await loadOrderView(app.db, orderId, app.config.managementUrl);
  if (!order) throw notFound(messages.orderNotFound(orderId));
  return order;
}

export async function registerShipment(app: FastifyInstance, command: RegisterCommand): Promise<RegisterResult> {
  const adapter = app.carriers[command.carrier];
  const order = await orderOrParcel(app, command.request.orderId);
  const values = checkCarrierValues(adapter, command.request.values);
  const claim = await claimRegistration(app, order, values, command);
  if ('replay' in claim) return replay(app, claim.replay);

  const { shipment, retried } = claim;
  let registration: Registration;
  try {
    // A claim tried before may have reached the carrier even though its answer never came back; what that try
    // reserved at the carrier (carrierReference while claimed) finds it, or is used again.
    const reserved = shipment.carrierReference;
    const known = retried ? await adapter.find(shipment.reference, reserved) : null;
    registration = known ?? (await adapter.register({
      order, values, reference: shipment.reference, reserved, reserve: (value) => reserveOnClaim(app.db, shipment.id, value),
    }));
  } catch (error) {
    await markFailed(app.db, shipment.id, error instanceof Error ? error.message : String(error));
    if (error instanceof CarrierRefusal) throw refusalError(error);
    throw error;
  }
  const registered = await markRegistered(app.db, shipment.id, registration);
  // Slower than STALE_CLAIM_MS: another request took the claim over and finishes it.
  if (!registered) throw conflict(registerMessages.inProgress);

  let current: Order | null = null;
  if (order) {
    await recordTransport(app.db, order.id, registered, registration);
    await announceOrder(app, order.id, 'listitem', 'activeitem');
    current = (await loadOrderView(app.db, order.id, app.config.managementUrl)) ?? null;
  }
  return { shipment: registered, order: current, labelJob: await queueLabel(app, registered, current, command) };
}

type Claim = { shipment: ShipmentRecord; retried: boolean } | { replay: ShipmentRecord };

/**
 * The registration this request may make: a new claim, an earlier claim that failed or went stale (taken over),
 * or the registration an earlier request with the same key made (replayed). 409 while another request is at it,
 * when the order has this carrier already and 'opnieuw aanmelden' was not asked for, or when it names a registration
 * that another one replaced meanwhile.
 */
async function claimRegistration(
  app: FastifyInstance,
  order: Order | null,
  values: Record<string, unknown>,
  command: RegisterCommand,
): Promise<Claim> {
  const key = command.idempotencyKey ?? null;
  const takeover = { idempotencyKey: key, request: values, createdBy: command.user };
  const retake = async (earlier: ShipmentRecord): Promise<Claim> => {
    if (earlier.status === 'claimed' && earlier.claimAgeMs < STALE_CLAIM_MS) throw conflict(registerMessages.inProgress);
    const shipment = await retakeClaim(app.db, earlier.id, STALE_CLAIM_MS, takeover);
    if (!shipment) throw conflict(registerMessages.inProgress);
    return { shipment, retried: true };
  };

  const byKey = key ? await findShipmentByKey(app.db, key) : undefined;
  if (byKey) {
    if (byKey.orderId !== (order?.id ?? null) || byKey.carrier !== command.carrier) {
      throw new HttpError(422, registerMessages.keyReused, 'IDEMPOTENCY_KEY_REUSED');
    }
    return byKey.status === 'registered' ? { replay: byKey } : retake(byKey);
  }

  const latest = order ? await findLatestShipment(app.db, order.id, command.carrier) : undefined;
  // Generations are claimed one after the other, so all below the latest were registered.
  const newestRegistered = !latest ? 0 : latest.status === 'registered' ? latest.generation : latest.generation - 1;
  if (newestRegistered > 0) {
    const title = CARRIER_TITLES[command.carrier];
    const { again } = command.request;
    if (!again) throw conflict(carrierMessages.alreadyRegistered(title));
    // Optimistic concurrency, as an order's version: 20 workstations replacing the same registration make one parcel.
    if (again.replaces !== newestRegistered) throw conflict(registerMessages.registeredMeanwhile(title));
  }
  if (latest && latest.status !== 'registered') return retake(latest);
  const generation = newestRegistered + 1;
  const shipment = await insertClaim(app.db, { orderId: order?.id ?? null, carrier: command.carrier, generation, ...takeover });
  // Another request claimed this generation (or used this key) a moment ago.
  if (!shipment) throw conflict(registerMessages.inProgress);
  return { shipment, retried: false };
}

/** What the request that registered it answered, without calling the carrier or printing again. */
async function replay(app: FastifyInstance, shipment: ShipmentRecord): Promise<RegisterResult> {
  const order = shipment.orderId === null ? null : ((await loadOrderView(app.db, shipment.orderId, app.config.managementUrl)) ?? null);
  return { shipment, order, labelJob: (await findPrintJobByKey(app.db, labelKey(shipment))) ?? null };
}

/** One label job per registration, whichever request gets to queue it. */
const labelKey = (shipment: ShipmentRecord) => `label-${shipment.reference}`;

/**
 * Queues the label on the printer the workstation's location has for this carrier. None when the label is not
 * ready yet, the location prints it from the browser ('_popup') or has no printer for it; a label that cannot be
 * queued is logged and printed by hand later: the registration stands either way.
 */
async function queueLabel(app: FastifyInstance, shipment: ShipmentRecord, order: Order | null, command: RegisterCommand): Promise<PrintJob | null> {
  if (!shipment.labelReady) return null;
  const printer = (await getLocation(app.db, command.location))?.printers[shipment.carrier];
  if (!printer || printer === POPUP_PRINTER) return null;
  try {
    return await queueShipmentLabel(app, shipment, order, {
      printer, user: command.user, location: command.location, idempotencyKey: labelKey(shipment),
    });
  } catch (error) {
    app.log.warn({ err: error, shipmentId: shipment.id }, 'Label niet in de printer wachtrij gezet');
    return null;
  }
}
