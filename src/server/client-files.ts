import { existsSync } from 'node:fs';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import fastifyStatic from '@fastify/static';
import { messages } from '../shared/domain/messages.ts';

/** Vite writes the built scripts and styles here, each name carrying a hash of its content. */
const ASSETS = '/assets/';
const HASHED_ASSET_CACHE = 'public, max-age=31536000, immutable';
// A page is asked again before each use: after a deploy it must name the new hashed assets.
const PAGE_CACHE = 'no-cache';

/** A last path segment like `missing.js` or `logo.v2.png`: a file, never a page of the client. */
const FILE_NAME = /\/[\w-]+(?:\.[\w-]+)*\.[A-Za-z0-9]{1,8}$/;

const isClientPage = (url: string) => {
  const path = url.split('?')[0];
  return !path.startsWith('/gateway/') && !path.startsWith(ASSETS) && !FILE_NAME.test(path);
};

/**
 * Serves the built client: its files as they are, and index.html for every other page (client routing).
 * A missing file (a stale asset after a deploy) is a 404, never the page in its place.
 */
export async function registerClient(app: FastifyInstance, clientDir: string) {
  const hasClient = existsSync(join(clientDir, 'index.html'));
  if (hasClient) {
    const assetsDir = join(clientDir, ASSETS);
    await app.register(fastifyStatic, {
      root: clientDir, wildcard: false, index: false, cacheControl: false,
      setHeaders: (response, path) => {
        if (path.startsWith(assetsDir)) response.setHeader('cache-control', HASHED_ASSET_CACHE);
        else if (path.endsWith('.html')) response.setHeader('cache-control', PAGE_CACHE);
      },
    });
  }
  app.setNotFoundHandler((request, reply) => {
    const isRead = request.method === 'GET' || request.method === 'HEAD';
    if (isRead && hasClient && isClientPage(request.url)) {
      return reply.type('text/html').sendFile('index.html');
    }
    return reply.status(404).send({ message: messages.notFound, code: 'NOT_FOUND' });
  });
}
