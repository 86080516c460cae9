import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { endpoints } from '../../shared/protocol/endpoints.ts';
import { buildDayPlan } from '../plan/build-day-plan.ts';
import { loadPlanDay } from '../plan/plan-day.ts';
import { route } from './endpoint-route.ts';
import { workstationLocation } from './workstation-location.ts';

export const planRoutes: FastifyPluginAsyncTypebox = async (app) => {
  route(app, endpoints.getDayPlan, async (request) => {
    const day = request.query.day ?? 'today';
    const location = await workstationLocation(app, request);
    const { date, orders, context } = await loadPlanDay(app.db, location, day, new Date());
    return buildDayPlan(day, date, orders, context);
  });
};
