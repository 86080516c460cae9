// Which carrier should take an order (issue 10 carrier choice): own delivery inside the shop's region, a courier for
// mourning and timed pieces, an evening carrier for evening deliveries, a same-day courier for today, PostNL otherwise;
// and, per carrier, whether it can still deliver on the order's date given its cut-off for today.
import { DateTime } from 'luxon';
import { TIMEZONE, type Carrier } from './constants.ts';

interface CarrierTimetable {
  /** Days between handing a parcel over and its delivery: 0 same-day, 1 next-day. */
  leadDays: 0 | 1;
  /** The latest hand-over (Amsterdam time) that still counts for today. */
  cutoff: { hour: number; minute: number };
  /** ISO weekdays it delivers on (1 Monday … 7 Sunday). */
  deliveryDays: readonly number[];
  countries: readonly string[];
}

const MON_TO_SAT = [1, 2, 3, 4, 5, 6];

/**
 * The agreements with each carrier, as their sandboxes keep them: Dynalogic and ZorgeloosBezorgd take a parcel for
 * today until their last time slot's lead time (16:00, 14:00), Red je Pakketje until its latest pick-up point's
 * cut-off (16:30), Trunkrs until its evening slot's data window (14:00), Reviva until 15:00; PostNL delivers the next
 * day. Own delivery goes out until 15:00, every day.
 */
export const CARRIER_TIMETABLES: Readonly<Record<Carrier, CarrierTimetable>> = {
  postnl: { leadDays: 1, cutoff: { hour: 17, minute: 0 }, deliveryDays: MON_TO_SAT, countries: ['NL', 'BE'] },
  dynalogic: { leadDays: 0, cutoff: { hour: 16, minute: 0 }, deliveryDays: MON_TO_SAT, countries: ['NL'] },
  zorgeloosbezorgd: { leadDays: 0, cutoff: { hour: 14, minute: 0 }, deliveryDays: MON_TO_SAT, countries: ['NL'] },
  redjepakketje: { leadDays: 0, cutoff: { hour: 16, minute: 30 }, deliveryDays: MON_TO_SAT, countries: ['NL'] },
  trunkrs: { leadDays: 0, cutoff: { hour: 14, minute: 0 }, deliveryDays: MON_TO_SAT, countries: ['NL', 'BE'] },
  reviva: { leadDays: 0, cutoff: { hour: 15, minute: 0 }, deliveryDays: MON_TO_SAT, countries: ['NL', 'BE'] },
  regio: { leadDays: 0, cutoff: { hour: 15, minute: 0 }, deliveryDays: [1, 2, 3, 4, 5, 6, 7], countries: ['NL'] },
};

/**
 * Postcode ranges (the four digits) each location's own drivers cover: within the own-delivery routes the regio
 * carrier accepts (src/server/carriers/regio/routes.ts; a test keeps them inside).
 */
export const OWN_DELIVERY_REGIONS: Readonly<Record<string, readonly (readonly [number, number])[]>> = {
  // Amsterdam and Amstelveen.
  Amsterdam: [[1011, 1109], [1180, 1189]],
  Utrecht: [[3500, 3585]],
};

/** Evening deliveries go with the carriers that drive in the evening, in this order of preference. */
const EVENING_CARRIERS: readonly Carrier[] = ['redjepakketje', 'trunkrs'];
const SAME_DAY_COURIERS: readonly Carrier[] = ['dynalogic', 'zorgeloosbezorgd', 'redjepakketje'];
const DEFAULT_ORDER: readonly Carrier[] = ['postnl', 'trunkrs', 'dynalogic', 'zorgeloosbezorgd', 'redjepakketje', 'reviva'];

export interface SuggestionOrder {
  deliveryDate: string;
  /** A church service or funeral time (unix seconds): the piece must be there on time. */
  deliveryDateTime: number | null;
  isMourning: boolean;
  isEveningDelivery: boolean;
  recipient: { address: { zipcode: string; countryCode: string } };
}

export interface SuggestionContext {
  /** The carriers the location has switched on. */
  enabled: readonly Carrier[];
  /** The location whose own-delivery region applies. */
  location: string | null;
  now: Date;
}

export interface Suggestion {
  carrier: Carrier;
  /** Why, in Dutch, for the palette and tooltips. */
  reason: string;
}

const amsterdam = (now: Date) => DateTime.fromJSDate(now, { zone: TIMEZONE });

/** The first day a parcel handed to this carrier now can be delivered (YYYY-MM-DD, Amsterdam). */
export function earliestDelivery(carrier: Carrier, now: Date): string {
  const { leadDays, cutoff, deliveryDays } = CARRIER_TIMETABLES[carrier];
  const local = amsterdam(now);
  const pastCutoff = local >= local.set({ hour: cutoff.hour, minute: cutoff.minute, second: 0, millisecond: 0 });
  let day = local.startOf('day').plus({ days: leadDays + (pastCutoff ? 1 : 0) });
  while (!deliveryDays.includes(day.weekday)) day = day.plus({ days: 1 });
  return day.toISODate()!;
}

/** Whether this carrier, handed the parcel now, delivers it on the date (its cut-off, weekdays and countries). */
export function canDeliverOn(carrier: Carrier, date: string, countryCode: string, now: Date): boolean {
  const timetable = CARRIER_TIMETABLES[carrier];
  const day = DateTime.fromISO(date, { zone: TIMEZONE });
  return (
    day.isValid &&
    timetable.countries.includes(countryCode.toUpperCase()) &&
    timetable.deliveryDays.includes(day.weekday) &&
    earliestDelivery(carrier, now) <= date
  );
}

/** Whether a Dutch postcode lies in the location's own-delivery region. */
export function inOwnRegion(zipcode: string, countryCode: string, location: string | null): boolean {
  const digits = /^\s*(\d{4})/.exec(zipcode)?.[1];
  if (countryCode.toUpperCase() !== 'NL' || !digits || !location) return false;
  const number = Number(digits);
  return (OWN_DELIVERY_REGIONS[location] ?? []).some(([from, to]) => number >= from && number <= to);
}

/** The suggested carrier for the order, or null when none of the location's carriers fits. */
export function suggestCarrier(order: SuggestionOrder, context: SuggestionContext): Suggestion | null {
  const { zipcode, countryCode } = order.recipient.address;
  const deliverable = (carrier: Carrier) =>
    context.enabled.includes(carrier) && canDeliverOn(carrier, order.deliveryDate, countryCode, context.now);
  const first = (carriers: readonly Carrier[], reason: string) => {
    const carrier = carriers.find(deliverable);
    return carrier ? { carrier, reason } : null;
  };
  const isToday = order.deliveryDate === amsterdam(context.now).toISODate();
  return (
    (inOwnRegion(zipcode, countryCode, context.location) ? first(['regio'], 'eigen bezorging in de regio') : null) ??
    (order.isMourning || order.deliveryDateTime !== null ? first(['dynalogic'], 'rouw of op tijd (BOEKROUW)') : null) ??
    (order.isEveningDelivery ? first(EVENING_CARRIERS, 'avondbezorging') : null) ??
    (isToday ? first(SAME_DAY_COURIERS, 'vandaag bezorgen') : null) ??
    first(DEFAULT_ORDER, 'standaard')
  );
}
