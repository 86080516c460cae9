// When Reviva delivers: the Netherlands and Belgium, Monday to Saturday; a parcel for today must be registered
// before its cut-off (Amsterdam time), after it the first day is the next delivery day.
import { DateTime } from 'luxon';
import { TIMEZONE } from '../../../shared/domain/constants.ts';

export const REVIVA_CUT_OFF = '15:00';
export const REVIVA_COUNTRIES = ['NL', 'BE'] as const;

const isSunday = (day: DateTime) => day.weekday === 7;

/** The first day a parcel registered at `now` can be delivered. */
export function firstDeliveryDate(now: Date): string {
  const local = DateTime.fromJSDate(now).setZone(TIMEZONE);
  let day = local.toFormat('HH:mm') < REVIVA_CUT_OFF ? local.startOf('day') : local.startOf('day').plus({ days: 1 });
  while (isSunday(day)) day = day.plus({ days: 1 });
  return day.toISODate()!;
}

/** Why Reviva cannot deliver on `date` to `countryCode`, or null when it can. */
export function deliveryDayProblem(date: string, countryCode: string, now: Date): { field: 'deliveryDate' | 'countryCode'; message: string } | null {
  if (!(REVIVA_COUNTRIES as readonly string[]).includes(countryCode)) {
    return { field: 'countryCode', message: 'Reviva bezorgt alleen in Nederland en België' };
  }
  const first = firstDeliveryDate(now);
  if (date < first) return { field: 'deliveryDate', message: `Reviva kan op deze dag niet meer bezorgen; de eerste mogelijke dag is ${formatDay(first)}` };
  if (isSunday(DateTime.fromISO(date, { zone: TIMEZONE }))) return { field: 'deliveryDate', message: 'Reviva bezorgt niet op zondag' };
  return null;
}

const formatDay = (date: string) => DateTime.fromISO(date, { zone: TIMEZONE }).setLocale('nl').toFormat('d MMMM yyyy');
