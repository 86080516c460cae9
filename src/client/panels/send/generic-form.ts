// The generic carrier form's model (spec §2, §5): the fields a carrier's JSON schema describes, and its values
// checked against it as the server's ajv does (all errors, extra properties removed, types coerced, defaults used),
// with trimmed text and http:// before a web address.
//
// Not ajv in the browser: ajv compiles each schema to a function with `new Function`, which the workbench's Content
// Security Policy (script-src 'self', no 'unsafe-eval') forbids. TypeBox's Value.Errors interprets the schema and
// reports errors in ajv's shape (keyword, instancePath, params), so the shared keyword → message mapping reads both.
import type { TSchema } from 'typebox';
import { Value } from 'typebox/value';
import { withoutBlankFields } from '../../../shared/domain/carrier-forms/blank-fields.ts';
import { schemaFieldErrors, type SchemaFieldError } from '../../../shared/domain/schema-messages.ts';

export interface JsonSchema {
  type?: string | string[];
  title?: string;
  format?: string;
  enum?: readonly unknown[];
  properties?: Record<string, JsonSchema>;
  required?: readonly string[];
  default?: unknown;
}

export type FieldKind = 'text' | 'integer' | 'number' | 'boolean' | 'select' | 'date' | 'email' | 'uri' | 'group';

export interface FormField {
  /** Dotted path, as field errors name it: 'remark', 'dimension.Length'. */
  name: string;
  label: string;
  kind: FieldKind;
  required: boolean;
  choices: readonly { value: string; label: string }[];
  fields: readonly FormField[];
}

export type FormValues = Record<string, unknown>;

const typeOf = (schema: JsonSchema) => (Array.isArray(schema.type) ? schema.type.find((type) => type !== 'null') : schema.type);

function kindOf(schema: JsonSchema, hasChoices: boolean): FieldKind {
  const type = typeOf(schema);
  if (type === 'object') return 'group';
  if (hasChoices) return 'select';
  if (type === 'boolean' || type === 'integer' || type === 'number') return type;
  if (schema.format === 'date' || schema.format === 'email' || schema.format === 'uri') return schema.format;
  return 'text';
}

/** Choices for a field: the config's options under its name ([value] or [{ value, label }]), else the schema's enum. */
function choicesOf(name: string, schema: JsonSchema, options: Record<string, unknown>): FormField['choices'] {
  const listed = Array.isArray(options[name]) ? (options[name] as unknown[]) : schema.enum ?? [];
  return listed.map((choice) =>
    typeof choice === 'object' && choice !== null && 'value' in choice
      ? { value: String(choice.value), label: String((choice as { label?: unknown }).label ?? choice.value) }
      : { value: String(choice), label: String(choice) },
  );
}

/** The form's fields in the schema's order; titles are the labels, required ones get the asterisk. */
export function formFields(schema: JsonSchema, options: Record<string, unknown> = {}, prefix = ''): FormField[] {
  return Object.entries(schema.properties ?? {}).map(([key, property]) => {
    const name = prefix + key;
    const choices = choicesOf(name, property, options);
    const kind = kindOf(property, choices.length > 0);
    return {
      name,
      label: property.title ?? key,
      kind,
      required: schema.required?.includes(key) ?? false,
      choices,
      fields: kind === 'group' ? formFields(property, options, `${name}.`) : [],
    };
  });
}

export const valueAt = (values: FormValues, name: string): unknown =>
  name.split('.').reduce<unknown>((value, key) => (value as FormValues | undefined)?.[key], values);

export function withValue(values: FormValues, name: string, value: unknown): FormValues {
  const [key, ...rest] = name.split('.');
  if (!rest.length) return { ...values, [key]: value };
  return { ...values, [key]: withValue((values[key] as FormValues | undefined) ?? {}, rest.join('.'), value) };
}

const hasScheme = (text: string) => /^[a-z][a-z0-9+.-]*:\/\//i.test(text);

/** What the user typed, ready for the schema: text trimmed, http:// before a web address without its scheme. */
export function normalise(values: FormValues, schema: JsonSchema): FormValues {
  const result: FormValues = {};
  for (const [key, value] of Object.entries(values)) {
    const property = schema.properties?.[key];
    if (property && typeOf(property) === 'object' && typeof value === 'object' && value !== null) {
      result[key] = normalise(value as FormValues, property);
      continue;
    }
    if (typeof value !== 'string') {
      result[key] = value;
      continue;
    }
    const text = value.trim();
    result[key] = property?.format === 'uri' && text && !hasScheme(text) ? `http://${text}` : text;
  }
  return result;
}

const isRecord = (value: unknown): value is FormValues => typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * ajv's useDefaults, removeAdditional and coerceTypes: missing properties get their default, undeclared ones go,
 * text that reads as the declared integer, number or boolean becomes one (anything else stays, and fails the type).
 */
function prepared(schema: JsonSchema, value: unknown): unknown {
  const type = typeOf(schema);
  if (type === 'object' && schema.properties && isRecord(value)) {
    const result: FormValues = {};
    for (const [key, property] of Object.entries(schema.properties)) {
      const child = key in value ? value[key] : structuredClone(property.default);
      if (child !== undefined) result[key] = prepared(property, child);
    }
    return result;
  }
  if (typeof value !== 'string') return value;
  if (type === 'integer' && /^-?\d+$/.test(value)) return Number(value);
  if (type === 'number' && /^-?\d+([.,]\d+)?$/.test(value)) return Number(value.replace(',', '.'));
  if (type === 'boolean' && (value === 'true' || value === 'false')) return value === 'true';
  return value;
}

export interface Checked {
  values: FormValues;
  errors: SchemaFieldError[];
}

/** The values as the carrier will get them, and a Dutch message per field in error (spec §5 keyword mapping). */
export function checkValues(schema: JsonSchema, values: FormValues): Checked {
  const data = prepared(schema, normalise(withoutBlankFields(values), schema)) as FormValues;
  return { values: data, errors: schemaFieldErrors(Value.Errors(schema as TSchema, data), schema) };
}

/** The values a new form starts with: the config's defaults over the schema's. */
export function initialValues(schema: JsonSchema, defaults: FormValues): FormValues {
  return prepared(schema, defaults) as FormValues;
}
