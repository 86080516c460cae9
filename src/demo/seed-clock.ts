// Time in the demo data: Amsterdam wall-clock moments around the seeded day, most of them in office hours.
import { DateTime } from 'luxon';
import { TIMEZONE } from '../shared/domain/constants.ts';
import type { Random } from './random.ts';

export const MINUTE = 60_000;
export const HOUR = 60 * MINUTE;

export type Clock = ReturnType<typeof amsterdamClock>;

/** Amsterdam wall-clock times around `today`, as epoch milliseconds. */
export function amsterdamClock(today: string, now?: number) {
  const start = DateTime.fromISO(today, { zone: TIMEZONE });
  if (!start.isValid) throw new Error(`Invalid date: ${today}`);
  const days = new Map<number, { date: string; midnightUtc: number; utcOffset: number }>();
  const day = (offset: number) => {
    let found = days.get(offset);
    if (!found) {
      const noon = start.plus({ days: offset }).set({ hour: 12 });
      const midnightUtc = Date.UTC(noon.year, noon.month - 1, noon.day);
      found = { date: noon.toISODate()!, midnightUtc, utcOffset: noon.offset * MINUTE };
      days.set(offset, found);
    }
    return found;
  };
  /** Local time `hours` after midnight, `offset` days from today; exact for any time after the 03:00 DST switch. */
  const at = (offset: number, hours: number) => day(offset).midnightUtc + hours * HOUR - day(offset).utcOffset;
  /** The same day with its 24 hours squeezed into office hours, 08:00 to 18:00. */
  const officeTime = (moment: number) => {
    const offset = Math.floor((moment - at(0, 0)) / (24 * HOUR));
    return at(offset, 8 + ((moment - at(offset, 0)) / HOUR) * (10 / 24));
  };
  return { date: (offset: number) => day(offset).date, at, officeTime, now: now ?? at(0, 12) };
}

/** A moment from `from` to `to`, in office hours as far as the range allows; `from` itself when it is empty. */
export function officeMoment(random: Random, clock: Clock, from: number, to: number): number {
  if (to <= from) return from;
  const moment = from + Math.floor(random.next() * (to - from));
  return Math.min(to, Math.max(from, clock.officeTime(moment)));
}

/** Moments in office hours from `from` until now, in order. */
export function officeMoments(random: Random, clock: Clock, count: number, from: number): number[] {
  return Array.from({ length: count }, () => officeMoment(random, clock, from, clock.now)).sort((a, b) => a - b);
}

export const iso = (epochMs: number) => new Date(epochMs).toISOString();
export const unixSeconds = (epochMs: number) => Math.floor(epochMs / 1000);
