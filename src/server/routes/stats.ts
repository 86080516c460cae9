import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { messages } from '../../shared/domain/messages.ts';
import { endpoints } from '../../shared/protocol/endpoints.ts';
import { badRequest, notFound } from '../http-errors.ts';
import { resolveDayRange } from '../stats/day-range.ts';
import { computeStatistic, isStatisticId, statisticNotFound, statisticRefs } from '../stats/statistics.ts';
import { route } from './endpoint-route.ts';

export const statsRoutes: FastifyPluginAsyncTypebox = async (app) => {
  route(app, endpoints.listStatistics, async () => statisticRefs());

  route(app, endpoints.getStatistic, async (request) => {
    const { id } = request.params;
    if (!isStatisticId(id)) throw notFound(statisticNotFound);
    const range = resolveDayRange(request.query);
    if ('errors' in range) throw badRequest(messages.checkInput, range.errors);
    return computeStatistic(app.db, id, range);
  });
};
