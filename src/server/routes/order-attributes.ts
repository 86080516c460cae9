import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { messages } from '../../shared/domain/messages.ts';
import { endpoints } from '../../shared/protocol/endpoints.ts';
import { badRequest, notFound } from '../http-errors.ts';
import * as workbench from '../db/workbench.ts';
import { setAttribute } from '../orders/operations/set-attribute.ts';
import { announceChange } from '../realtime/announce.ts';
import { route } from './endpoint-route.ts';

export const orderAttributeRoutes: FastifyPluginAsyncTypebox = async (app) => {
  route(app, endpoints.listOrderAttributes, async () => workbench.listOrderAttributes(app.db));

  route(app, endpoints.setOrderAttribute, async (request) => {
    const id = Number(request.params.id);
    const attributeId = Number(request.params.attributeId);
    const attributes = await workbench.listOrderAttributes(app.db);
    const attribute = attributes.find((candidate) => candidate.id === attributeId);
    if (!attribute) throw notFound(messages.attributeNotFound);
    if (typeof request.body.value !== attribute.type) {
      throw badRequest(messages.checkInput, [{ field: 'value', message: messages.invalid }]);
    }
    const result = await setAttribute(app.db, id, attributeId, request.body.value, app.config.managementUrl);
    if (result.status === 'missing') throw notFound(messages.orderNotFound(id));
    await announceChange(app, result.change);
    return result.order;
  });
};
