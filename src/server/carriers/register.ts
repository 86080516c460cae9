// Registering a parcel with a carrier (spec §4 'after a carrier registration'): checked against the carrier's
// schema, claimed in the database before the carrier is called (so a double click, a retry or 20 workstations at
// once register it once), stored on the order with its label job in one transaction, and announced once.
import type { FastifyInstance } from 'fastify';
import { carrierMessages } from '../../shared/domain/carriers.ts';
import { CARRIER_TITLES, POPUP_PRINTER, type Carrier } from '../../shared/domain/constants.ts';
import { messages } from '../../shared/domain/messages.ts';
import { printLabel, UNUSABLE_PRINTER_STATES } from '../../shared/domain/printing.ts';
import type { RegisterRequest, RegisterResult } from '../../shared/schema/carriers.ts';
import type { Order } from '../../shared/schema/order.ts';
import type { PrintJob } from '../../shared/schema/print.ts';
import { transaction, type Db } from '../db/database.ts';
import type { OrderRow } from '../db/order-columns.ts';
import { findPrintJobByKey, insertLedgerPrintJob, type NewPrintJobRow } from '../db/print-jobs.ts';
import {
  findRegistrationContext, insertClaim, markFailed, recordRegistration, reserveOnClaim, retakeClaim,
  type RegistrationContext, type ShipmentRecord,
} from '../db/shipments.ts';
import { conflict, HttpError, notFound } from '../http-errors.ts';
import { loadOrderView, toOrderView } from '../orders/order-view.ts';
import { changedBlocks, changeOf } from '../orders/operations/change-of.ts';
import { announceChange } from '../realtime/announce.ts';
import { CarrierRefusal, type Registration } from './adapter.ts';
import { renderShipmentLabel } from './labels.ts';
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
  /** The location the workstation names; an unknown one (or none) is the server's own. */
  location: string | undefined;
}

/** The order a carrier call is about; null for a standalone parcel (order id 0). */
export async function orderOrParcel(app: FastifyInstance, orderId: number): Promise<Order | null> {
  if (orderId === 0) return null;
  const order = await loadOrderView(app.db, orderId, app.config.managementUrl);
  if (!order) throw notFound(messages.orderNotFound(orderId));
  return order;
}

/** What a registration works with: the database and the app's parts it uses, not the app itself. */
export type RegisterDeps = Pick<FastifyInstance, 'db' | 'carriers' | 'printers' | 'printQueue' | 'realtime' | 'log' | 'config'>;

/**
 * One registration: read in one statement, claimed in one, the carrier called (and its label drawn) with no
 * transaction open, then the shipment, the order's transport and the label job recorded in one transaction, and
 * announced once after it committed. A record that fails leaves the claim failed, so a retry finds the parcel.
 */
export async function registerShipment(deps: RegisterDeps, command: RegisterCommand): Promise<RegisterResult> {
  const adapter = deps.carriers[command.carrier];
  const { orderId } = command.request;
  const context = await findRegistrationContext(deps.db, {
    orderId, carrier: command.carrier, idempotencyKey: command.idempotencyKey ?? null,
    location: command.location, defaultLocation: deps.config.location,
  });
  if (orderId !== 0 && !context.order) throw notFound(messages.orderNotFound(orderId));
  const order = context.order && toOrderView(context.order, deps.config.managementUrl);
  const values = checkCarrierValues(adapter, command.request.values);
  const claim = await claimRegistration(deps.db, context, order, values, command);
  if ('replay' in claim) return replay(deps, claim.replay);

  const { shipment, retried } = claim;
  let registration: Registration;
  try {
    // A claim tried before may have reached the carrier even though its answer never came back; what that try
    // reserved at the carrier (carrierReference while claimed) finds it, or is used again.
    const reserved = shipment.carrierReference;
    const known = retried ? await adapter.find(shipment.reference, reserved) : null;
    registration = known ?? (await adapter.register({
      order, values, reference: shipment.reference, reserved, reserve: (value) => reserveOnClaim(deps.db, shipment.id, value),
    }));
  } catch (error) {
    await failClaim(deps.db, shipment.id, error);
    if (error instanceof CarrierRefusal) throw refusalError(error);
    throw error;
  }
  const label = await drawLabel(deps, registeredClaim(shipment, registration), order, context, command);

  let recorded: Recorded | undefined;
  try {
    recorded = await transaction(deps.db, (trx) => record(trx, shipment, registration, label));
  } catch (error) {
    // A claim that cannot be marked either (the database is gone) is taken over once it is stale.
    await failClaim(deps.db, shipment.id, error).catch(() => {});
    throw error;
  }
  // Slower than STALE_CLAIM_MS: another request took the claim over and finishes it.
  if (!recorded) throw conflict(registerMessages.inProgress);

  if (recorded.labelJob) deps.printQueue.wake();
  const current = recorded.orderRow && toOrderView({ ...context.order!, row: recorded.orderRow }, deps.config.managementUrl);
  if (recorded.orderRow) {
    const before = context.order!.row;
    await announceChange(deps, changeOf(before, recorded.orderRow, changedBlocks(before, recorded.orderRow)));
  }
  return { shipment: recorded.shipment, order: current, labelJob: recorded.labelJob };
}

