import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { floristErrors } from '../../shared/domain/florist-rules.ts';
import { handoffMessages } from '../../shared/domain/handoffs.ts';
import { messages } from '../../shared/domain/messages.ts';
import { endpoints } from '../../shared/protocol/endpoints.ts';
import type { FloristInput } from '../../shared/schema/florists.ts';
import { createFlorist, findFlorist, floristsDeliveringIn, listFlorists, updateFlorist } from '../db/florists.ts';
import { findOrderRow } from '../db/orders.ts';
import { notFound } from '../http-errors.ts';
import { InvalidInput } from '../invalid-input.ts';
import { route } from './endpoint-route.ts';

/** Refuses a florist the admin form would refuse, with the same words per field. */
function checkFlorist(input: FloristInput) {
  const errors = floristErrors(input);
  if (errors.length) throw new InvalidInput(messages.checkInput, errors);
}

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
    if (!florist) throw notFound(handoffMessages.floristNotFound(id));
    return florist;
  });

  route(app, endpoints.listFlorists, async () => listFlorists(app.db));

  route(app, endpoints.createFlorist, async (request, reply) => {
    checkFlorist(request.body);
    return reply.status(201).send(await createFlorist(app.db, request.body));
  });

  // Florists are never deleted (an order handed to one still names them): `active: false` takes them off the lists.
  route(app, endpoints.updateFlorist, async (request) => {
    const id = Number(request.params.id);
    checkFlorist(request.body);
    const florist = await updateFlorist(app.db, id, request.body);
    if (!florist) throw notFound(handoffMessages.floristNotFound(id));
    return florist;
  });
};
