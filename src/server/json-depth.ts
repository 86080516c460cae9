import type { FastifyInstance } from 'fastify';
import { messages } from '../shared/domain/messages.ts';
import { HttpError } from './http-errors.ts';

/** No form nests deeper than a handful of levels; 32 leaves room and keeps every walk over a body cheap. */
export const MAX_JSON_DEPTH = 32;

const OPEN = new Set(['[', '{']);
const CLOSE = new Set([']', '}']);

/** Whether JSON text nests arrays and objects deeper than `max`: one pass over the characters, strings skipped. */
export function jsonNestsDeeperThan(text: string, max: number = MAX_JSON_DEPTH): boolean {
  let depth = 0;
  let inString = false;
  for (let i = 0; i < text.length; i++) {
    const char = text[i];
    if (inString) {
      if (char === '\\') i++;
      else if (char === '"') inString = false;
    } else if (char === '"') inString = true;
    else if (OPEN.has(char) && ++depth > max) return true;
    else if (CLOSE.has(char)) depth--;
  }
  return false;
}

/**
 * Every JSON body is measured before it is parsed, so a body nested thousands deep is a 400 on every route,
 * logged in or not, before any check walks it.
 */
export function refuseDeepJson(app: FastifyInstance) {
  const parseJson = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    if (jsonNestsDeeperThan(body as string)) return done(new HttpError(400, messages.checkInput, 'TOO_DEEP'), undefined);
    return parseJson(request, body as string, done);
  });
}
