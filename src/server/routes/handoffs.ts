import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { withdrawalMessages, withdrawReasonError } from '../../shared/domain/handoff-withdrawal.ts';
import { handoffMessages } from '../../shared/domain/handoffs.ts';
import { messages } from '../../shared/domain/messages.ts';
import { endpoints } from '../../shared/protocol/endpoints.ts';
import { handOffToFlorist } from '../handoffs/florist.ts';
import { markRelayHandled, sendToRelay } from '../handoffs/relay.ts';
import { importToRelay } from '../handoffs/relay-import.ts';
import { badRequest, conflict, notFound } from '../http-errors.ts';
import { withdrawHandoff } from '../orders/operations/withdraw-handoff.ts';
import { announceChange } from '../realtime/announce.ts';
import { route } from './endpoint-route.ts';

// Handing an order to a colleague florist or the flower-relay service (spec §7, issue 11), and taking it back (issue 24).
export const handoffRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const caller = (request: { headers: { 'idempotency-key'?: string }; user: { name: string } | null }) => ({
    idempotencyKey: request.headers['idempotency-key'],
    user: request.user!.name,
  });

  route(app, endpoints.sendToFlorist, async (request) => handOffToFlorist(app, request.body, caller(request)));
  route(app, endpoints.sendToRelay, async (request) => sendToRelay(app, request.body, caller(request)));
  route(app, endpoints.markRelayHandled, async (request) => markRelayHandled(app, request.body, caller(request)));
  route(app, endpoints.importToRelay, async (request) => importToRelay(app, request.body, caller(request)));

  route(app, endpoints.withdrawHandoff, async (request) => {
    const id = Number(request.params.id);
    const { reason, version } = request.body;
    const reasonError = withdrawReasonError(reason);
    if (reasonError) throw badRequest(messages.checkInput, [{ field: 'reason', message: reasonError }]);
    const result = await withdrawHandoff(app.db, id, { reason: reason.trim(), version, user: request.user!.name });
    if (result.status === 'missing') throw notFound(messages.orderNotFound(id));
    if (result.status === 'not-handed-off') throw conflict(withdrawalMessages.notHandedOff);
    if (result.status === 'in-progress') throw conflict(handoffMessages.inProgress);
    if (result.status === 'stale') throw conflict(messages.orderConflict);
    await announceChange(app, result.change);
    return result.change;
  });
};
