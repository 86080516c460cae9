import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { endpoints } from '../../shared/protocol/endpoints.ts';
import { handOffToFlorist } from '../handoffs/florist.ts';
import { markRelayHandled, sendToRelay } from '../handoffs/relay.ts';
import { importToRelay } from '../handoffs/relay-import.ts';
import { route } from './endpoint-route.ts';

// Handing an order to a colleague florist or the flower-relay service (spec §7, issue 11).
export const handoffRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const caller = (request: { headers: { 'idempotency-key'?: string }; user: { name: string } | null }) => ({
    idempotencyKey: request.headers['idempotency-key'],
    user: request.user!.name,
  });

  route(app, endpoints.sendToFlorist, async (request) => handOffToFlorist(app, request.body, caller(request)));
  route(app, endpoints.sendToRelay, async (request) => sendToRelay(app, request.body, caller(request)));
  route(app, endpoints.markRelayHandled, async (request) => markRelayHandled(app, request.body, caller(request)));
  route(app, endpoints.importToRelay, async (request) => importToRelay(app, request.body, caller(request)));
};
