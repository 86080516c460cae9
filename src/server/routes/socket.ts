import fp from 'fastify-plugin';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { messages } from '../../shared/domain/messages.ts';
import { parseClientMessage, SOCKET_PATH, UNAUTHORIZED_CLOSE_CODE } from '../../shared/protocol/socket.ts';
import { authenticate, REFUSAL_MESSAGES } from '../auth/authenticate.ts';
import type { SessionUser } from '../db/users.ts';
import { startHeartbeat } from '../realtime/heartbeat.ts';
import { LiveSockets } from '../realtime/live-sockets.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** This instance's signed-in sockets; main.ts tells them about a restart. */
    liveSockets: LiveSockets;
  }
}

type Admission = { user: SessionUser; tokenHash: string; expiresAt: Date } | { refused: string };

const EXPIRY_CHECK_MS = 60_000;

async function admit(app: FastifyInstance, token: string | undefined): Promise<Admission> {
  const session = await authenticate(app.reads.findSession, token);
  if ('refused' in session) return { refused: REFUSAL_MESSAGES[session.refused] };
  return { user: session.user, tokenHash: session.tokenHash.toString('hex'), expiresAt: session.expiresAt };
}

/**
 * GET /gateway/ws: every hub event goes to every signed-in socket as JSON. Browsers cannot set headers on a
 * WebSocket, so the token comes as `?token=`; a socket without a valid one is accepted and then closed with 4401
 * and the Dutch reason, because a refused upgrade shows the browser no status at all.
 */
export const socketRoutes = fp(
  async (app) => {
    const live = new LiveSockets();
    app.decorate('liveSockets', live);
    const unsubscribe = app.realtime.subscribe((message) => live.broadcast(message));
    const stopClosing = app.realtime.onSessionsEnded((ended) =>
      live.closeSessions(ended, UNAUTHORIZED_CLOSE_CODE, messages.notLoggedIn),
    );
    const expiryTimer = setInterval(
      () => live.closeExpired(new Date(), UNAUTHORIZED_CLOSE_CODE, messages.sessionExpired),
      EXPIRY_CHECK_MS,
    );
    expiryTimer.unref();
    const stopHeartbeat = startHeartbeat(app.websocketServer);
    app.addHook('onClose', async () => {
      unsubscribe();
      stopClosing();
      clearInterval(expiryTimer);
      stopHeartbeat();
    });

    // Checked before the upgrade, so no message can arrive ahead of the verdict.
    const admissions = new WeakMap<FastifyRequest, Admission>();

    app.get<{ Querystring: { token?: string } }>(
      SOCKET_PATH,
      {
        websocket: true,
        // The URL holds the token: keep it out of the request log.
        logLevel: 'warn',
        preValidation: async (request) => {
          admissions.set(request, await admit(app, request.query.token));
        },
      },
      (socket, request) => {
        const admission = admissions.get(request)!;
        if ('refused' in admission) return socket.close(UNAUTHORIZED_CLOSE_CODE, admission.refused);
        const user = admission.user.name;
        const { tokenHash, expiresAt } = admission;
        live.add(socket, { user, userId: admission.user.id, tokenHash, expiresAt });
        socket.on('message', (data, isBinary) => {
          const message = isBinary ? null : parseClientMessage(data.toString());
          if (!message) return;
          live.recordOpenOrder(socket, message.orderId, message.location);
          app.log.debug({ user, orderId: message.orderId, location: message.location }, 'Order geopend');
        });
      },
    );
  },
  { name: 'socket-routes' },
);
