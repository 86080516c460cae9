// The one typed fetch client of the workbench: JSON accept header, bearer token, /gateway/api prefix (spec §7).
import type { ErrorBody } from '../../shared/schema/common.ts';

export const API_PREFIX = '/gateway/api';

/** A failed call, carrying what the server said (spec §8: message, status, body, errors). */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly code: string | undefined,
    readonly errors: ErrorBody['errors'],
    readonly body: unknown,
  ) {
    super(message);
  }
}

interface ApiHooks {
  token(): string | undefined;
  /** Called on 401/403 or a body code 401: the session is gone (spec §4). */
  onUnauthorized(error: ApiError): void;
}

let hooks: ApiHooks = { token: () => undefined, onUnauthorized: () => {} };
export function configureApi(next: ApiHooks) {
  hooks = next;
}

type Query = Record<string, string | number | boolean | readonly (string | number)[] | undefined>;

function toSearch(query: Query = {}): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value === undefined) continue;
    if (Array.isArray(value)) value.forEach((item) => params.append(`${key}[]`, String(item)));
    else params.set(key, String(value));
  }
  const text = params.toString();
  return text ? `?${text}` : '';
}

async function request<T>(method: string, path: string, init: { query?: Query; body?: BodyInit; json?: unknown; signal?: AbortSignal; headers?: Record<string, string> } = {}): Promise<T> {
  const headers: Record<string, string> = { accept: 'application/json', ...init.headers };
  const token = hooks.token();
  if (token) headers.authorization = `Bearer ${token}`;
  let body = init.body;
  if (init.json !== undefined) {
    headers['content-type'] = 'application/json';
    body = JSON.stringify(init.json);
  }
  const response = await fetch(`${API_PREFIX}${path}${toSearch(init.query)}`, { method, headers, body, signal: init.signal });
  const isJson = response.headers.get('content-type')?.includes('application/json');
  const payload: unknown = isJson ? await response.json() : await response.text();
  if (response.ok) return payload as T;

  const errorBody = (typeof payload === 'object' && payload) as { message?: string; code?: unknown; errors?: ErrorBody['errors'] };
  const message = errorBody?.message ?? (typeof payload === 'string' && payload) ?? response.statusText;
  const error = new ApiError(response.status, message || 'Onverwachte fout. Probeer nogmaals', String(errorBody?.code ?? ''), errorBody?.errors, payload);
  // Only a call that carried the current session can lose it: a failed login is an ordinary error, and a call
  // that was under way while the user logged out must not make the logout look like an expired session.
  const sessionLost = response.status === 401 || response.status === 403 || errorBody?.code === 401;
  if (token && sessionLost && token === hooks.token()) hooks.onUnauthorized(error);
  throw error;
}

export const api = {
  get: <T>(path: string, query?: Query, signal?: AbortSignal) => request<T>('GET', path, { query, signal }),
  post: <T>(path: string, json?: unknown, headers?: Record<string, string>) => request<T>('POST', path, { json, headers }),
  postForm: <T>(path: string, fields: Record<string, string>) =>
    request<T>('POST', path, {
      body: new URLSearchParams(fields).toString(),
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    }),
  put: <T>(path: string, json: unknown) => request<T>('PUT', path, { json }),
  del: <T>(path: string) => request<T>('DELETE', path),
};
