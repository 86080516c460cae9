import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type {
  ContextConfigDefault, FastifyBaseLogger, FastifyInstance, RawReplyDefaultExpression, RawRequestDefaultExpression,
  RawServerDefault, RouteGenericInterface, RouteHandlerMethod,
} from 'fastify';
import type { Endpoint, EndpointSchema } from '../../shared/protocol/endpoint.ts';

type TypeBoxApp = FastifyInstance<
  RawServerDefault, RawRequestDefaultExpression, RawReplyDefaultExpression, FastifyBaseLogger, TypeBoxTypeProvider
>;

export type EndpointHandler<S extends EndpointSchema> = RouteHandlerMethod<
  RawServerDefault, RawRequestDefaultExpression, RawReplyDefaultExpression, RouteGenericInterface, ContextConfigDefault,
  S, TypeBoxTypeProvider
>;

/** Registers the handler of one entry of the endpoint table: method, path, schemas and access all come from it. */
export function route<S extends EndpointSchema>(app: TypeBoxApp, endpoint: Endpoint<string, S>, handler: EndpointHandler<S>) {
  app.route({ method: endpoint.method, url: endpoint.path, schema: endpoint.schema, config: { access: endpoint.access }, handler });
}
