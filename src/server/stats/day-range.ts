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

const rangeMessages = {
  fromAfterTo: 'De begindatum ligt na de einddatum',
  tooLong: `De periode is te lang (max ${STATISTIC_MAX_DAYS} dagen)`,
};

type RangeErrors = { errors: { field: string; message: string }[] };

/** The asked range (real dates: the schema checked them) filled in around today in Amsterdam, or what is wrong. */
export function resolveDayRange(query: { from?: string; to?: string }): DayRange | RangeErrors {
  // Calendar dates counted in UTC, where every day has 24 hours; only 'today' is Amsterdam's.
  const day = (text: string) => DateTime.fromISO(text, { zone: 'utc' });
  const to = day(query.to ?? amsterdamToday());
  const from = query.from ? day(query.from) : to.minus({ days: DEFAULT_DAYS - 1 });
  if (from > to) return { errors: [{ field: 'from', message: rangeMessages.fromAfterTo }] };
  const days = to.diff(from, 'days').days + 1;
  if (days > STATISTIC_MAX_DAYS) return { errors: [{ field: 'to', message: rangeMessages.tooLong }] };
  return { from: from.toISODate()!, to: to.toISODate()! };
}
