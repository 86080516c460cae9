import { Ajv, type ErrorObject, type SchemaValidateFunction, type ValidateFunction } from 'ajv';
import addFormats from 'ajv-formats';
import type { FastifySchemaCompiler } from 'fastify';
import { ruleError, type RuleName } from '../shared/domain/field-rules.ts';
import { messages } from '../shared/domain/messages.ts';


// `rule: ['<name>', …]` in a schema runs those field rules of the shared domain (the forms run the same functions).
const checkRule: SchemaValidateFunction = (names: RuleName[], value: unknown, _schema: unknown, context?: { parentData?: unknown }) => {
  const message = ruleError(names, value, context?.parentData);
  if (message === null) return true;
  checkRule.errors = [{ keyword: 'rule', message, params: { rule: names, message } }];
  return false;
};
const withRules = (ajv: Ajv) => ajv.addKeyword({ keyword: 'rule', schemaType: 'array', errors: true, validate: checkRule });

// Bodies are checked strictly: a string where a number belongs is an error, not something to convert,
// and an unknown field is refused rather than silently dropped. Query strings and path parameters are
// text by nature, so there values are converted to the declared type.
const strict = withRules(addFormats.default(new Ajv({ allErrors: true, removeAdditional: false, coerceTypes: false, useDefaults: true })));
const coercing = withRules(addFormats.default(new Ajv({ allErrors: true, removeAdditional: false, coerceTypes: 'array', useDefaults: true })));

// PostgreSQL stores neither a NUL character nor half of a surrogate pair (in text or jsonb), and no person types
// them: refused wherever they appear, keys included, before any schema or handler sees the value.
const UNSTORABLE = /\u0000|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

/** The JSON pointer of the first string (or key) that cannot be stored, or null. */
export function unstorableTextAt(value: unknown, path = ''): string | null {
  if (typeof value === 'string') return UNSTORABLE.test(value) ? path : null;
  if (value === null || typeof value !== 'object') return null;
  for (const [key, child] of Object.entries(value)) {
    const childPath = `${path}/${key}`;
    if (UNSTORABLE.test(key)) return path;
    const found = unstorableTextAt(child, childPath);
    if (found !== null) return found;
  }
  return null;
}

type Validator = ((data: unknown) => boolean) & { errors?: ErrorObject[] | null };

function guarded(validate: ValidateFunction): Validator {
  const check: Validator = (data) => {
    const at = unstorableTextAt(data);
    if (at !== null) {
      const params = { message: messages.invalidCharacters };
      check.errors = [{ instancePath: at, schemaPath: '', keyword: 'text', message: messages.invalidCharacters, params }];
      return false;
    }
    const valid = validate(data);
    check.errors = validate.errors;
    return valid;
  };
  return check;
}

export const validatorCompiler: FastifySchemaCompiler<object> = ({ schema, httpPart }) =>
  guarded((httpPart === 'body' ? strict : coercing).compile(schema));

export const compileBodySchema = (schema: object): Validator => guarded(strict.compile(schema));
