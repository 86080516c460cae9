// Follows every registered parcel until it has arrived: asks its carrier where it is on a schedule, keeps the answer
// with the shipment and on the order, and moves an order whose delivery failed to the problem folder by itself.
// It runs beside the requests, never inside one: a slow or hanging carrier costs a sweep at most its time limit.
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import pLimit from 'p-limit';
import type { Carrier } from '../../shared/domain/constants.ts';
import { FINAL_TRACKING_STATES, TRACKING_STATES, type TrackingState } from '../../shared/domain/carriers.ts';
import type { OrderChange } from '../../shared/protocol/changes.ts';
import type { Db } from '../db/database.ts';
import {
  changesState, claimDueShipments, lockCheckedOrders, recordTrackingChecks, type DueShipment, type TrackingCheck,
} from '../db/tracking.ts';
import { createWorkerLoop } from '../jobs/loop.ts';
import { changedBlocks, changeOf } from '../orders/operations/change-of.ts';
import { inTransaction } from '../orders/operations/in-transaction.ts';
import { announceChange } from '../realtime/announce.ts';
import { withinTime } from '../within-time.ts';
import type { CarrierAdapter } from './adapter.ts';
import { movesForward, type CarrierState } from './shared/state-time.ts';

const MINUTE = 60_000;
/** A carrier that did not answer, or answered nonsense, is asked again after this. */
export const RETRY_AFTER_FAILURE_MS = 15 * MINUTE;

/** How long until a parcel in `state` is asked about again; null once it is no longer followed. */
export function recheckAfterMs(state: TrackingState): number | null {
  if (FINAL_TRACKING_STATES.includes(state)) return null;
  // A parcel on its way changes soon; one that waits (announced, failed, held) changes when the carrier acts.
  return state === 'onderweg' ? 10 * MINUTE : 30 * MINUTE;
}

/** An order whose parcel's state changed (standalone parcels concern no workstation). */
export interface TrackingChange {
  orderId: number;
  /** The change moved the order to the problem folder. */
  moved: boolean;
  /** What the workstations apply: the order's new version, list row and the blocks the check rewrote. */
  change: OrderChange;
}

/** Where states are written and whom a change is told: the worker's and the webhooks' alike. */
export interface TrackingSink {
  db: Db;
  log: FastifyBaseLogger;
  onChanged?: (change: TrackingChange) => void | Promise<void>;
}

/**
 * Stores what carriers said about shipments held under their lease (polled by the worker or pushed by a webhook)
 * onto the shipments and their orders, and tells the workstations about each order that changed.
 */
export async function applyTrackingChecks(sink: TrackingSink, checks: readonly TrackingCheck[]): Promise<TrackingChange[]> {
  const changes = await recordChecks(sink.db, checks);
  for (const change of changes) await announce(sink, change);
  return changes;
}

/**
 * One transaction: the orders a check may change are locked as they are, the checks written, and each change made
 * from the order before and the row its write returned. Most sweeps change no state and lock nothing.
 */
function recordChecks(db: Db, checks: readonly TrackingCheck[]): Promise<TrackingChange[]> {
  const changing = checks.filter(changesState).map((check) => check.shipment.id);
  if (changing.length === 0) return recordTrackingChecks(db, checks).then(() => []);
  return inTransaction(db, async (client) => {
    const before = new Map((await lockCheckedOrders(client, changing)).map((row) => [row.id, row]));
    const written = await recordTrackingChecks(client, checks);
    return written.map(({ moved, ...after }) => {
      const was = before.get(after.id)!;
      return { orderId: after.id, moved, change: changeOf(was, after, changedBlocks(was, after)) };
    });
  });
}

/**
 * A carrier's answer about a shipment, with when to ask again. A state that happened before the shipment's current
 * one is kept in its history only: the shipment stays where it is.
 */
export function answeredCheck(shipment: DueShipment, answer: CarrierState): TrackingCheck {
  const at = answer.at ?? null;
  if (!movesForward(shipment.stateAt, at)) {
    return { shipment, answer: null, recheckMs: recheckAfterMs(shipment.state), event: { ...answer, at, applied: false } };
  }
  return { shipment, answer: { ...answer, at }, recheckMs: recheckAfterMs(answer.state), event: { ...answer, at, applied: true } };
}

async function announce({ log, onChanged }: TrackingSink, change: TrackingChange) {
  if (change.moved) log.info({ orderId: change.orderId }, 'Bezorging mislukt: order naar de map Probleem verplaatst');
  try {
    await onChanged?.(change);
  } catch (error) {
    log.error({ err: error, orderId: change.orderId }, 'Nieuwe pakketstatus niet gemeld');
  }
}

