import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { endpoints } from '../../shared/protocol/endpoints.ts';
import { findAddress, findCustomers, findProducts } from '../db/phone-order-lookups.ts';
import { route } from './endpoint-route.ts';

/** The phone-order form's look-ups (issue 24). */
export const phoneOrderRoutes: FastifyPluginAsyncTypebox = async (app) => {
  route(app, endpoints.findCustomers, async (request) => findCustomers(app.db, request.query.q));
  route(app, endpoints.findAddress, async (request) => findAddress(app.db, request.query.zipcode, request.query.number));
  route(app, endpoints.findProducts, async (request) => findProducts(app.db, request.query.q));
};
