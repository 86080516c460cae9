import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { endpoints } from '../../shared/protocol/endpoints.ts';
import * as workbench from '../db/workbench.ts';
import { route } from './endpoint-route.ts';

export const printerRoutes: FastifyPluginAsyncTypebox = async (app) => {
  route(app, endpoints.listPrinters, async () => workbench.listPrinters(app.db));
};
