// Delivery time slots and their cut-off for today (spec §2 'timeframes{options,selected}'), for the carriers that
// deliver in slots: Dynalogic and ZorgeloosBezorgd each pass their own slots and how long before a slot starts they
// must have the parcel.
import { DateTime } from 'luxon';
import { TIMEZONE } from '../../../shared/domain/constants.ts';
import type { Timeframes } from '../../../shared/domain/carrier-forms/parcel-fields.ts';
import type { Order } from '../../../shared/schema/order.ts';

/** A slot of a day, Amsterdam time 'HH:mm'. */
export interface TimeSlot {
  from: string;
  until: string;
}

export interface SlotPlan {
  slots: readonly TimeSlot[];
  /** A slot can be booked until this many minutes before it starts. */
  leadMinutes: number;
}

export const slotValue = (slot: TimeSlot) => `${slot.from}-${slot.until}`;
const slotLabel = (slot: TimeSlot) => `${slot.from} – ${slot.until}`;

const startOf = (date: string, slot: TimeSlot) => DateTime.fromISO(`${date}T${slot.from}`, { zone: TIMEZONE });

/** The slots of `date` that can still be booked at `now`: none for a day that has passed. */
export function openSlots(plan: SlotPlan, date: string, now: Date): TimeSlot[] {
  const bookableUntil = (slot: TimeSlot) => startOf(date, slot).minus({ minutes: plan.leadMinutes });
  return plan.slots.filter((slot) => startOf(date, slot).isValid && DateTime.fromJSDate(now) < bookableUntil(slot));
}

type SlotOrder = Pick<Order, 'deliveryDateTime' | 'isMourning' | 'isEveningDelivery'>;

/** The slot an order asks for: the one around its service time, the last one for evening delivery, else the first. */
function preferredSlot(open: readonly TimeSlot[], order: SlotOrder | null): TimeSlot | undefined {
  if (order?.deliveryDateTime != null) {
    const time = DateTime.fromSeconds(order.deliveryDateTime, { zone: TIMEZONE }).toFormat('HH:mm');
    return open.find((slot) => slot.from <= time && time < slot.until) ?? open[0];
  }
  if (order?.isEveningDelivery) return open.at(-1);
  return open[0];
}

export function dayTimeframes(plan: SlotPlan, date: string, now: Date, order: SlotOrder | null): Timeframes {
  const open = openSlots(plan, date, now);
  const selected = preferredSlot(open, order);
  return { options: open.map((slot) => ({ value: slotValue(slot), label: slotLabel(slot) })), selected: selected ? slotValue(selected) : null };
}

/** The field error of a chosen slot the carrier no longer takes, or null. */
export function slotError(plan: SlotPlan, date: string, value: unknown, now: Date): string | null {
  return openSlots(plan, date, now).some((slot) => slotValue(slot) === value) ? null : 'Dit tijdvak is niet (meer) beschikbaar';
}
