import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { endpoints } from '../../shared/protocol/endpoints.ts';
import { SOCKET_PATH } from '../../shared/protocol/socket.ts';
import { route } from './endpoint-route.ts';

const VERSION = process.env.npm_package_version ?? '0.1.0';

/** What a workstation needs before anyone logs in: names, location, socket address, version. */
export const envRoutes: FastifyPluginAsyncTypebox = async (app) => {
  route(app, endpoints.getEnvironment, async () => ({
    name: 'Werkplaats',
    title: 'Werkplaats — orderverwerking bloemen en cadeaus',
    location: app.config.location,
    updateSocket: SOCKET_PATH,
    version: VERSION,
    database: app.dbKind,
    managementUrl: app.config.managementUrl,
  }));
};
