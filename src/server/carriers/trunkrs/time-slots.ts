// Trunkrs's time slots (its spec: GET /timeslots/?country&postalCode → { links, data: [{ id, cutOffTime,
// deliveryWindow: { start, end }, merchant, serviceArea }] }): a slot is one evening's delivery, and its cutOffTime is
// the moment a parcel for it must be registered by. One mapping turns that answer into ours, for the live API and the
// sandbox alike; the send screen offers the open slots from the chosen delivery date on.
import { DateTime } from 'luxon';
import { TIMEZONE } from '../../../shared/domain/constants.ts';
import { amsterdamToday } from '../../../shared/domain/dates.ts';
import type { TrunkrsLocation } from './shipment.ts';

/** A time slot as Trunkrs answers it (TimeSlot in its spec). */
export interface TrunkrsTimeSlot {
  id: number;
  cutOffTime: string;
  deliveryWindow: { start: string; end: string };
  merchant: TrunkrsLocation;
  serviceArea: { country: 'NL' | 'BE'; region?: string[] };
}

/** GET /timeslots/'s answer. */
export interface TrunkrsTimeSlots {
  links: { self: string };
  data: TrunkrsTimeSlot[];
}

/** Ours: one evening's delivery window and when registering for it closes (ISO date-times). */
export interface TimeSlot {
  id: number;
  cutOff: string;
  start: string;
  end: string;
}

export const timeSlotsOf = (answer: TrunkrsTimeSlots): TimeSlot[] =>
  answer.data.map(({ id, cutOffTime, deliveryWindow }) => ({ id, cutOff: cutOffTime, start: deliveryWindow.start, end: deliveryWindow.end }));

export const CUT_OFF_PASSED = 'De tijd om vandaag aan te melden is voorbij';
/** How many slots the send screen offers. */
const OFFERED = 6;

const amsterdam = (iso: string) => DateTime.fromISO(iso, { zone: TIMEZONE });
export const slotDay = (slot: TimeSlot) => amsterdam(slot.start).toISODate()!;
export const isOpen = (slot: TimeSlot, now: Date) => Date.parse(slot.cutOff) > now.getTime();

/** '17:00–22:00': the delivery window, as the send screen and the label show it. */
export const slotWindow = (slot: TimeSlot) => `${amsterdam(slot.start).toFormat('HH:mm')}–${amsterdam(slot.end).toFormat('HH:mm')}`;

/** 'di 24 nov., 17:00–22:00 (aanmelden vóór 14:00)'. */
export function slotLabel(slot: TimeSlot): string {
  const from = amsterdam(slot.start).setLocale('nl');
  return `${from.toFormat('ccc d LLL')}, ${slotWindow(slot)} (aanmelden vóór ${amsterdam(slot.cutOff).toFormat('HH:mm')})`;
}

/**
 * The send screen's choice of slots for a delivery date: the open slots from that day on, and the one on that day
 * chosen (or, when that day has none open any more, the first open one after it).
 */
export function timeSlotChoice(slots: readonly TimeSlot[], deliveryDate: string, now: Date) {
  const offered = slots
    .filter((slot) => isOpen(slot, now) && slotDay(slot) >= deliveryDate)
    .sort((a, b) => Date.parse(a.start) - Date.parse(b.start))
    .slice(0, OFFERED);
  return {
    options: offered.map((slot) => ({ value: slot.id, label: slotLabel(slot) })),
    selected: offered[0]?.id ?? null,
  };
}

/** The delivery date the form starts with: the order's, unless that day is already past. */
export function firstDeliveryDate(requested: string | undefined, now: Date): string {
  const today = amsterdamToday(now);
  return requested && requested > today ? requested : today;
}
