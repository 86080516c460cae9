import { DateTime } from 'luxon';
import { TIMEZONE } from '../../../shared/domain/constants.ts';
import { amsterdamToday } from '../../../shared/domain/dates.ts';

/** The periods the dashboard offers, in days up to and including today. */
export const RANGES = [
  { days: 7, label: 'Laatste 7 dagen' },
  { days: 30, label: 'Laatste 30 dagen' },
  { days: 90, label: 'Laatste 90 dagen' },
] as const;
export const DEFAULT_RANGE_DAYS = 30;

export interface DateRange {
  from: string;
  to: string;
}

/** The last `days` Amsterdam days, today included, as the stats call's from/to. */
export function lastDays(days: number, now: Date = new Date()): DateRange {
  const to = amsterdamToday(now);
  const from = DateTime.fromISO(to, { zone: TIMEZONE }).minus({ days: days - 1 }).toISODate()!;
  return { from, to };
}
