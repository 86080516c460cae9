import { Ajv } from 'ajv';
import addFormats from 'ajv-formats';
import { Value } from 'typebox/value';
import type { TSchema } from 'typebox';
import { describe, expect, it } from 'vitest';
import { schemaFieldErrors } from '../../src/shared/domain/schema-messages.ts';

const schema = {
  type: 'object',
  required: ['name', 'colli', 'lines', 'dimension'],
  properties: {
    name: { type: 'string', minLength: 1 },
    colli: { type: 'integer', minimum: 1, maximum: 5 },
    email: { type: 'string', format: 'email' },
    remark: { type: 'string', maxLength: 10 },
    lines: { type: 'array', minItems: 1, items: { type: 'string' } },
    dimension: {
      type: 'object',
      required: ['Length'],
      properties: { Length: { type: 'integer', minimum: 1, 'x-message': { minimum: 'Minimaal 1 cm' } } },
    },
  },
};

const ajv = addFormats.default(new Ajv({ allErrors: true, strict: false }));
const ajvErrors = (data: unknown) => {
  const validate = ajv.compile(schema);
  validate(data);
  return validate.errors ?? [];
};

describe('JSON schema errors in Dutch (spec §5 generic carrier form)', () => {
  const bad = { name: '', colli: 9, email: 'geen-adres', remark: 'x'.repeat(11), lines: [], dimension: { Length: 0 } };
  const expected = [
    { field: 'name', message: 'Dit veld is verplicht.' },
    { field: 'colli', message: 'Waarde te hoog' },
    { field: 'email', message: 'Voer een geldig e-mailadres in.' },
    { field: 'remark', message: 'Dit veld is te lang (max 10 karakters)' },
    { field: 'lines', message: 'Dit veld is verplicht.' },
    { field: 'dimension.Length', message: 'Minimaal 1 cm' },
  ];

  it('maps ajv\'s errors: required, minLength 1 and minItems 1 as required, maximum, e-mail; the schema\'s own message wins', () => {
    expect(schemaFieldErrors(ajvErrors(bad), schema)).toEqual(expected);
  });

  it('reads TypeBox\'s errors (the browser\'s validator) the same way', () => {
    expect(schemaFieldErrors(Value.Errors(schema as TSchema, bad), schema)).toEqual(expect.arrayContaining(expected));
  });

  it('puts a missing property on the property itself, from either validator', () => {
    const missing = { name: 'Jan', colli: 0, lines: ['a'], dimension: {} };
    const result = [{ field: 'colli', message: 'Waarde te klein' }, { field: 'dimension.Length', message: 'Dit veld is verplicht.' }];
    expect(schemaFieldErrors(ajvErrors(missing), schema)).toEqual(result);
    expect(schemaFieldErrors(Value.Errors(schema as TSchema, missing), schema)).toEqual(expect.arrayContaining(result));
    expect(schemaFieldErrors(Value.Errors(schema as TSchema, {}), schema).map((error) => error.field)).toEqual(
      expect.arrayContaining(['name', 'colli', 'lines', 'dimension']),
    );
  });
});
