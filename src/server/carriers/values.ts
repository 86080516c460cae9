// Checks a send form's values against the carrier's JSON schema as the generic form does (spec §2, §5): strings
// trimmed, blank fields left out (not given), properties the schema does not name removed, integers and booleans
// normalised, defaults filled in, and the same Dutch message per field as the form shows
// (shared/domain/schema-messages.ts).
import { Ajv, type ValidateFunction } from 'ajv';
import addFormats from 'ajv-formats';
import { withoutBlankFields } from '../../shared/domain/carrier-forms/blank-fields.ts';
import { carrierMessages } from '../../shared/domain/carriers.ts';
import { schemaFieldErrors } from '../../shared/domain/schema-messages.ts';
import { singleLineTextError } from '../../shared/domain/text-rules.ts';
import { InvalidInput } from '../invalid-input.ts';
import type { CarrierAdapter } from './adapter.ts';

// Carriers' schemas carry their own annotations (x-message, titles, options): not keywords ajv should refuse.
const ajv = new Ajv({ allErrors: true, removeAdditional: 'all', coerceTypes: true, useDefaults: true, strict: false });
addFormats(ajv);

const compiled = new WeakMap<CarrierAdapter, { schema: object; validate: ValidateFunction }>();

/** The values as the carrier gets them; InvalidInput (400) with a Dutch message per field otherwise. */
export function checkCarrierValues(adapter: CarrierAdapter, values: Record<string, unknown>): Record<string, unknown> {
  let check = compiled.get(adapter);
  if (!check) {
    const schema = adapter.schema();
    check = { schema, validate: ajv.compile(schema) };
    compiled.set(adapter, check);
  }
  const checked = withoutBlankFields(trimmed(values) as Record<string, unknown>);
  const unreadable = controlCharacterErrors(checked);
  if (unreadable.length > 0) throw new InvalidInput(carrierMessages.validationErrors, unreadable);
  if (!check.validate(checked)) {
    throw new InvalidInput(carrierMessages.validationErrors, schemaFieldErrors(check.validate.errors ?? [], check.schema));
  }
  return checked;
}

/** Each field is one line in the carrier's request or on its label: a control character in it is refused. */
const controlCharacterErrors = (values: Record<string, unknown>) =>
  Object.entries(values).flatMap(([field, value]) => {
    const message = typeof value === 'string' ? singleLineTextError(value) : null;
    return message ? [{ field, message }] : [];
  });

function trimmed(value: unknown): unknown {
  if (typeof value === 'string') return value.trim();
  if (Array.isArray(value)) return value.map(trimmed);
  if (value !== null && typeof value === 'object') {
    return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, trimmed(item)]));
  }
  return value;
}
