import fp from 'fastify-plugin';
import type { FastifySchema } from 'fastify';
import type { Access } from '../../shared/protocol/endpoint.ts';

export interface CatalogueEntry {
  method: string;
  url: string;
  schema: FastifySchema;
  access: Access;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** Every route with the schemas its input is checked against: the fuzz test generates requests from these. */
    routeCatalogue: readonly CatalogueEntry[];
  }
}

/** Registered before the routes, so it sees each one as it is added. */
export const routeCataloguePlugin = fp(async (app) => {
  const entries: CatalogueEntry[] = [];
  app.decorate('routeCatalogue', entries);
  app.addHook('onRoute', (route) => {
    const methods = Array.isArray(route.method) ? route.method : [route.method];
    for (const method of methods) {
      if (method === 'HEAD') continue;
      entries.push({ method, url: route.url, schema: route.schema ?? {}, access: route.config?.access ?? 'user' });
    }
  });
});
