// The Dutch message for each error of a carrier's JSON schema (spec §5 generic carrier form): required, minLength 1
// and minItems 1 read as required, then maximum, minimum and the e-mail format; a field's own `x-message` per
// keyword (the server's word) wins over all of them.
import { messages } from './messages.ts';

/** What the form needs of a JSON schema error (ajv's ErrorObject and TypeBox's errors both have these). */
export interface SchemaError {
  instancePath: string;
  keyword: string;
  params: Record<string, unknown>;
}

export interface SchemaFieldError {
  /** Dotted path of the field: 'remark', 'dimension.Length'. */
  field: string;
  message: string;
}

type JsonSchema = { properties?: Record<string, JsonSchema>; items?: JsonSchema; 'x-message'?: Record<string, string> } & Record<string, unknown>;

const pointerToPath = (pointer: string) => pointer.split('/').slice(1).map((part) => part.replace(/~1/g, '/').replace(/~0/g, '~'));

function schemaAt(root: JsonSchema, path: readonly string[]): JsonSchema | undefined {
  let schema: JsonSchema | undefined = root;
  for (const part of path) schema = schema?.properties?.[part] ?? schema?.items;
  return schema;
}

function defaultMessage({ keyword, params }: SchemaError): string {
  if (keyword === 'required') return messages.required;
  if (keyword === 'minLength') return params.limit === 1 ? messages.required : messages.tooShort;
  if (keyword === 'minItems' && params.limit === 1) return messages.required;
  if (keyword === 'maxLength') return messages.tooLong(Number(params.limit));
  if (keyword === 'maximum' || keyword === 'exclusiveMaximum') return messages.tooLarge;
  if (keyword === 'minimum' || keyword === 'exclusiveMinimum') return messages.tooSmall;
  if (keyword === 'format' && params.format === 'email') return messages.invalidEmail;
  return messages.invalid;
}

/** The fields an error is about: a missing property is reported on its parent object (ajv names one, TypeBox a list). */
function errorPaths({ instancePath, keyword, params }: SchemaError): string[][] {
  const path = pointerToPath(instancePath);
  if (keyword !== 'required') return [path];
  const missing = params.missingProperty !== undefined ? [params.missingProperty] : (params.requiredProperties as unknown[] | undefined) ?? [];
  return missing.map((property) => [...path, String(property)]);
}

/** One message per field (its first error), in the order the errors came. */
export function schemaFieldErrors(errors: readonly SchemaError[], root: object): SchemaFieldError[] {
  const byField = new Map<string, string>();
  for (const error of errors) {
    for (const path of errorPaths(error)) {
      const field = path.join('.');
      if (byField.has(field)) continue;
      const forced = schemaAt(root as JsonSchema, path)?.['x-message']?.[error.keyword];
      byField.set(field, forced ?? defaultMessage(error));
    }
  }
  return [...byField].map(([field, message]) => ({ field, message }));
}
