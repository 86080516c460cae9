import { Type, type Static } from 'typebox';
import { IsoDate } from './common.ts';

// The dashboard's statistics (spec §2 admin dashboard, §3 Statistic, §7 GET /workbench/stats; issue 13).

/** The statistics the server computes; each is one graph widget on the dashboard. */
export const STATISTIC_IDS = ['orders-per-day', 'revenue-per-day', 'orders-per-carrier', 'orders-per-folder', 'on-time-deliveries'] as const;
export type StatisticId = (typeof STATISTIC_IDS)[number];

export const StatisticRef = Type.Object({ id: Type.String(), name: Type.String() });
export type StatisticRef = Static<typeof StatisticRef>;

/**
 * One line of a graph: a value per Europe/Amsterdam day, every day of the range present (0 when nothing); null
 * where the day has no figure at all (a share of no deliveries), which the graph leaves as a gap.
 */
export const StatisticSeries = Type.Object({
  name: Type.String(),
  data: Type.Array(Type.Object({ date: IsoDate, value: Type.Union([Type.Number(), Type.Null()]) })),
});

export const Statistic = Type.Object({
  id: Type.String(),
  name: Type.String(),
  /** How a value reads: a count, euros (two decimals) or a percentage (0–100). */
  unit: Type.Union([Type.Literal('count'), Type.Literal('euro'), Type.Literal('percent')]),
  from: IsoDate,
  to: IsoDate,
  series: Type.Array(StatisticSeries),
});
export type Statistic = Static<typeof Statistic>;

export const StatisticParams = Type.Object({ id: Type.String({ pattern: '^[a-z-]{1,40}$' }) });

/** The days to compute, both included (Europe/Amsterdam); without them the last 30 days up to today. */
export const StatisticQuery = Type.Object(
  { from: Type.Optional(IsoDate), to: Type.Optional(IsoDate) },
  { additionalProperties: false },
);
/** The longest range one call computes. */
export const STATISTIC_MAX_DAYS = 366;
