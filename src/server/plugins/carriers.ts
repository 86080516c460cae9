import fp from 'fastify-plugin';
import { createCarrierAdapters, type CarrierAdapters } from '../carriers/index.ts';

declare module 'fastify' {
  interface FastifyInstance {
    carriers: CarrierAdapters;
  }
}

/** Every carrier's adapter (sandbox or live, by configuration) as `app.carriers[carrier]`. */
export const carriersPlugin = fp(async (app) => {
  app.decorate('carriers', createCarrierAdapters(app.config.carriers));
});
