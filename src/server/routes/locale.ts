import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { COUNTRIES } from '../../shared/domain/countries.ts';
import { endpoints } from '../../shared/protocol/endpoints.ts';
import { route } from './endpoint-route.ts';

export const localeRoutes: FastifyPluginAsyncTypebox = async (app) => {
  route(app, endpoints.getLocale, async () => ({
    language: 'nl',
    timezone: 'Europe/Amsterdam',
    currency: 'EUR',
    countryCodes: [...COUNTRIES],
  }));
};
