// One log line per request (issue 25): its id, method, route pattern, status, time and user id — no URL, query or
// body, which carry names, addresses and search words — and a warning for a slow one. The id goes back in the
// `x-request-id` header, so a user can read it off an error toast ('Foutcode …') and an operator find the line.
import { randomBytes } from 'node:crypto';
import fp from 'fastify-plugin';

/** Slower than this is worth a warning: the design's budgets are tens of milliseconds. */
export const SLOW_REQUEST_MS = 1000;

/** A proxy's id is kept when it looks like one (so its log and ours meet); anything else gets a fresh id. */
export function requestId(request: { headers: Record<string, string | string[] | undefined> }): string {
  const given = request.headers['x-request-id'];
  return typeof given === 'string' && /^[A-Za-z0-9._-]{6,64}$/.test(given) ? given : randomBytes(6).toString('hex');
}

export const requestLogPlugin = fp(async (app) => {
  app.addHook('onRequest', async (request, reply) => {
    reply.header('x-request-id', request.id);
  });
  app.addHook('onResponse', async (request, reply) => {
    const line = {
      method: request.method,
      route: request.routeOptions.url ?? 'unmatched',
      status: reply.statusCode,
      ms: Math.round(reply.elapsedTime),
      user: request.user?.id,
    };
    if (reply.elapsedTime > SLOW_REQUEST_MS) request.log.warn(line, 'Traag verzoek');
    else request.log.info(line, 'verzoek');
  });
});
