import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyRequest } from 'fastify';
import { messages } from '../../shared/domain/messages.ts';
import { endpoints } from '../../shared/protocol/endpoints.ts';
import { badRequest, notFound } from '../http-errors.ts';
import { resolveDayRange } from '../stats/day-range.ts';
import { listFeatures } from '../db/workbench.ts';
import {
  computeStatistic, isStatisticId, isStatisticOn, statisticNotFound, statisticRefs, statisticSwitchedOff,
} from '../stats/statistics.ts';
import { route } from './endpoint-route.ts';
import { workstationLocation } from './workstation-location.ts';

export const statsRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const featuresOf = async (request: FastifyRequest) => listFeatures(app.db, await workstationLocation(app, request));

  route(app, endpoints.listStatistics, async (request) => statisticRefs(await featuresOf(request)));

  route(app, endpoints.getStatistic, async (request) => {
    const { id } = request.params;
    if (!isStatisticId(id)) throw notFound(statisticNotFound);
    if (!isStatisticOn(id, await featuresOf(request))) throw notFound(statisticSwitchedOff);
    const range = resolveDayRange(request.query);
    if ('errors' in range) throw badRequest(messages.checkInput, range.errors);
    return computeStatistic(app.db, id, range);
  });
};
