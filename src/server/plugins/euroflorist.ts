import fp from 'fastify-plugin';
import type { EuroFloristAdapter } from '../euroflorist/adapter.ts';
import { createEuroFloristAdapter } from '../euroflorist/index.ts';
import { euroFloristSandboxRoutes } from '../routes/euroflorist-sandbox.ts';

declare module 'fastify' {
  interface FastifyInstance {
    euroflorist: EuroFloristAdapter;
  }
}

/** The flower relay's import (sandbox or live, by configuration) as `app.euroflorist`; the sandbox with its page. */
export const euroFloristPlugin = fp(async (app) => {
  app.decorate('euroflorist', createEuroFloristAdapter(app.config.euroflorist));
  if (app.euroflorist.mode === 'sandbox') await app.register(euroFloristSandboxRoutes);
});
