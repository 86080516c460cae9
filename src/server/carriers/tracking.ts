// Follows every registered parcel until it has arrived: asks its carrier where it is on a schedule, keeps the answer
// with the shipment and on the order, and moves an order whose delivery failed to the problem folder by itself.
// It runs beside the requests, never inside one: a slow or hanging carrier costs a sweep at most its time limit.
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import pLimit from 'p-limit';
import type { Carrier } from '../../shared/domain/constants.ts';
import { FINAL_TRACKING_STATES, TRACKING_STATES, type TrackingState } from '../../shared/domain/carriers.ts';
import type { Db } from '../db/database.ts';
import { claimDueShipments, recordTrackingChecks, type DueShipment, type TrackingCheck } from '../db/tracking.ts';
import { announceOrder } from '../realtime/announce.ts';
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
  const changes = await recordTrackingChecks(sink.db, checks);
  for (const change of changes) await announce(sink, change);
  return changes;
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

  let running = false;
  let stopping = false;
  let loop: Promise<void> | undefined;
  let endPause: (() => void) | undefined;

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
      return { check: { shipment, answer: null, recheckMs: RETRY_AFTER_FAILURE_MS }, error };
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

  async function run() {
    while (running) {
      await pause();
      if (!running) return;
      try {
        await sweep();
      } catch (error) {
        // The claimed batch's lease runs out and a later sweep takes it up again.
        log.error({ err: error }, 'Pakketstatussen niet bijgewerkt');
      }
    }
  }

  const pause = () =>
    new Promise<void>((resolve) => {
      const timer = setTimeout(finish, intervalMs);
      function finish() {
        clearTimeout(timer);
        endPause = undefined;
        resolve();
      }
      endPause = finish;
    });

  return {
    sweep,
    start() {
      if (running) return;
      running = true;
      stopping = false;
      loop = run();
    },
    async stop() {
      running = false;
      stopping = true;
      endPause?.();
      await loop;
      loop = undefined;
    },
  };
}

/** The answer, or a rejection once `ms` have passed; the call itself is left to finish or hang on its own. */
function withinTime<T>(promise: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`Geen antwoord binnen ${ms} ms`)), ms);
  });
  return Promise.race([promise, late]).finally(() => clearTimeout(timer));
}

/** Tells the workstations: the list row changed (its tracking state, its folder after a move) and the order did. */
export const announceTrackingChange = (app: FastifyInstance, change: TrackingChange) =>
  announceOrder(app, change.orderId, 'listitem', 'activeitem');
