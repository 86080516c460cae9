// How the workbench writes money and times (spec §9): '€ 12,50', DD-MM-YYYY, 'D MMMM YYYY HH:mm', Amsterdam time.
import { DateTime } from 'luxon';
import { TIMEZONE } from './constants.ts';

const euro = new Intl.NumberFormat('nl-NL', { minimumFractionDigits: 2, maximumFractionDigits: 2, useGrouping: true });

/** '€ 12,50', '€ 1.234,00', '€ -4,95'. */
export function formatMoney(amount: number): string {
  return `€ ${euro.format(amount)}`;
}

const fromUnix = (seconds: number) => DateTime.fromSeconds(seconds, { zone: TIMEZONE, locale: 'nl' });

/** A stored date 'YYYY-MM-DD' as 'DD-MM-YYYY'; anything else is returned as it is. */
export function formatDate(isoDate: string): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(isoDate);
  return match ? `${match[3]}-${match[2]}-${match[1]}` : isoDate;
}

/** 'DD-MM-YYYY' as the stored 'YYYY-MM-DD'; null when it is not a real date. */
export function parseDutchDate(text: string): string | null {
  const date = DateTime.fromFormat(text.trim(), 'dd-MM-yyyy', { zone: TIMEZONE });
  return date.isValid ? date.toISODate() : null;
}

/** Unix seconds as '3 december 2026 14:05'. */
export function formatDateTime(seconds: number): string {
  return fromUnix(seconds).toFormat('d MMMM yyyy HH:mm');
}

/** Unix seconds as the order list shows them: '03-12-2026 14:05' (seconds go in the tooltip). */
export function formatListDateTime(seconds: number): string {
  return fromUnix(seconds).toFormat('dd-MM-yyyy HH:mm');
}

export function formatListDateTimeWithSeconds(seconds: number): string {
  return fromUnix(seconds).toFormat('dd-MM-yyyy HH:mm:ss');
}

/** A stored date in the long Dutch form of the florist view: 'donderdag 24 december 2026'. */
export function formatLongDate(isoDate: string): string {
  return DateTime.fromISO(isoDate, { zone: TIMEZONE, locale: 'nl' }).toFormat('cccc d MMMM yyyy');
}
