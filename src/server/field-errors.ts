import { messages } from '../shared/domain/messages.ts';

export interface SchemaError {
  instancePath: string;
  keyword: string;
  params: Record<string, unknown>;
}

/** One Dutch message per failed JSON-schema keyword (spec §5 general messages). */
export function fieldError(error: SchemaError): { field: string; message: string } {
  const path = error.instancePath.replace(/^\//, '').replace(/\//g, '.');
  const join = (name: unknown) => (path ? `${path}.${name}` : String(name));
  switch (error.keyword) {
    case 'required':
      return { field: join(error.params.missingProperty), message: messages.required };
    case 'additionalProperties':
      return { field: join(error.params.additionalProperty), message: messages.unknownField };
    case 'minLength':
      return { field: path, message: error.params.limit === 1 ? messages.required : messages.tooShort };
    case 'maxLength':
      return { field: path, message: messages.tooLong(Number(error.params.limit)) };
    case 'minimum':
    case 'exclusiveMinimum':
    case 'minItems':
      return { field: path, message: messages.tooSmall };
    case 'maximum':
    case 'exclusiveMaximum':
    case 'maxItems':
      return { field: path, message: messages.tooLarge };
    case 'format':
      return { field: path, message: error.params.format === 'email' ? messages.invalidEmail : messages.invalid };
    // A shared field rule (validation.ts) or unstorable text: the message is already the Dutch one.
    case 'rule':
    case 'text':
      return { field: path, message: String(error.params.message) };
    default:
      return { field: path, message: messages.invalid };
  }
}

/** One error per field, the first found: a failed union would otherwise list every alternative it tried. */
export function fieldErrors(errors: readonly SchemaError[]): { field: string; message: string }[] {
  const byField = new Map<string, { field: string; message: string }>();
  for (const error of errors.map(fieldError)) if (!byField.has(error.field)) byField.set(error.field, error);
  return [...byField.values()];
}
