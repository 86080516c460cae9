import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyRequest } from 'fastify';
import { messages } from '../../shared/domain/messages.ts';
import { endpoints } from '../../shared/protocol/endpoints.ts';
import { notFound } from '../http-errors.ts';
import * as workbench from '../db/workbench.ts';
import { announce } from '../realtime/announce.ts';
import { route } from './endpoint-route.ts';

export const featureRoutes: FastifyPluginAsyncTypebox = async (app) => {
  /** The workstation's location: the X-Location header when it names a known location, else this server's. */
  const locationOf = async (request: FastifyRequest) => {
    const asked = request.headers['x-location'];
    if (typeof asked === 'string' && asked && (await workbench.locationExists(app.db, asked))) return asked;
    return app.config.location;
  };

  route(app, endpoints.listFeatures, async (request) => workbench.listFeatures(app.db, await locationOf(request)));

  route(app, endpoints.switchFeature, async (request) => {
    const location = await locationOf(request);
    const feature = await workbench.setFeatureEnabled(
      app.db,
      location,
      Number(request.params.id),
      request.body.extraAttribute_28088961,
    );
    if (!feature) throw notFound(messages.featureNotFound);
    await announce(app, { type: 'feature' });
    return feature;
  });
};
