import fp from 'fastify-plugin';
import helmet from '@fastify/helmet';

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
  'frame-src': ["'self'"],
  'object-src': ["'none'"],
  'base-uri': ["'self'"],
  'form-action': ["'self'"],
  // A route whose answer the app itself frames (the print page's PDF, later) relaxes this and X-Frame-Options to
  // 'self' / SAMEORIGIN with @fastify/helmet's per-route `helmet` option.
  'frame-ancestors': ["'none'"],
};

/**
 * Security headers on every answer (helmet), and `Cache-Control: no-store` on every API answer: they carry customer
 * data, which must not stay in a browser or proxy cache.
 */
export const securityHeaders = fp(
  async (app) => {
    await app.register(helmet, {
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
    app.addHook('onSend', async (request, reply) => {
      if (request.url.startsWith('/gateway/api/') && !reply.hasHeader('cache-control')) reply.header('cache-control', 'no-store');
    });
  },
  { name: 'security-headers' },
);
