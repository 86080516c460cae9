import { Ajv, type ErrorObject, type SchemaValidateFunction, type ValidateFunction } from 'ajv';
import addFormats from 'ajv-formats';
import type { FastifySchemaCompiler } from 'fastify';
import { normalisedValue, ruleError, type RuleName } from '../shared/domain/field-rules.ts';
import { messages } from '../shared/domain/messages.ts';


// `rule: ['<name>', …]` in a schema runs those field rules of the shared domain (the forms run the same functions);
// a rule that normalises (line breaks) replaces the value in the body before it is checked.
interface RuleContext { parentData?: unknown; parentDataProperty?: string | number }
const checkRule: SchemaValidateFunction = (names: RuleName[], value: unknown, _schema: unknown, context?: RuleContext) => {
  const normalised = normalisedValue(names, value);
  if (normalised !== value && context?.parentData && context.parentDataProperty !== undefined) {
    (context.parentData as Record<string | number, unknown>)[context.parentDataProperty] = normalised;
  }
  const message = ruleError(names, normalised, context?.parentData);
  if (message === null) return true;
  checkRule.errors = [{ keyword: 'rule', message, params: { rule: names, message } }];
  return false;
};
const withRules = (ajv: Ajv) =>
  ajv.addKeyword({ keyword: 'rule', schemaType: 'array', errors: true, modifying: true, validate: checkRule });

// Bodies are checked strictly: a string where a number belongs is an error, not something to convert,
// and an unknown field is refused rather than silently dropped. Query strings and path parameters are
// text by nature, so there values are converted to the declared type.
const strict = withRules(addFormats.default(new Ajv({ allErrors: true, removeAdditional: false, coerceTypes: false, useDefaults: true })));
const coercing = withRules(addFormats.default(new Ajv({ allErrors: true, removeAdditional: false, coerceTypes: 'array', useDefaults: true })));

// PostgreSQL stores neither a NUL character nor half of a surrogate pair (in text or jsonb), and no person types
// them: refused wherever they appear, keys included, before any schema or handler sees the value.
const UNSTORABLE = /\u0000|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

interface Visit { value: unknown; key?: string; parent?: Visit }

const pointerOf = (visit: Visit): string => {
  const keys: string[] = [];
  for (let at: Visit | undefined = visit; at?.key !== undefined; at = at.parent) keys.push(at.key);
  return keys.reverse().map((key) => `/${key}`).join('');
};

/**
 * The JSON pointer of the first string (or key) that cannot be stored, or null. A loop that keeps each value's
 * parent rather than its path, so a value nested however deep costs neither stack nor quadratic memory.
 */
export function unstorableTextAt(value: unknown): string | null {
  const pending: Visit[] = [{ value }];
  for (let visit = pending.pop(); visit; visit = pending.pop()) {
    if (typeof visit.value === 'string') {
      if (UNSTORABLE.test(visit.value)) return pointerOf(visit);
    } else if (visit.value !== null && typeof visit.value === 'object') {
      const children = Object.entries(visit.value);
      if (children.some(([key]) => UNSTORABLE.test(key))) return pointerOf(visit);
      for (const [key, child] of children.reverse()) pending.push({ value: child, key, parent: visit });
    }
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
