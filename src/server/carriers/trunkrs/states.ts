// Trunkrs's shipment states (its spec's State: GET /shipments/{trunkrsNr}/status and the onStateUpdate webhook name
// them) mapped to our small set, with the Dutch words shown on the order, and when they happened.
import { DateTime } from 'luxon';
import type { TrackingState } from '../../../shared/domain/carriers.ts';
import { TIMEZONE } from '../../../shared/domain/constants.ts';
import type { CarrierState } from '../shared/state-time.ts';

export const TRUNKRS_STATES: Readonly<Record<string, { state: TrackingState; detail: string }>> = {
  DATA_RECEIVED: { state: 'aangemeld', detail: 'Gegevens ontvangen door Trunkrs' },
  DATA_PROCESSED: { state: 'aangemeld', detail: 'Gegevens verwerkt door Trunkrs' },
  SHIPMENT_SORTED: { state: 'onderweg', detail: 'Gesorteerd in het depot' },
  SHIPMENT_SORTED_AT_SUB_DEPOT: { state: 'onderweg', detail: 'Gesorteerd in het regionale depot' },
  SHIPMENT_ACCEPTED_BY_DRIVER: { state: 'onderweg', detail: 'Onderweg met de bezorger' },
  SHIPMENT_DELIVERED: { state: 'bezorgd', detail: 'Bezorgd' },
  SHIPMENT_DELIVERED_TO_NEIGHBOR: { state: 'bij_de_buren', detail: 'Bezorgd bij de buren' },
  SHIPMENT_NOT_DELIVERED: { state: 'niet_bezorgd', detail: 'Niet bezorgd' },
  EXCEPTION_SHIPMENT_NOT_ARRIVED: { state: 'probleem', detail: 'Niet aangekomen in het depot' },
  EXCEPTION_SHIPMENT_MISS_SORTED: { state: 'probleem', detail: 'Verkeerd gesorteerd' },
  EXCEPTION_SHIPMENT_DECLINED_BY_DRIVER: { state: 'probleem', detail: 'Geweigerd door de bezorger' },
  EXCEPTION_SHIPMENT_MISSING: { state: 'probleem', detail: 'Zoekgeraakt' },
  EXCEPTION_SHIPMENT_LOST: { state: 'probleem', detail: 'Verloren gegaan' },
  EXCEPTION_SHIPMENT_CANCELLED_BY_SENDER: { state: 'probleem', detail: 'Geannuleerd door de afzender' },
  EXCEPTION_SHIPMENT_CANCELLED_BY_TRUNKRS: { state: 'probleem', detail: 'Geannuleerd door Trunkrs' },
};

/** Our state for a Trunkrs state; an exception Trunkrs adds later is still a problem, a return a return. */
export function trunkrsTrackingState(code: string): { state: TrackingState; detail: string } {
  const known = TRUNKRS_STATES[code];
  if (known) return known;
  if (code.includes('RETURN')) return { state: 'retour', detail: `Retour (${code})` };
  if (code.startsWith('EXCEPTION_')) return { state: 'probleem', detail: `Uitzondering (${code})` };
  return { state: 'onderweg', detail: code };
}

/** A Trunkrs time: ISO 8601, Amsterdam time when it names no zone; null when it cannot be read. */
export function trunkrsTime(timestamp: string): Date | null {
  const time = DateTime.fromISO(timestamp, { zone: TIMEZONE });
  return time.isValid ? time.toJSDate() : null;
}

/** A State of Trunkrs's as ours, with when it happened (an unreadable time counts as not said). */
export const trunkrsState = ({ code, timestamp }: { code: string; timestamp?: string }): CarrierState => ({
  ...trunkrsTrackingState(code),
  at: timestamp ? trunkrsTime(timestamp) : null,
});
