import type { FastifyRequest } from 'fastify';

const HIDDEN = '[verborgen]';

/** A URL with its secrets replaced: the reset link's token in the page path, a socket's `token=` query. */
export function redactUrl(url: string): string {
  return url.replace(/(\/auth\/reset\/)[^/?#]+/, `$1${HIDDEN}`).replace(/([?&]token=)[^&#]*/g, `$1${HIDDEN}`);
}

/** Fastify's request log fields, with the URL redacted. */
export const logSerializers = {
  req(request: FastifyRequest) {
    return {
      method: request.method,
      url: redactUrl(request.url),
      host: request.host,
      remoteAddress: request.ip,
      remotePort: request.socket?.remotePort,
    };
  },
};
