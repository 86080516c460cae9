import { DateTime } from 'luxon';
import { amsterdamToday } from '../../shared/domain/dates.ts';
import { STATISTIC_MAX_DAYS } from '../../shared/schema/stats.ts';

/** The days a statistic covers, both included, as Europe/Amsterdam dates (YYYY-MM-DD). */
export interface DayRange {
  from: string;
  to: string;
}

/** Without dates: the last 30 days up to today. */
const DEFAULT_DAYS = 30;

export const rangeMessages = {
  invalidDate: 'Dit is geen bestaande datum',
  fromAfterTo: 'De begindatum ligt na de einddatum',
  tooLong: `De periode is te lang (max ${STATISTIC_MAX_DAYS} dagen)`,
};

/** The asked range filled in around today (Amsterdam), or what is wrong with it per field. */
export function resolveDayRange(
  query: { from?: string; to?: string },
  now: Date = new Date(),
): DayRange | { errors: { field: string; message: string }[] } {
  // Calendar dates counted in UTC, where every day has 24 hours; only 'today' is Amsterdam's.
  const day = (text: string) => DateTime.fromISO(text, { zone: 'utc' });
  const to = day(query.to ?? amsterdamToday(now));
  const from = query.from ? day(query.from) : to.minus({ days: DEFAULT_DAYS - 1 });
  const errors = [];
  if (!from.isValid) errors.push({ field: 'from', message: rangeMessages.invalidDate });
  if (!to.isValid) errors.push({ field: 'to', message: rangeMessages.invalidDate });
  if (errors.length) return { errors };
  if (from > to) return { errors: [{ field: 'from', message: rangeMessages.fromAfterTo }] };
  if (to.diff(from, 'days').days + 1 > STATISTIC_MAX_DAYS) return { errors: [{ field: 'to', message: rangeMessages.tooLong }] };
  return { from: from.toISODate()!, to: to.toISODate()! };
}
