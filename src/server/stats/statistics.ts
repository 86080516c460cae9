// The statistics of the dashboard (spec §3 Statistic): each one's Dutch name, how its values read, and its figures.
import { SPECIAL_FOLDERS } from '../../shared/domain/special-folders.ts';
import { transporterName } from '../../shared/domain/order-view.ts';
import { STATISTIC_IDS, type Statistic, type StatisticId } from '../../shared/schema/stats.ts';
import type { Feature } from '../../shared/schema/workbench.ts';
import type { Db } from '../db/database.ts';
import * as stats from '../db/stats.ts';
import type { DayRange } from './day-range.ts';

interface Definition {
  /** The chart's title, and the display title of its feature switch. */
  name: string;
  /** The switch (feature group 'widget') that shows or hides this chart at a location. */
  feature: { id: number; title: string };
  unit: Statistic['unit'];
  points(db: Db, range: DayRange): Promise<stats.SeriesPoint[]>;
  /** The series' shown name, when the database answers a key. */
  seriesName?(key: string): string;
}

const DEFINITIONS: Readonly<Record<StatisticId, Definition>> = {
  'orders-per-day': {
    name: 'Orders per dag', feature: { id: 28_200_401, title: 'ordersPerDay' },
    unit: 'count', points: (db, range) => stats.ordersPerDay(db, range, 'Orders'),
  },
  'revenue-per-day': {
    name: 'Omzet per dag', feature: { id: 28_200_402, title: 'revenuePerDay' },
    unit: 'euro', points: (db, range) => stats.revenuePerDay(db, range, 'Omzet incl. btw'),
  },
  'orders-per-carrier': {
    name: 'Orders per vervoerder',
    feature: { id: 28_200_403, title: 'ordersPerCarrier' },
    unit: 'count',
    points: stats.ordersPerCarrier,
    seriesName: (key) => (key === '' ? 'Geen' : transporterName(key, [])),
  },
  'orders-per-folder': {
    name: 'Orders per map',
    feature: { id: 28_200_404, title: 'ordersPerFolder' },
    unit: 'count',
    points: (db, range) => stats.ordersPerFolder(db, range, {
      unprocessed: SPECIAL_FOLDERS.unprocessed.title, processed: SPECIAL_FOLDERS.processed.title,
    }),
  },
  'on-time-deliveries': {
    name: 'Op tijd bezorgd',
    feature: { id: 28_200_405, title: 'onTimeDeliveries' },
    unit: 'percent',
    points: (db, range) => stats.onTimeDeliveries(db, range, 'Bezorgd op of voor de leverdatum'),
  },
};

export const statisticNotFound = 'Statistiek is niet gevonden';
export const statisticSwitchedOff = 'Deze grafiek staat uit voor deze locatie';

/** The charts' feature switches, each titled as its chart (seeded; migration 016 brought older databases along). */
export const widgetFeatures = () => STATISTIC_IDS.map((id) => ({ ...DEFINITIONS[id].feature, displayTitle: DEFINITIONS[id].name }));

/** Whether a location shows the chart: its switch is on, or the location has no such switch. */
export const isStatisticOn = (id: StatisticId, features: readonly Feature[]) =>
  features.find((feature) => feature.id === DEFINITIONS[id].feature.id)?.extraAttribute_28088961 ?? true;

/** The charts a location shows, by their titles. */
export const statisticRefs = (features: readonly Feature[]) =>
  STATISTIC_IDS.filter((id) => isStatisticOn(id, features)).map((id) => ({ id, name: DEFINITIONS[id].name }));

export const isStatisticId = (id: string): id is StatisticId => (STATISTIC_IDS as readonly string[]).includes(id);

/** One statistic over the range, its points grouped into series in the order the database gave them. */
export async function computeStatistic(db: Db, id: StatisticId, range: DayRange): Promise<Statistic> {
  const definition = DEFINITIONS[id];
  const series = new Map<string, Statistic['series'][number]>();
  for (const point of await definition.points(db, range)) {
    const name = definition.seriesName?.(point.series) ?? point.series;
    if (!series.has(name)) series.set(name, { name, data: [] });
    series.get(name)!.data.push({ date: point.date, value: point.value });
  }
  return { id, name: definition.name, unit: definition.unit, ...range, series: [...series.values()] };
}
