import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { endpoints } from '../../shared/protocol/endpoints.ts';
import { route } from './endpoint-route.ts';

export const printerRoutes: FastifyPluginAsyncTypebox = async (app) => {
  route(app, endpoints.listPrinters, async () => app.printers.list());
};
