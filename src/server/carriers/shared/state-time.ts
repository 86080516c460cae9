// States never go back in time: what a carrier says (pushed or polled) replaces a shipment's state only when it
// happened no earlier than the state the shipment has. One rule for every carrier and both ways of hearing it.
import type { TrackingState } from '../../../shared/domain/carriers.ts';

/** A state a carrier told, in our small set with its own words, and when it happened there (null: not said, so now). */
export interface CarrierState {
  state: TrackingState;
  detail: string;
  at?: Date | null;
}

/**
 * Whether a state that happened at `at` may replace the current one, which happened at `currentAt`. Either time
 * unknown: a state without a time is the carrier's answer of now, and a shipment without one has had no state yet.
 */
export function movesForward(currentAt: Date | null, at: Date | null): boolean {
  return currentAt === null || at === null || at.getTime() >= currentAt.getTime();
}
