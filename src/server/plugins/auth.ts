import fp from 'fastify-plugin';
import type { FastifyRequest } from 'fastify';
import { messages } from '../../shared/domain/messages.ts';
import type { Access } from '../../shared/protocol/endpoint.ts';
import { HttpError } from '../http-errors.ts';
import { authenticate, isWellFormedToken, REFUSAL_MESSAGES } from '../auth/authenticate.ts';
import type { SessionUser } from '../db/users.ts';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Who may call the route, from its endpoint; a route without one is 'user': secure by default. */
    access?: Access;
  }
  interface FastifyRequest {
    user: SessionUser | null;
  }
}

export function bearerToken(request: FastifyRequest): string | undefined {
  const token = /^Bearer (.+)$/.exec(request.headers.authorization ?? '')?.[1];
  return isWellFormedToken(token) ? token : undefined;
}

export const authPlugin = fp(async (app) => {
  app.decorateRequest('user', null);

  app.addHook('onRequest', async (request) => {
    const access = request.routeOptions.config.access ?? 'user';
    if (access === 'public') return;
    const session = await authenticate(app.reads.findSession, bearerToken(request));
    if ('refused' in session) throw new HttpError(401, REFUSAL_MESSAGES[session.refused], session.refused);
    if (access === 'admin' && !session.user.isAdministrator) {
      throw new HttpError(403, messages.notAllowed, 'FORBIDDEN');
    }
    request.user = session.user;
  });
});
