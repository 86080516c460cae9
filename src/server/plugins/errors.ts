import fp from 'fastify-plugin';
import type { FastifyError } from 'fastify';
import { messages } from '../../shared/domain/messages.ts';
import { fieldErrors, type SchemaError } from '../field-errors.ts';
import { isDatabaseUnavailable } from '../db/database-unavailable.ts';
import { HttpError } from '../http-errors.ts';
import { InvalidInput } from '../invalid-input.ts';

/**
 * Every error leaves as `{ message, code, errors? }`; a 5xx never shows what went wrong inside. A lost database is
 * a 503 that says so: it passes without anyone doing anything.
 */
export const errorsPlugin = fp(async (app) => {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof HttpError) return reply.status(error.statusCode).send(error.body());
    if (error instanceof InvalidInput) {
      return reply.status(400).send({ message: error.message, code: 'VALIDATION', errors: error.errors });
    }
    if (error.validation) {
      const errors = fieldErrors(error.validation as SchemaError[]);
      return reply.status(400).send({ message: messages.checkInput, code: 'VALIDATION', errors });
    }
    if (isDatabaseUnavailable(error)) {
      // Every route meets it the same way; the pool connects again by itself once the database is back.
      request.log.warn({ err: error }, 'database niet bereikbaar');
      return reply.status(503).header('retry-after', '5').send({ message: messages.databaseUnavailable, code: 'DATABASE_UNAVAILABLE' });
    }
    const status = error.statusCode ?? 500;
    if (status === 429) return reply.status(429).send({ message: messages.tooManyRequests, code: 'RATE_LIMITED' });
    if (status >= 400 && status < 500) {
      return reply.status(status).send({ message: messages.checkInput, code: error.code ?? 'BAD_REQUEST' });
    }
    request.log.error({ err: error }, 'request failed');
    return reply.status(500).send({ message: messages.unexpected, code: 'INTERNAL' });
  });
});
