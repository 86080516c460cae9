// How the dashboard writes a statistic's days and values (spec §9: '€ 1.234,50', Dutch dates, Amsterdam days).
import { DateTime } from 'luxon';
import { TIMEZONE } from '../../../shared/domain/constants.ts';
import { formatMoney } from '../../../shared/domain/format.ts';
import type { Statistic } from '../../../shared/schema/stats.ts';

export type StatisticUnit = Statistic['unit'];

const number = new Intl.NumberFormat('nl-NL', { maximumFractionDigits: 1 });
const wholeNumber = new Intl.NumberFormat('nl-NL', { maximumFractionDigits: 0 });

const day = (isoDate: string) => DateTime.fromISO(isoDate, { zone: TIMEZONE, locale: 'nl' });

/** '3 december 2026'. */
export const formatStatisticDate = (isoDate: string) => day(isoDate).toFormat('d MMMM yyyy');

/** An axis label: '3 dec'. */
export const formatStatisticDay = (isoDate: string) => day(isoDate).toFormat('d MMM');

/** A value as the tooltip and the table say it: '€ 1.234,50', '93 %', '1.234'; '—' for a day without a figure. */
export function formatStatisticValue(unit: StatisticUnit, value: number | null): string {
  if (value === null) return '—';
  if (unit === 'euro') return formatMoney(value);
  if (unit === 'percent') return `${number.format(value)} %`;
  return number.format(value);
}

/** A value on the axis, where cents only crowd the labels: '€ 1.235'. */
export function formatStatisticTick(unit: StatisticUnit, value: number): string {
  if (unit === 'euro') return `€ ${wholeNumber.format(value)}`;
  return formatStatisticValue(unit, value);
}
