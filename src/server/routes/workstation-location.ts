import type { FastifyInstance, FastifyRequest } from 'fastify';
import { locationExists } from '../db/workbench.ts';

/** The workstation's location: the X-Location header when it names a known location, else this server's. */
export async function workstationLocation(app: FastifyInstance, request: FastifyRequest): Promise<string> {
  const asked = request.headers['x-location'];
  if (typeof asked === 'string' && asked && (await locationExists(app.db, asked))) return asked;
  return app.config.location;
}
