import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyRequest } from 'fastify';
import { messages } from '../../shared/domain/messages.ts';
import { endpoints } from '../../shared/protocol/endpoints.ts';
import { conflict, notFound } from '../http-errors.ts';
import * as workbench from '../db/workbench.ts';
import { announce } from '../realtime/announce.ts';
import { route } from './endpoint-route.ts';
import { workstationLocation } from './workstation-location.ts';

export const featureRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const locationOf = (request: FastifyRequest) => workstationLocation(app, request);

  route(app, endpoints.listFeatures, async (request) => workbench.listFeatures(app.db, await locationOf(request)));

  route(app, endpoints.switchFeature, async (request) => {
    const location = await locationOf(request);
    const feature = await workbench.setFeatureEnabled(
      app.db,
      location,
      Number(request.params.id),
      request.body.extraAttribute_28088961,
    );
    if (feature === 'missing') throw notFound(messages.featureNotFound);
    if (feature === 'unavailable') throw conflict(messages.featureUnavailable);
    await announce(app, { type: 'feature' });
    return feature;
  });
};
