// The day's plan (issue 14): the orders of the working day and the next, grouped by delivery slot and by who takes
// them to the door, with the work still open per group and the carriers' hand-over deadlines still ahead.
// One classification for the plan page, the list filter of a plan group (server) and the tests.
import { DateTime } from 'luxon';
import { CARRIER_TIMETABLES, suggestCarrier, type SuggestionContext, type SuggestionOrder } from './carrier-suggestion.ts';
import { CARRIER_TITLES, CARRIERS, TIMEZONE, type Carrier, type DeliveryPart } from './constants.ts';
import { workingDeliveryDate } from './folder-match.ts';

export const PLAN_DAYS = ['today', 'tomorrow'] as const;
export type PlanDay = (typeof PLAN_DAYS)[number];

/** A church service or funeral time makes an order 'timed'; an order without a part of the day is 'day'. */
export const PLAN_SLOTS = ['morning', 'afternoon', 'evening', 'timed', 'day'] as const;
export type PlanSlot = (typeof PLAN_SLOTS)[number];

export const PLAN_SLOT_TITLES: Readonly<Record<PlanSlot, string>> = {
  morning: 'Ochtend',
  afternoon: 'Middag',
  evening: 'Avond',
  timed: 'Op tijd (rouw, kerkdienst)',
  day: 'Hele dag',
};

/** Who takes the order: a carrier (registered, or the one the rules suggest), a colleague florist, the flower relay. */
export const PLAN_HANDOFFS = [...CARRIERS, 'florist', 'relay', 'none'] as const;
export type PlanHandoff = (typeof PLAN_HANDOFFS)[number];

export const planHandoffTitle = (handoff: PlanHandoff): string =>
  handoff === 'florist' ? 'Collega bloemist'
    : handoff === 'relay' ? 'EuroFlorist'
      : handoff === 'none' ? 'Geen vervoerder mogelijk'
        : CARRIER_TITLES[handoff];

export const PLAN_DAY_TITLES: Readonly<Record<PlanDay, string>> = { today: 'Vandaag', tomorrow: 'Morgen' };

export const planMessages = {
  title: 'Dagplanning',
  empty: (dayTitle: string) => `Geen orders voor ${dayTitle.toLowerCase()}`,
  loading: 'Even geduld a.u.b. Dagplanning wordt geladen...',
  loadFailed: 'Kan de dagplanning niet laden',
  cutoffAhead: (carrier: string, time: string, left: string) => `${carrier}: aanmelden vóór ${time} (nog ${left})`,
  noCutoffsAhead: 'Geen vervoerder heeft voor deze dag nog een aanmeldtijd open',
  unknownGroup: 'Deze groep van de dagplanning bestaat niet',
} as const;

/** The fields of an order the plan looks at. */
export interface PlanOrder extends SuggestionOrder {
  deliveryPart: DeliveryPart | null;
  treatment: string;
  /** The carrier the order is registered with, if any. */
  activeTransporter: Carrier | null;
  isPaid: boolean;
  /** Its order sheet has been printed. */
  printed: boolean;
}

export function planSlot(order: Pick<PlanOrder, 'deliveryDateTime' | 'deliveryPart'>): PlanSlot {
  if (order.deliveryDateTime !== null) return 'timed';
  return order.deliveryPart ?? 'day';
}

/** A registered carrier wins over a suggestion; a florist or the relay over both. */
export function planHandoff(order: PlanOrder, context: SuggestionContext): PlanHandoff {
  if (order.treatment === 'Collega bloemist') return 'florist';
  if (order.treatment === 'Euroflorist') return 'relay';
  if (order.activeTransporter) return order.activeTransporter;
  return suggestCarrier(order, context)?.carrier ?? 'none';
}

/** Still to be handed to a carrier: not registered, not with a florist or the relay. */
export const isUnregistered = (order: PlanOrder) =>
  order.activeTransporter === null && order.treatment !== 'Collega bloemist' && order.treatment !== 'Euroflorist';

/** A plan group as the list route and the list query carry it: '{day}.{slot}.{handoff}', e.g. 'today.morning.postnl'. */
export interface PlanGroupRef {
  day: PlanDay;
  slot: PlanSlot;
  handoff: PlanHandoff;
}

export const planGroupKey = (group: PlanGroupRef) => `${group.day}.${group.slot}.${group.handoff}`;

export function parsePlanGroupKey(key: string): PlanGroupRef | null {
  const [day, slot, handoff, ...rest] = key.split('.');
  if (rest.length > 0) return null;
  if (!(PLAN_DAYS as readonly string[]).includes(day)) return null;
  if (!(PLAN_SLOTS as readonly string[]).includes(slot)) return null;
  if (!(PLAN_HANDOFFS as readonly string[]).includes(handoff)) return null;
  return { day: day as PlanDay, slot: slot as PlanSlot, handoff: handoff as PlanHandoff };
}

/** The delivery date of a plan day: 'today' is the working day (tomorrow from 12:00 Amsterdam time, spec §4). */
export function planDate(day: PlanDay, now: Date): string {
  const working = workingDeliveryDate(now);
  if (day === 'today') return working;
  return DateTime.fromISO(working, { zone: TIMEZONE }).plus({ days: 1 }).toISODate()!;
}

/**
 * The last moment a parcel can be handed to the carrier to be delivered on the date: its cut-off on the date itself
 * for a same-day carrier, on the day before for a next-day one (PostNL). Null when it does not deliver that weekday.
 */
export function handOverDeadline(carrier: Carrier, date: string): DateTime | null {
  const { leadDays, cutoff, deliveryDays } = CARRIER_TIMETABLES[carrier];
  const day = DateTime.fromISO(date, { zone: TIMEZONE });
  if (!day.isValid || !deliveryDays.includes(day.weekday)) return null;
  return day.minus({ days: leadDays }).set({ hour: cutoff.hour, minute: cutoff.minute, second: 0, millisecond: 0 });
}
