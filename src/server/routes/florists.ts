import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { messages } from '../../shared/domain/messages.ts';
import { endpoints } from '../../shared/protocol/endpoints.ts';
import { findFlorist, floristsDeliveringIn } from '../db/florists.ts';
import { findOrderRow } from '../db/orders.ts';
import { notFound } from '../http-errors.ts';
import { route } from './endpoint-route.ts';

const floristNotFound = (id: number) => `Bloemist ${id} is niet gevonden`;

export const floristRoutes: FastifyPluginAsyncTypebox = async (app) => {
  // No florist in the city is an empty list, not an error: the send screen says so in its own words.
  route(app, endpoints.listOrderFlorists, async (request) => {
    const id = Number(request.params.id);
    const order = await findOrderRow(app.db, id);
    if (!order) throw notFound(messages.orderNotFound(id));
    return floristsDeliveringIn(app.db, order.recipient.address.city);
  });

  route(app, endpoints.getFlorist, async (request) => {
    const id = Number(request.params.id);
    const florist = await findFlorist(app.db, id);
    if (!florist) throw notFound(floristNotFound(id));
    return florist;
  });
};
