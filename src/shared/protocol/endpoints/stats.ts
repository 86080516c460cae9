import { Type } from 'typebox';
import { Statistic, StatisticParams, StatisticQuery, StatisticRef } from '../../schema/stats.ts';
import { statsRoutes } from '../api-routes/stats.ts';
import { withSchemas } from '../endpoint.ts';

export const statsEndpoints = withSchemas(statsRoutes, {
  listStatistics: { response: { 200: Type.Array(StatisticRef) } },
  getStatistic: { params: StatisticParams, querystring: StatisticQuery, response: { 200: Statistic } },
});
