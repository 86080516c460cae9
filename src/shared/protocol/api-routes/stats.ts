import { route } from '../endpoint.ts';

// The administrator dashboard's figures (spec §7 GET /workbench/stats and /workbench/stats/{id}; issue 13).
export const statsRoutes = {
  listStatistics: route('GET', '/workbench/stats', 'admin'),
  getStatistic: route('GET', '/workbench/stats/:id', 'admin'),
};
