// fast-check values from a JSON schema (the TypeBox subset the routes use), mixed with hostile values: a request a
// route's own schema describes, but now and then with one field that a careless server would choke on.
import fc from 'fast-check';

type Schema = Record<string, any>;

/** Values that once gave 500s or that a database, a mailer or a plain-object lookup might not survive. */
export const hostileValue: fc.Arbitrary<unknown> = fc.constantFrom<unknown>(
  '\u0000', 'a\u0000b', '\uD800', 'x\uDC00y', '\uFFFF', '\u001B[31m', '\r\nBcc: a@evil.test', 'v@x.nl, a@evil.test',
  '__proto__', 'constructor', 'toString', 'hasOwnProperty', '0000-01-01', '9999-12-31', '2026-02-30', '',
  ' ', '%00', "'; DROP TABLE orders; --", 'é'.repeat(5001), '1e20', '-1',
  1e20, -1e20, 2147483648, -2147483649, 1e15, -1, 0, 1.5, 9007199254740993, Number.MAX_VALUE,
  null, true, [], {}, [null], JSON.parse('{"__proto__":{"polluted":1},"constructor":{"prototype":1}}'),
);

/** How often a generated value gets one hostile spot; 0 generates only what the schema allows (mostly). */
export interface Mix {
  hostile: number;
}

/** Replaces the n-th node (depth first, the root is 0) of a JSON-like value; keys `__proto__` and the like stay data. */
function replaceNode(value: unknown, n: number, replacement: unknown): unknown {
  let index = 0;
  const walk = (node: unknown): unknown => {
    if (index++ === n) return replacement;
    if (Array.isArray(node)) return node.map(walk);
    if (node && typeof node === 'object') {
      const copy: Record<string, unknown> = {};
      for (const [key, child] of Object.entries(node)) Object.defineProperty(copy, key, { value: walk(child), enumerable: true });
      return copy;
    }
    return node;
  };
  return walk(value);
}

const countNodes = (value: unknown): number =>
  1 + (value && typeof value === 'object' ? Object.values(value).reduce<number>((sum, child) => sum + countNodes(child), 0) : 0);

/** The value as generated, or (at the mix's rate) with one node swapped for a hostile value. */
export function withHostileSpot(valid: fc.Arbitrary<unknown>, mix: Mix): fc.Arbitrary<unknown> {
  if (mix.hostile <= 0) return valid;
  const spoiled = fc.tuple(valid, hostileValue, fc.nat()).map(([value, hostile, n]) => replaceNode(value, n % countNodes(value), hostile));
  return fc.oneof({ weight: Math.round(1 / mix.hostile) - 1, arbitrary: valid }, { weight: 1, arbitrary: spoiled });
}

const DAY = 86_400;
const nowSeconds = () => Math.floor(Date.now() / 1000);

/** Values around what a field's shared rules (src/shared/domain/field-rules.ts) take, so requests get past them. */
function ruled(schema: Schema): fc.Arbitrary<unknown> | null {
  const rules: string[] = schema.rule ?? [];
  const mostly = (likely: fc.Arbitrary<unknown>) => fc.oneof({ weight: 12, arbitrary: likely }, { weight: 1, arbitrary: plain(schema) });
  if (rules.includes('emailAddress') || rules.includes('optionalEmailAddress')) {
    return mostly(fc.emailAddress().filter((value) => value.length <= (schema.maxLength ?? 100)));
  }
  if (rules.includes('deliveryDate')) {
    return mostly(fc.integer({ min: -1, max: 720 }).map((days) => new Date(Date.now() + days * DAY * 1000).toISOString().slice(0, 10)));
  }
  if (rules.includes('deliveryMoment')) return mostly(fc.integer({ min: -DAY, max: 720 * DAY }).map((offset) => nowSeconds() + offset));
  if (rules.includes('dutchPostcode')) return mostly(fc.constantFrom('1015 CS', '7425SM', '9999 zz'));
  if (rules.includes('required')) return mostly(fc.string({ minLength: 1, maxLength: 20 }).filter((value) => value.trim() !== ''));
  return null;
}

const text = (schema: Schema): fc.Arbitrary<string> => {
  if (schema.format === 'date') {
    return fc.date({ min: new Date('2020-01-01'), max: new Date('2030-12-31'), noInvalidDate: true }).map((date) => date.toISOString().slice(0, 10));
  }
  if (schema.pattern) return fc.stringMatching(new RegExp(schema.pattern));
  if (schema.format === 'email') return fc.emailAddress();
  const min = schema.minLength ?? 0;
  const max = schema.maxLength ?? 200;
  return fc.oneof(
    { weight: 6, arbitrary: fc.string({ minLength: min, maxLength: Math.min(max, Math.max(min, 24)) }) },
    { weight: 1, arbitrary: fc.string({ unit: 'binary', minLength: min, maxLength: Math.min(max, Math.max(min, 12)) }) },
    { weight: 1, arbitrary: fc.constant('x'.repeat(max)) },
  );
};

const number = (schema: Schema, integer: boolean): fc.Arbitrary<number> => {
  const min = schema.minimum ?? -1e6;
  const max = schema.maximum ?? 1e6;
  const inRange = integer
    ? fc.integer({ min: Math.max(min, -1e9), max: Math.min(max, 1e9) })
    : fc.double({ min, max, noNaN: true, noDefaultInfinity: true });
  return fc.oneof({ weight: 4, arbitrary: inRange }, { weight: 1, arbitrary: fc.constantFrom(min, max) });
};

function object(schema: Schema): fc.Arbitrary<Record<string, unknown>> {
  const properties: Record<string, Schema> = schema.properties ?? {};
  const required = new Set<string>(schema.required ?? []);
  const shape = Object.fromEntries(Object.entries(properties).map(([key, property]) => [key, arbitraryFor(property)]));
  const requiredKeys = [...required].filter((key) => key in shape);
  return fc.record(shape, { requiredKeys });
}

/** Values `schema` describes (now and then at a limit). */
export function arbitraryFor(schema: Schema): fc.Arbitrary<unknown> {
  return ruled(schema) ?? plain(schema);
}

function plain(schema: Schema): fc.Arbitrary<unknown> {
  if ('const' in schema) return fc.constant(schema.const);
  if (schema.enum) return fc.constantFrom(...schema.enum);
  if (schema.anyOf) return fc.oneof(...schema.anyOf.map((part: Schema) => arbitraryFor(part)));
  switch (schema.type) {
    case 'object':
      return object(schema);
    case 'array':
      return fc.array(arbitraryFor(schema.items ?? {}), { minLength: schema.minItems ?? 0, maxLength: Math.min(schema.maxItems ?? 4, 4) });
    case 'string':
      return text(schema);
    case 'integer':
      return number(schema, true);
    case 'number':
      return number(schema, false);
    case 'boolean':
      return fc.boolean();
    case 'null':
      return fc.constant(null);
    default:
      return fc.oneof(fc.string(), fc.integer(), fc.boolean(), fc.constant(null));
  }
}
