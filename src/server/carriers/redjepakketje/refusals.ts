// Red je Pakketje's refusals: a 4xx body { error_code, error_message, error_details } (the public client's
// ResponseError reads error_message). Staff see its own text, named as Red je Pakketje's, and on the form's field
// where it names one of the shipment's fields: as a key of error_details (its shape is unconfirmed: we take
// { field: message | [message] }) or by the field's name in the message itself.
import { CarrierRefusal } from '../adapter.ts';
import { CARRIER_NAME, FORM_FIELD_OF } from './shipment.ts';

/** The body the sandbox answers a refusal with, as the live service does. */
export interface RedjepakketjeError {
  error_message: string;
  error_details?: Record<string, string | string[]>;
}

const detailText = (value: unknown) => (Array.isArray(value) ? value.find((item) => typeof item === 'string') : value);

/** Our form field for a body field Red je Pakketje names, also nested ('product_options.1.max_attempts'). */
const formFieldOf = (field: string) => FORM_FIELD_OF[field] ?? FORM_FIELD_OF[field.split('.')[0]];

/** The body fields a message names, as words such as 'sender.uuid' or 'note'. */
const namedIn = (message: string) => (message.match(/[a-z][a-z0-9_]*(?:\.[a-z0-9_]+)*/g) ?? []).filter((word) => formFieldOf(word));

/** The refusal an `{ error_message }` body says, or null for any other body (the kit's own reading applies). */
export function redjepakketjeRefusal(body: unknown): CarrierRefusal | null {
  if (body === null || typeof body !== 'object') return null;
  const { error_message: text, error_details: details } = body as { error_message?: unknown; error_details?: unknown };
  if (typeof text !== 'string' || text.trim() === '') return null;
  const message = `${CARRIER_NAME}: ${text.trim()}`;
  const detailed = details !== null && typeof details === 'object' ? Object.entries(details) : [];
  const named: [string, unknown][] = detailed.length > 0 ? detailed : namedIn(text).map((field) => [field, text]);
  const fieldErrors = new Map<string, string>();
  for (const [field, detail] of named) {
    const formField = formFieldOf(field);
    const own = detailText(detail);
    if (formField && !fieldErrors.has(formField)) fieldErrors.set(formField, typeof own === 'string' && own.trim() ? own.trim() : text.trim());
  }
  return new CarrierRefusal(message, [...fieldErrors].map(([field, fieldMessage]) => ({ field, message: fieldMessage })));
}
