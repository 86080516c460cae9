import { Type } from 'typebox';
import { Statistic, StatisticParams, StatisticQuery, StatisticRef } from '../../schema/stats.ts';
import { endpoint } from '../endpoint.ts';

// The administrator dashboard's figures (spec §7 GET /workbench/stats and /workbench/stats/{id}; issue 13).
export const statsEndpoints = {
  listStatistics: endpoint('GET', '/workbench/stats', 'admin', { response: { 200: Type.Array(StatisticRef) } }),
  getStatistic: endpoint('GET', '/workbench/stats/:id', 'admin', {
    params: StatisticParams, querystring: StatisticQuery, response: { 200: Statistic },
  }),
};
