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

export interface Endpoint<P extends string = string, S extends EndpointSchema = EndpointSchema> {
  method: Method;
  path: P;
  access: Access;
  schema: S;
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

export function endpoint<const P extends string, const S extends EndpointSchema>(
  method: Method,
  path: P,
  access: Access,
  schema: S & MatchingParams<P, S>,
): Endpoint<P, S> {
  return { method, path, access, schema };
}

/** The answer's type: the 200 or 201 schema's. */
export type ReplyOf<E extends Endpoint> = E['schema']['response'] extends { 200: infer R extends TSchema }
  ? Static<R>
  : E['schema']['response'] extends { 201: infer R extends TSchema }
    ? Static<R>
    : unknown;

/** The path with its parameters filled in, each URI-encoded. */
export function fillPath(path: string, params: Readonly<Record<string, string | number>> = {}): string {
  return path.replace(/:([A-Za-z]+)/g, (_, name: string) => {
    if (params[name] === undefined) throw new Error(`${path}: parameter ${name} is missing`);
    return encodeURIComponent(String(params[name]));
  });
}