export interface TrackingOptions {
  db: Db;
  carriers: Partial<Record<Carrier, Pick<CarrierAdapter, 'status'>>>;
  log: FastifyBaseLogger;
  /** The pause between sweeps. */
  intervalMs: number;
  /** Shipments claimed and written per statement. */
  batchSize: number;
  /** Status calls under way at once. */
  concurrency: number;
  /** How long one status call may take before it counts as failed. */
  timeoutMs: number;
  onChanged?: (change: TrackingChange) => void | Promise<void>;
}

export interface SweepResult {
  /** Parcels asked about. */
  checked: number;
  /** Orders whose parcel's state changed (and that the workstations were told about). */
  ordersChanged: number;
  /** Parcels whose carrier did not answer in time or answered nonsense. */
  failed: number;
}

export interface TrackingWorker {
  /** Started and not stopped (the readiness check asks). */
  readonly running: boolean;
  start(): void;
  /** Resolves once the batch in hand is written and the worker has stopped. */
  stop(): Promise<void>;
  /** Checks every shipment that is due now, batch by batch. */
  sweep(): Promise<SweepResult>;
}

export function createTrackingWorker(options: TrackingOptions): TrackingWorker {
  const { db, carriers, log, intervalMs, batchSize, concurrency, timeoutMs, onChanged } = options;
  const limit = pLimit(concurrency);
  // A claimed batch is this worker's until every call of it has answered or timed out, with room to write it.
  const leaseMs = timeoutMs * Math.ceil(batchSize / concurrency) + MINUTE;

  let stopping = false;
  // A sweep checks every parcel due, so the pause follows each; it comes first too, not a sweep at every start.
  const sweepThenPause = async () => {
    await sweep();
    return false;
  };
  const worker = createWorkerLoop(sweepThenPause, {
    pollMs: intervalMs, log, failure: 'Pakketstatussen niet bijgewerkt', waitFirst: true,
  });

  async function sweep(): Promise<SweepResult> {
    const result: SweepResult = { checked: 0, ordersChanged: 0, failed: 0 };
    for (;;) {
      const batch = await claimDueShipments(db, batchSize, leaseMs);
      const outcomes = await Promise.all(batch.map((shipment) => limit(() => check(shipment))));
      const changes = await applyTrackingChecks({ db, log, onChanged }, outcomes.map((outcome) => outcome.check));
      logFailures(outcomes);
      result.checked += outcomes.length;
      result.failed += outcomes.filter((outcome) => outcome.error).length;
      result.ordersChanged += changes.length;
      if (batch.length < batchSize || stopping) return result;
    }
  }

  async function check(shipment: DueShipment): Promise<{ check: TrackingCheck; error?: unknown }> {
    try {
      const adapter = carriers[shipment.carrier];
      if (!adapter) throw new Error(`Geen vervoerder '${shipment.carrier}'`);
      const { barcode, carrierReference } = shipment;
      const answer = await withinTime(adapter.status({ barcode, carrierReference }), timeoutMs);
      if (!TRACKING_STATES.includes(answer.state)) throw new Error(`Onbekende pakketstatus '${String(answer.state)}'`);
      return { check: answeredCheck(shipment, answer) };
    } catch (error) {
      return { check: { shipment, answer: null, recheckMs: RETRY_AFTER_FAILURE_MS, error: reasonOf(error) }, error };
    }
  }

  /** One line per carrier and batch: a carrier that is down would otherwise log every parcel it carries. */
  function logFailures(outcomes: { check: TrackingCheck; error?: unknown }[]) {
    const failed = outcomes.filter((outcome) => outcome.error);
    for (const carrier of new Set(failed.map((outcome) => outcome.check.shipment.carrier))) {
      const ofCarrier = failed.filter((outcome) => outcome.check.shipment.carrier === carrier);
      log.warn({ err: ofCarrier[0].error, carrier, parcels: ofCarrier.length }, 'Vervoerder niet gevraagd waar de pakketten zijn');
    }
  }

  return {
    sweep,
    get running() {
      return worker.running;
    },
    start() {
      stopping = false;
      worker.start();
    },
    async stop() {
      stopping = true;
      await worker.stop();
    },
  };
}

const reasonOf = (error: unknown) => (error instanceof Error ? error.message : String(error));

/** Tells the workstations, in one message: the list row (its tracking state, its folder after a move) and the order. */
export const announceTrackingChange = (app: FastifyInstance, change: TrackingChange) => announceChange(app, change.change);