/** The claim may be taken again at once: by the retry, which asks the carrier first whether it has the parcel. */
const failClaim = (db: Db, id: number, error: unknown) => markFailed(db, id, error instanceof Error ? error.message : String(error));

type Claim = { shipment: ShipmentRecord; retried: boolean } | { replay: ShipmentRecord };

/**
 * The registration this request may make: a new claim, an earlier claim that failed or went stale (taken over),
 * or the registration an earlier request with the same key made (replayed). 409 while another request is at it,
 * when the order has this carrier already and 'opnieuw aanmelden' was not asked for, or when it names a registration
 * that another one replaced meanwhile.
 */
async function claimRegistration(
  db: Db,
  context: RegistrationContext,
  order: Order | null,
  values: Record<string, unknown>,
  command: RegisterCommand,
): Promise<Claim> {
  const key = command.idempotencyKey ?? null;
  const takeover = { idempotencyKey: key, request: values, createdBy: command.user };
  const retake = async (earlier: ShipmentRecord): Promise<Claim> => {
    if (earlier.status === 'claimed' && earlier.claimAgeMs < STALE_CLAIM_MS) throw conflict(registerMessages.inProgress);
    const shipment = await retakeClaim(db, earlier.id, STALE_CLAIM_MS, takeover);
    if (!shipment) throw conflict(registerMessages.inProgress);
    return { shipment, retried: true };
  };

  const { byKey, latest } = context;
  if (byKey) {
    if (byKey.orderId !== (order?.id ?? null) || byKey.carrier !== command.carrier) {
      throw new HttpError(422, registerMessages.keyReused, 'IDEMPOTENCY_KEY_REUSED');
    }
    return byKey.status === 'registered' ? { replay: byKey } : retake(byKey);
  }

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
  const shipment = await insertClaim(db, { orderId: order?.id ?? null, carrier: command.carrier, generation, ...takeover });
  // Another request claimed this generation (or used this key) a moment ago.
  if (!shipment) throw conflict(registerMessages.inProgress);
  return { shipment, retried: false };
}

/** What the request that registered it answered, without calling the carrier or printing again. */
async function replay(deps: RegisterDeps, shipment: ShipmentRecord): Promise<RegisterResult> {
  const order = shipment.orderId === null ? null : ((await loadOrderView(deps.db, shipment.orderId, deps.config.managementUrl)) ?? null);
  return { shipment, order, labelJob: (await findPrintJobByKey(deps.db, labelKey(shipment))) ?? null };
}

/** One label job per registration, whichever request gets to queue it. */
const labelKey = (shipment: Pick<ShipmentRecord, 'reference'>) => `label-${shipment.reference}`;

/** The claim as it will be once the registration is recorded: what its label is drawn from. */
const registeredClaim = (shipment: ShipmentRecord, registration: Registration): ShipmentRecord => ({
  ...shipment, status: 'registered', parcels: registration.parcels, carrierReference: registration.carrierReference,
  labelReady: registration.labelReady,
});

/**
 * The label job for the printer the workstation's location has for this carrier. None when the label is not ready
 * yet, the location prints it from the browser ('_popup') or has no usable printer for it, or the carrier could not
 * draw it: that is logged and printed by hand later, the registration stands either way.
 */
async function drawLabel(
  deps: RegisterDeps,
  shipment: ShipmentRecord,
  order: Order | null,
  context: RegistrationContext,
  command: RegisterCommand,
): Promise<NewPrintJobRow | null> {
  const printerId = context.printer;
  if (!shipment.labelReady || !printerId || printerId === POPUP_PRINTER) return null;
  try {
    const printer = await deps.printers.get(printerId);
    if (!printer || UNUSABLE_PRINTER_STATES.includes(printer.state)) {
      deps.log.warn({ shipmentId: shipment.id, printerId }, 'Labelprinter onbekend of niet bruikbaar: label niet in de wachtrij');
      return null;
    }
    const label = printLabel(shipment.carrier);
    return {
      orderId: shipment.orderId, shipmentId: shipment.id, type: shipment.carrier, printerId,
      title: order ? `Order ${order.orderNumber} · ${label}` : `Pakket ${shipment.id} · ${label}`,
      pdf: await renderShipmentLabel(deps, shipment, order),
      copies: 1, createdBy: command.user, location: context.location, idempotencyKey: labelKey(shipment),
    };
  } catch (error) {
    deps.log.warn({ err: error, shipmentId: shipment.id }, 'Label niet in de printer wachtrij gezet');
    return null;
  }
}

interface Recorded {
  shipment: ShipmentRecord;
  orderRow: OrderRow | null;
  labelJob: PrintJob | null;
}

/** The record step, inside one transaction; undefined (nothing written) when another request took the claim over. */
async function record(trx: Db, claim: ShipmentRecord, registration: Registration, label: NewPrintJobRow | null): Promise<Recorded | undefined> {
  const registered = await recordRegistration(trx, claim.id, registration);
  if (!registered) return undefined;
  return { ...registered, labelJob: (label && (await insertLedgerPrintJob(trx, label))) ?? null };
}

/** The lists' row and the open order's version, from the row the record step returned: nothing read again. */
