// The one typed fetch client of the workbench: JSON accept header, bearer token, /gateway/api prefix (spec §7).
import type { Static, TSchema } from 'typebox';
import {
  API_PREFIX, fillPath, type EndpointSchema, type PathParamNames, type Reply, type SchemasOf, type TypedRoute,
} from '../../shared/protocol/endpoint.ts';
import type { ErrorBody } from '../../shared/schema/common.ts';
import { trackOwnWrite } from './own-writes.ts';

/** A failed call, carrying what the server said (spec §8: message, status, body, errors). */
export class ApiError extends Error {
  readonly status: number;
  readonly code: string | undefined;
  readonly errors: ErrorBody['errors'];
  readonly body: unknown;

  constructor(status: number, message: string, code: string | undefined, errors: ErrorBody['errors'], body: unknown) {
    super(message);
    this.status = status;
    this.code = code;
    this.errors = errors;
    this.body = body;
  }
}

interface ApiHooks {
  token(): string | undefined;
  /** Called on 401/403 or a body code 401: the session is gone (spec §4). */
  onUnauthorized(error: ApiError): void;
  /** The location this workstation works at, named in every call (X-Location); none: the server's own. */
  location?(): string | null | undefined;
}

let hooks: ApiHooks = { token: () => undefined, onUnauthorized: () => {} };
export function configureApi(next: ApiHooks) {
  hooks = next;
}

type Query = Readonly<Record<string, unknown>>;

/** Array values repeat their key, as written in the endpoint's querystring schema (`tags[]`). */
function toSearch(query: Query = {}): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value === undefined) continue;
    if (Array.isArray(value)) value.forEach((item) => params.append(key, String(item)));
    else params.set(key, String(value));
  }
  const text = params.toString();
  return text ? `?${text}` : '';
}

interface RequestInit {
  query?: Query;
  json?: unknown;
  form?: boolean;
  /** A multipart body (file uploads); the browser sets its content type with the boundary. */
  multipart?: FormData;
  signal?: AbortSignal;
  headers?: Readonly<Record<string, string | undefined>>;
  /** A session that is no longer the current one (logout tells the server after forgetting it). */
  token?: string;
}

function request<T>(method: string, path: string, init: RequestInit = {}): Promise<T> {
  return method === 'GET' ? exchange<T>(method, path, init) : trackOwnWrite(exchange<T>(method, path, init));
}

async function exchange<T>(method: string, path: string, init: RequestInit): Promise<T> {
  const headers: Record<string, string> = { accept: 'application/json' };
  for (const [name, value] of Object.entries(init.headers ?? {})) if (value !== undefined) headers[name] = value;
  const location = hooks.location?.();
  if (location && !('x-location' in headers)) headers['x-location'] = location;
  const token = init.token ?? hooks.token();
  if (token) headers.authorization = `Bearer ${token}`;
  let body: string | FormData | undefined = init.multipart;
  if (init.json !== undefined && init.form) {
    headers['content-type'] = 'application/x-www-form-urlencoded';
    const fields = Object.entries(init.json as object).map(([key, value]) => [key, String(value)]);
    body = new URLSearchParams(fields).toString();
  } else if (init.json !== undefined) {
    headers['content-type'] = 'application/json';
    body = JSON.stringify(init.json);
  }
  const response = await fetch(`${API_PREFIX}${path}${toSearch(init.query)}`, { method, headers, body, signal: init.signal });
  const isJson = response.headers.get('content-type')?.includes('application/json');
  const payload: unknown = isJson ? await response.json() : await response.text();
  if (response.ok) return payload as T;

  const errorBody = (typeof payload === 'object' && payload) as { message?: string; code?: unknown; errors?: ErrorBody['errors'] };
  const said = errorBody?.message ?? (typeof payload === 'string' && payload) ?? response.statusText;
  const message = withErrorCode(said || 'Onverwachte fout. Probeer nogmaals', response);
  const error = new ApiError(response.status, message, String(errorBody?.code ?? ''), errorBody?.errors, payload);
  // Only a call that carried the current session can lose it: a failed login is an ordinary error, and a call
  // that was under way while the user logged out must not make the logout look like an expired session.
  const sessionLost = response.status === 401 || response.status === 403 || errorBody?.code === 401;
  if (token && sessionLost && token === hooks.token()) hooks.onUnauthorized(error);
  throw error;
}

/**
 * A failure of the server itself (5xx) names the request, so the toast the user reads off to the administrator finds
 * its log line ('… (Foutcode 3fa2c1d09e4b)'); a refusal of the input (4xx) is the user's to fix and says no more.
 */
function withErrorCode(message: string, response: Response): string {
  const id = response.headers.get('x-request-id');
  return response.status >= 500 && id ? `${message} (Foutcode ${id})` : message;
}

type SchemaOf<E extends TypedRoute, K extends keyof EndpointSchema> = NonNullable<SchemasOf<E>[K]>;
type Part<E extends TypedRoute, K extends keyof EndpointSchema, Name extends string, Required extends boolean> =
  SchemasOf<E>[K] extends TSchema
    ? Required extends true ? { [N in Name]: Static<SchemaOf<E, K>> } : { [N in Name]?: Static<SchemaOf<E, K>> }
    : { [N in Name]?: never };
type ParamsPart<E extends TypedRoute> = [PathParamNames<E['path']>] extends [never]
  ? { params?: never }
  : { params: Readonly<Record<PathParamNames<E['path']>, string | number>> };

/** What a call of this endpoint takes: its path parameters, query, body and headers, typed by the table. */
export type CallInput<E extends TypedRoute> = ParamsPart<E> &
  Part<E, 'querystring', 'query', false> &
  Part<E, 'body', 'body', true> &
  Part<E, 'headers', 'headers', false> & {
    signal?: AbortSignal;
    /** Send the body as a form, as the login page's form does (spec §4). */
    form?: boolean;
    token?: string;
  };

type ReplyOf<E extends TypedRoute> = Reply<SchemasOf<E>>;

type Optional<T> = object extends T ? [input?: T] : [input: T];

/** Calls one endpoint of the table: its path, method and types come from there, so a change there shows here. */
export function call<E extends TypedRoute>(endpoint: E, ...[input]: Optional<CallInput<E>>): Promise<ReplyOf<E>> {
  const { params, query, body, ...rest } = (input ?? {}) as Omit<RequestInit, 'json'> & {
    params?: Record<string, string | number>;
    body?: unknown;
  };
  return request<ReplyOf<E>>(endpoint.method, fillPath(endpoint.path, params), { ...rest, query, json: body });
}

/** Sends a multipart form to an endpoint without a JSON body (an attachment upload): fields first, then files. */
export function upload<E extends TypedRoute>(
  endpoint: E,
  input: Pick<CallInput<E>, 'params' | 'query'> & { fields: Readonly<Record<string, string | Blob>>; signal?: AbortSignal },
): Promise<ReplyOf<E>> {
  const form = new FormData();
  const entries = Object.entries(input.fields);
  // @fastify/multipart reads the parts in order: the name must come before the file it names.
  for (const [name, value] of entries) if (typeof value === 'string') form.append(name, value);
  for (const [name, value] of entries) if (typeof value !== 'string') form.append(name, value, value instanceof File ? value.name : name);
  const params = input.params as Record<string, string | number> | undefined;
  return request<ReplyOf<E>>(endpoint.method, fillPath(endpoint.path, params), {
    query: input.query as Query | undefined, multipart: form, signal: input.signal,
  });
}
