// Trunkrs's label parts: same-day delivery in the parcel's time window, and the route its sub-depot sorts by.
import type { CarrierLabelParts } from '../../print/documents/label.ts';
import { TRUNKRS } from './shipment.ts';
import { slotWindow, type TimeSlot } from './time-slots.ts';

/** 'T-671': the sandbox's route, from the first three digits of the postcode (Trunkrs sorts its rounds by postcode). */
export const trunkrsRoute = (postcode: string) => `T-${postcode.replace(/\D/g, '').slice(0, 3)}`;

export function trunkrsLabelParts(postcode: string, slot: TimeSlot | null): CarrierLabelParts {
  return {
    carrier: TRUNKRS,
    service: slot ? `Same-day · ${slotWindow(slot)}` : 'Same-day',
    sortCode: postcode ? { title: 'Route', value: trunkrsRoute(postcode) } : undefined,
  };
}
