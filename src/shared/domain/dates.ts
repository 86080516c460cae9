import { DateTime } from 'luxon';
import { TIMEZONE } from './constants.ts';

/** Today's date in Amsterdam as YYYY-MM-DD, whatever the machine's timezone. */
export function amsterdamToday(now: Date = new Date()): string {
  return DateTime.fromJSDate(now).setZone(TIMEZONE).toISODate()!;
}
