// Red je Pakketje's shipment statuses (integrations.md) mapped to our small set of tracking states.
import type { TrackingState } from '../../../shared/domain/carriers.ts';

export const REDJEPAKKETJE_STATUSES = [
  'pre_transit', 'ready_for_pickup', 'in_transit', 'in_depot', 'out_for_delivery', 'delivered', 'failed_to_deliver',
  'return_to_sender', 'returned_to_sender', 'expired', 'cancelled', 'lost',
] as const;
export type RedjepakketjeStatus = (typeof REDJEPAKKETJE_STATUSES)[number];

export const REDJEPAKKETJE_TRACKING: Readonly<Record<RedjepakketjeStatus, TrackingState>> = {
  pre_transit: 'aangemeld',
  ready_for_pickup: 'aangemeld',
  in_transit: 'onderweg',
  in_depot: 'onderweg',
  out_for_delivery: 'onderweg',
  delivered: 'bezorgd',
  failed_to_deliver: 'niet_bezorgd',
  return_to_sender: 'retour',
  returned_to_sender: 'retour',
  expired: 'probleem',
  cancelled: 'probleem',
  lost: 'probleem',
};

/** The delivery attempt code Red je Pakketje gives a parcel left with the neighbours. */
export const DELIVERED_AT_NEIGHBOURS = 'BB';

/**
 * Our state for a status and the code of the last delivery attempt. A status we do not know yet keeps the parcel
 * 'onderweg' (still with the carrier) rather than sending the order to the problem folder.
 */
export function redjepakketjeTracking(status: string, lastAttempt?: string): { state: TrackingState; detail: string } {
  const known = (REDJEPAKKETJE_STATUSES as readonly string[]).includes(status);
  const state = known ? REDJEPAKKETJE_TRACKING[status as RedjepakketjeStatus] : 'onderweg';
  if (state === 'bezorgd' && lastAttempt === DELIVERED_AT_NEIGHBOURS) return { state: 'bij_de_buren', detail: `${status} (${lastAttempt})` };
  return { state, detail: status };
}
