import fp from 'fastify-plugin';
import helmet from 'helmet';

/**
 * The Content-Security-Policy the built client runs under: scripts only from this origin, never inline. Styles
 * allow 'unsafe-inline' because the toast library (sonner) inserts its stylesheet as a <style> element at runtime.
 * connect-src 'self' also covers the live socket: CSP 3 lets 'self' match ws:/wss: on the page's own host.
 */
export const CONTENT_SECURITY_POLICY = {
  'default-src': ["'self'"],
  'script-src': ["'self'"],
  'style-src': ["'self'", "'unsafe-inline'"],
  'img-src': ["'self'", 'data:', 'blob:'],
  'media-src': ["'self'", 'blob:'],
  'font-src': ["'self'", 'data:'],
  'connect-src': ["'self'"],
  'worker-src': ["'self'", 'blob:'],
  // The /print popup page frames the PDF it fetched with the session's token as a blob: URL; nothing else is framed.
  'frame-src': ["'self'", 'blob:'],
  'object-src': ["'none'"],
  'base-uri': ["'self'"],
  'form-action': ["'self'"],
  // No answer is framed, not even by the app: the print page frames a blob: copy of the PDF, never the PDF's URL.
  'frame-ancestors': ["'none'"],
};

/**
 * Security headers on every answer (helmet), and `Cache-Control: no-store` on every API answer: they carry customer
 * data, which must not stay in a browser or proxy cache. helmet builds its header values once, here; calling it per
 * request (as @fastify/helmet does) rebuilt them each time and cost a simple API answer 40 % of its throughput.
 */
export const securityHeaders = fp(
  async (app) => {
    const setHeaders = helmet({
      contentSecurityPolicy: {
        useDefaults: false,
        // No upgrade-insecure-requests: a shop may reach the server over plain http on its own network.
        directives: CONTENT_SECURITY_POLICY,
      },
      frameguard: { action: 'deny' },
      referrerPolicy: { policy: 'no-referrer' },
      // Over https only (browsers ignore it on http); not for subdomains, which the shop may run elsewhere.
      strictTransportSecurity: { maxAge: 180 * 24 * 3600, includeSubDomains: false },
    });
    app.addHook('onRequest', (request, reply, done) => setHeaders(request.raw, reply.raw, (error) => done(error as Error | undefined)));
    app.addHook('onSend', (request, reply, payload, done) => {
      if (request.url.startsWith('/gateway/api/') && !reply.hasHeader('cache-control')) reply.header('cache-control', 'no-store');
      done(null, payload);
    });
  },
  { name: 'security-headers' },
);
