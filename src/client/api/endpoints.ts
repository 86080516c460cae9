// The endpoint table as the client holds it (issue 26): the routes at run time, their schemas as types only, so every
// call is typed by the server's schemas while the bundle carries none of them.
import { apiRoutes } from '../../shared/protocol/api-routes.ts';
import type { TypedRoute } from '../../shared/protocol/endpoint.ts';
import type { endpoints as serverEndpoints } from '../../shared/protocol/endpoints.ts';

type ServerEndpoints = typeof serverEndpoints;

export const endpoints: { readonly [K in keyof ServerEndpoints]: TypedRoute<ServerEndpoints[K]['path'], ServerEndpoints[K]['schema']> } =
  apiRoutes;
