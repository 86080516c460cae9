import fp from 'fastify-plugin';
import type { FastifyRequest } from 'fastify';
import { messages } from '../../shared/domain/messages.ts';
import { HttpError } from '../http-errors.ts';
import { hashToken } from '../auth/tokens.ts';
import { findSession, type SessionUser } from '../db/users.ts';

/** Who may call a route. Every route is 'user' unless it says otherwise: secure by default. */
export type Access = 'public' | 'user' | 'admin';

declare module 'fastify' {
  interface FastifyContextConfig {
    access?: Access;
  }
  interface FastifyRequest {
    user: SessionUser | null;
  }
}

export function bearerToken(request: FastifyRequest): string | undefined {
  const header = request.headers.authorization;
  const match = header && /^Bearer ([A-Za-z0-9_-]{20,100})$/.exec(header);
  return match ? match[1] : undefined;
}

export const authPlugin = fp(async (app) => {
  app.decorateRequest('user', null);

  app.addHook('onRequest', async (request) => {
    const access = request.routeOptions.config.access ?? 'user';
    if (access === 'public') return;
    const token = bearerToken(request);
    if (!token) throw new HttpError(401, messages.notLoggedIn, 'NOT_LOGGED_IN');
    const session = await findSession(app.db, hashToken(token));
    if (!session) throw new HttpError(401, messages.notLoggedIn, 'NOT_LOGGED_IN');
    if ('expired' in session) throw new HttpError(401, messages.sessionExpired, 'SESSION_EXPIRED');
    if (access === 'admin' && !session.user.isAdministrator) {
      throw new HttpError(403, messages.notAllowed, 'FORBIDDEN');
    }
    request.user = session.user;
  });
});
