// Trunkrs's time slots (integrations.md: GET /timeslots?country=NL → { id, deliveryWindow, collectionWindow,
// dataWindow }): a slot is one evening's delivery, and its dataWindow is the cut-off — a parcel for that evening must
// be registered before it. The send screen offers the open slots from the chosen delivery date on.
import { DateTime } from 'luxon';
import { TIMEZONE } from '../../../shared/domain/constants.ts';
import { amsterdamToday } from '../../../shared/domain/dates.ts';

export interface TimeWindow {
  from: string;
  to: string;
}

export interface TrunkrsTimeSlot {
  id: number;
  deliveryWindow: TimeWindow;
  collectionWindow: TimeWindow;
  /** ISO date-time: the cut-off for registering a parcel in this slot. */
  dataWindow: string;
}

export const CUT_OFF_PASSED = 'De tijd om vandaag aan te melden is voorbij';
/** How many slots the send screen offers. */
const OFFERED = 6;

const amsterdam = (iso: string) => DateTime.fromISO(iso, { zone: TIMEZONE });
export const slotDay = (slot: TrunkrsTimeSlot) => amsterdam(slot.deliveryWindow.from).toISODate()!;
export const isOpen = (slot: TrunkrsTimeSlot, now: Date) => Date.parse(slot.dataWindow) > now.getTime();

/** 'di 24 nov., 17:00–22:00 (aanmelden vóór 14:00)'. */
export function slotLabel(slot: TrunkrsTimeSlot): string {
  const from = amsterdam(slot.deliveryWindow.from).setLocale('nl');
  const to = amsterdam(slot.deliveryWindow.to);
  const cutOff = amsterdam(slot.dataWindow);
  return `${from.toFormat('ccc d LLL')}, ${from.toFormat('HH:mm')}–${to.toFormat('HH:mm')} (aanmelden vóór ${cutOff.toFormat('HH:mm')})`;
}

/**
 * The send screen's choice of slots for a delivery date: the open slots from that day on, and the one on that day
 * chosen (or, when that day has none open any more, the first open one after it).
 */
export function timeSlotChoice(slots: readonly TrunkrsTimeSlot[], deliveryDate: string, now: Date) {
  const offered = slots
    .filter((slot) => isOpen(slot, now) && slotDay(slot) >= deliveryDate)
    .sort((a, b) => a.deliveryWindow.from.localeCompare(b.deliveryWindow.from))
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

/**
 * The sandbox's slots, as Trunkrs plans them: every evening but Sunday 17:00–22:00, collected at the shop
 * 14:30–16:00, registration open until 14:00 that day; two weeks ahead. A slot's id is its day and country
 * (202611241: 24 November 2026, NL), so the same slot keeps its id.
 */
export function sandboxTimeSlots(now: Date, country: string): TrunkrsTimeSlot[] {
  const today = DateTime.fromJSDate(now).setZone(TIMEZONE).startOf('day');
  return Array.from({ length: 14 }, (_, index) => sandboxSlotOn(today.plus({ days: index }), country)).filter((slot) => slot !== null);
}

/** The sandbox slot an id names, or null when it names none. */
export function sandboxSlotById(id: number): { slot: TrunkrsTimeSlot; country: string } | null {
  const country = id % 10 === 2 ? 'BE' : 'NL';
  const day = DateTime.fromFormat(String(Math.floor(id / 10)), 'yyyyLLdd', { zone: TIMEZONE });
  const slot = day.isValid && [1, 2].includes(id % 10) ? sandboxSlotOn(day, country) : null;
  return slot ? { slot, country } : null;
}

function sandboxSlotOn(day: DateTime, country: string): TrunkrsTimeSlot | null {
  if (day.weekday === 7) return null;
  return {
    id: Number(day.toFormat('yyyyLLdd')) * 10 + (country === 'BE' ? 2 : 1),
    deliveryWindow: window(day, '17:00', '22:00'),
    collectionWindow: window(day, '14:30', '16:00'),
    dataWindow: at(day, '14:00'),
  };
}

const at = (day: DateTime, time: string) => {
  const [hour, minute] = time.split(':').map(Number);
  return day.set({ hour, minute }).toUTC().toISO()!;
};
const window = (day: DateTime, from: string, to: string): TimeWindow => ({ from: at(day, from), to: at(day, to) });
