import { Ajv, type ValidateFunction } from 'ajv';
import addFormats from 'ajv-formats';
import type { FastifySchemaCompiler } from 'fastify';

// Bodies are checked strictly: a string where a number belongs is an error, not something to convert,
// and an unknown field is refused rather than silently dropped. Query strings and path parameters are
// text by nature, so there values are converted to the declared type.
const strict = addFormats.default(new Ajv({ allErrors: true, removeAdditional: false, coerceTypes: false, useDefaults: true }));
const coercing = addFormats.default(new Ajv({ allErrors: true, removeAdditional: false, coerceTypes: 'array', useDefaults: true }));

export const validatorCompiler: FastifySchemaCompiler<object> = ({ schema, httpPart }) =>
  (httpPart === 'body' ? strict : coercing).compile(schema) as ValidateFunction;

export const compileBodySchema = (schema: object): ValidateFunction => strict.compile(schema);
