import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { endpointList, endpoints } from '../../shared/protocol/endpoints.ts';
import { DeliveryAddress } from '../../shared/schema/address.ts';
import { Order } from '../../shared/schema/order.ts';
import { route } from './endpoint-route.ts';

/** The wire schemas as JSON Schema, for forms and for anyone writing a client. */
export const schemaRoutes: FastifyPluginAsyncTypebox = async (app) => {
  route(app, endpoints.getDeliveryAddressSchema, async () => DeliveryAddress);
  route(app, endpoints.getOrderSchema, async () => Order);
  route(app, endpoints.getEndpointsSchema, async () => endpointList);
};
