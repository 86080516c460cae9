// What one API endpoint is: the contract the server registers and the client calls (spec §7). Isomorphic.
import type { Static, TSchema } from 'typebox';

/** Where the API lives; an endpoint's path is relative to it. */
export const API_PREFIX = '/gateway/api';

/** Who may call an endpoint: anyone, a signed-in user, or an administrator. */
export type Access = 'public' | 'user' | 'admin';
export type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

/** Fastify's schema shape, so the server hands it over as it is. */
export interface EndpointSchema {
  params?: TSchema;
  querystring?: TSchema;
  headers?: TSchema;
  body?: TSchema;
  /** 202: accepted but not acted on (a webhook's event about something that is not ours). */
  response?: { 200: TSchema; 202?: TSchema } | { 201: TSchema };
}

/** An endpoint without its schemas: what a call needs (method and path) and who may make it. */
export interface Route<P extends string = string> {
  method: Method;
  path: P;
  access: Access;
}

export interface Endpoint<P extends string = string, S extends EndpointSchema = EndpointSchema> extends Route<P> {
  schema: S;
}

export function route<const P extends string>(method: Method, path: P, access: Access): Route<P> {
  return { method, path, access };
}

/** The `:name` segments of a path, as a union of names. */
export type PathParamNames<P extends string> = P extends `${string}:${infer Name}/${infer Rest}`
  ? Name | PathParamNames<Rest>
  : P extends `${string}:${infer Name}`
    ? Name
    : never;

type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
type ParamKeys<S extends EndpointSchema> = S['params'] extends TSchema ? keyof Static<S['params']> : never;

/** A path and its params schema must name the same parameters: renaming one without the other is a type error. */
type MatchingParams<P extends string, S extends EndpointSchema> =
  Same<PathParamNames<P>, ParamKeys<S>> extends true ? S : { params: `the params schema must name exactly ${PathParamNames<P>}` };

type Routes = Readonly<Record<string, Route>>;
type Schemas<R extends Routes> = { readonly [K in keyof R]: EndpointSchema };
type EndpointsOf<R extends Routes, S extends Schemas<R>> = { readonly [K in keyof R]: Endpoint<R[K]['path'], S[K]> };

/** The server's endpoints: each route with its schemas, one per route and no more (both are type errors). */
export function withSchemas<const R extends Routes, const S extends Schemas<R>>(
  routes: R,
  schemas: S & { [K in keyof R]: MatchingParams<R[K]['path'], S[K]> } & Record<Exclude<keyof S, keyof R>, never>,
): EndpointsOf<R, S> {
  const entries = Object.entries(routes).map(([name, route]) => [name, { ...route, schema: schemas[name] }]);
  return Object.fromEntries(entries) as EndpointsOf<R, S>;
}

/** Only a type: the schemas of a route, carried for typed calls and never there at run time. */
declare const schemaTypes: unique symbol;

/** An endpoint as the client holds it (issue 26): the route at run time, its schemas as types only. */
export type TypedRoute<P extends string = string, S extends EndpointSchema = EndpointSchema> = Route<P> & {
  readonly [schemaTypes]?: S;
};
export type SchemasOf<E extends TypedRoute> = E extends TypedRoute<string, infer S> ? S : never;

/** The answer's type: the 200 or 201 schema's. */
export type Reply<S extends EndpointSchema> = S['response'] extends { 200: infer R extends TSchema }
  ? Static<R>
  : S['response'] extends { 201: infer R extends TSchema }
    ? Static<R>
    : unknown;

/** The path with its parameters filled in, each URI-encoded. */
export function fillPath(path: string, params: Readonly<Record<string, string | number>> = {}): string {
  return path.replace(/:([A-Za-z]+)/g, (_, name: string) => {
    if (params[name] === undefined) throw new Error(`${path}: parameter ${name} is missing`);
    return encodeURIComponent(String(params[name]));
  });
}
