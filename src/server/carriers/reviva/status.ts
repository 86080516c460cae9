// Reviva's shipment statuses (its JSON shape, live.ts) mapped to our small set of tracking states.
import type { TrackingState } from '../../../shared/domain/carriers.ts';

export const REVIVA_TRACKING = {
  registered: 'aangemeld',
  sorted: 'onderweg',
  out_for_delivery: 'onderweg',
  delivered: 'bezorgd',
  delivered_to_neighbour: 'bij_de_buren',
  not_delivered: 'niet_bezorgd',
  returned: 'retour',
  damaged: 'probleem',
  cancelled: 'probleem',
} as const satisfies Record<string, TrackingState>;
export type RevivaStatus = keyof typeof REVIVA_TRACKING;

/** A status Reviva adds later keeps the parcel 'onderweg' rather than sending the order to the problem folder. */
export function revivaTracking(status: string): { state: TrackingState; detail: string } {
  const state = Object.hasOwn(REVIVA_TRACKING, status) ? REVIVA_TRACKING[status as RevivaStatus] : 'onderweg';
  return { state, detail: status };
}
