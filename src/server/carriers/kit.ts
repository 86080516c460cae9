// What every carrier adapter shares: the sandbox's ways to fail on purpose, the sandbox's label, and one HTTP call
// to a live carrier that turns its failures into CarrierRefusals.
import type { DeliveryAddress } from '../../shared/schema/address.ts';
import type { Order } from '../../shared/schema/order.ts';
import { renderLabel, type CarrierLabelParts, type LabelSender } from '../print/documents/label.ts';
import { CarrierRefusal } from './adapter.ts';

export interface SandboxOptions {
  now: () => Date;
}

export interface LiveOptions {
  baseUrl: string;
  apiKey: string;
  timeoutMs: number;
}

/** A form value containing this makes a sandbox refuse the parcel (tests, demos). */
export const SANDBOX_REFUSE = '#weiger';
/** A form value containing this makes a sandbox act as if the carrier cannot be reached. */
export const SANDBOX_OUTAGE = '#storing';

/** Throws the refusal or outage a sandbox was asked for by a marker in one of the form's string values. */
export function sandboxTrouble(values: Record<string, unknown>, carrierName: string): void {
  const marked = (marker: string) => Object.keys(values).filter((field) => containsText(values[field], marker));
  if (marked(SANDBOX_OUTAGE).length > 0) throw new CarrierRefusal(`${carrierName} is tijdelijk niet bereikbaar`, [], true);
  const refused = marked(SANDBOX_REFUSE);
  if (refused.length > 0) {
    throw new CarrierRefusal(
      `${carrierName} weigert de zending: ongeldige gegevens`,
      refused.map((field) => ({ field, message: `Geweigerd door ${carrierName}` })),
    );
  }
}

function containsText(value: unknown, marker: string): boolean {
  if (typeof value === 'string') return value.includes(marker);
  if (Array.isArray(value)) return value.some((item) => containsText(item, marker));
  if (value !== null && typeof value === 'object') return Object.values(value).some((item) => containsText(item, marker));
  return false;
}

/** The shop on every sandbox label. */
export const SANDBOX_SENDER: LabelSender = { name: 'Werkplaats Bloemen', lines: ['Bloemgracht 12', '1015 TK Amsterdam'] };

/** The 10×15 label in the carrier's parts with its barcode as Code 128; a standalone parcel shows `recipient` when given. */
export function sandboxLabel(order: Order | null, barcode: string, parts: CarrierLabelParts, recipient?: DeliveryAddress): Promise<Buffer> {
  return renderLabel({ order, recipient, sender: SANDBOX_SENDER, barcode, parts });
}

export interface CarrierRequest {
  method: string;
  path: string;
  headers?: Record<string, string>;
  body?: unknown;
  query?: Record<string, string>;
  /** The carrier's own reading of a 400/422/404 body (e.g. Trunkrs's { code, reason }); null falls back to ours. */
  refusal?: (body: unknown) => CarrierRefusal | null;
}

/**
 * One call to a live carrier: JSON in, JSON out (a PDF or other binary answer comes back as a Buffer).
 * 401/403: our key is refused; 429, 5xx, time-outs and unreachable hosts are retryable; 400/422 carry the
 * carrier's message and, where its body names fields, field errors (callers may re-map them per carrier).
 */
export async function callCarrier<T>(options: LiveOptions, carrierName: string, request: CarrierRequest): Promise<T> {
  const url = new URL(request.path.replace(/^\//, ''), options.baseUrl.endsWith('/') ? options.baseUrl : `${options.baseUrl}/`);
  for (const [name, value] of Object.entries(request.query ?? {})) url.searchParams.set(name, value);
  const headers: Record<string, string> = { accept: 'application/json', ...request.headers };
  if (request.body !== undefined) headers['content-type'] = 'application/json';

  let response: Response;
  try {
    response = await fetch(url, {
      method: request.method,
      headers,
      body: request.body === undefined ? undefined : JSON.stringify(request.body),
      signal: AbortSignal.timeout(options.timeoutMs),
    });
  } catch {
    throw unreachable(carrierName);
  }
  const body = await readBody(response).catch(() => {
    throw unreachable(carrierName);
  });
  if (response.ok) return body as T;
  if (response.status === 401 || response.status === 403) throw new CarrierRefusal(`${carrierName} weigert onze sleutel`, [], false);
  if (response.status === 429 || response.status >= 500) throw unreachable(carrierName);
  throw request.refusal?.(body) ?? new CarrierRefusal(carrierMessage(body) ?? `${carrierName} weigert de zending`, carrierFieldErrors(body));
}

/**
 * callCarrier with the carrier's auth headers on every request. Carriers that name their own body fields in refusals
 * pass `formField` so the field errors land on the form's fields.
 */
export function liveCaller(options: LiveOptions, carrierName: string, authHeaders: Record<string, string>, formField?: (carrierField: string) => string) {
  return async <T>(request: CarrierRequest): Promise<T> => {
    try {
      return await callCarrier<T>(options, carrierName, { ...request, headers: { ...authHeaders, ...request.headers } });
    } catch (error) {
      throw formField && error instanceof CarrierRefusal ? onFormFields(error, formField) : error;
    }
  };
}

function onFormFields(refusal: CarrierRefusal, formField: (carrierField: string) => string): CarrierRefusal {
  if (refusal.fieldErrors.length === 0) return refusal;
  const fieldErrors = refusal.fieldErrors.map(({ field, message }) => ({ field: formField(field), message }));
  return new CarrierRefusal(refusal.message, fieldErrors, refusal.retryable);
}

const unreachable = (carrierName: string) => new CarrierRefusal(`${carrierName} is tijdelijk niet bereikbaar`, [], true);

async function readBody(response: Response): Promise<unknown> {
  const type = response.headers.get('content-type') ?? '';
  if (response.status === 204) return undefined;
  if (type.includes('json')) {
    const text = await response.text();
    return text === '' ? undefined : JSON.parse(text);
  }
  if (type.startsWith('text/')) return response.text();
  return Buffer.from(await response.arrayBuffer());
}

/** `error_message`: Red je Pakketje's error body (integrations.md). */
const MESSAGE_KEYS = ['message', 'error_message', 'error', 'detail', 'title'] as const;

function carrierMessage(body: unknown): string | null {
  if (typeof body === 'string') return body.trim() || null;
  if (body === null || typeof body !== 'object') return null;
  for (const key of MESSAGE_KEYS) {
    const value = (body as Record<string, unknown>)[key];
    if (typeof value === 'string' && value.trim() !== '') return value.trim();
  }
  return null;
}

/** `errors` as [{ field|path|property, message }] or as { field: message | [message] }. */
function carrierFieldErrors(body: unknown): { field: string; message: string }[] {
  const errors = body !== null && typeof body === 'object' ? (body as Record<string, unknown>).errors : undefined;
  if (Array.isArray(errors)) {
    return errors.flatMap((error) => {
      if (error === null || typeof error !== 'object') return [];
      const { field, path, property, message } = error as Record<string, unknown>;
      const name = [field, path, property].find((candidate) => typeof candidate === 'string');
      return typeof name === 'string' && typeof message === 'string' ? [{ field: name, message }] : [];
    });
  }
  if (errors !== null && typeof errors === 'object') {
    return Object.entries(errors).flatMap(([field, message]) => {
      const text = Array.isArray(message) ? message.find((item) => typeof item === 'string') : message;
      return typeof text === 'string' ? [{ field, message: text }] : [];
    });
  }
  return [];
}
