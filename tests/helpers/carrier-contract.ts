// Contract tests of the live carrier adapters (issue 22): the carriers' own published OpenAPI files decide what a
// request may look like and what an answer looks like. A fake carrier built from them records every request, checks
// it against its operation (path, query, api-key header, body) and checks the test's answers against the response
// schemas too, so a test cannot teach the adapter a shape the carrier would never send.
import { readFileSync } from 'node:fs';
import { createServer, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import Ajv, { type ErrorObject, type ValidateFunction } from 'ajv';
import addFormats from 'ajv-formats';

const SPECS = join(import.meta.dirname, '../contracts/specs');
const METHODS = ['get', 'post', 'put', 'patch', 'delete'] as const;

interface Parameter {
  name: string;
  in: 'query' | 'path' | 'header' | 'cookie';
  required?: boolean;
  schema?: Record<string, unknown>;
}
interface Operation {
  key: string;
  method: string;
  template: string;
  pattern: RegExp;
  pointer: string;
  document: OpenApiDocument;
  parameters: Parameter[];
  apiKeyHeaders: string[];
}
interface OpenApiDocument {
  $id: string;
  paths: Record<string, Record<string, { parameters?: unknown[]; requestBody?: unknown; security?: Record<string, string[]>[] }>>;
  components?: { securitySchemes?: Record<string, { type: string; in?: string; name?: string }> };
  security?: Record<string, string[]>[];
}

export interface ContractRequest {
  method: string;
  /** Relative to the server's base path, e.g. '/shipments'. */
  path: string;
  query: URLSearchParams | Record<string, string>;
  headers: Record<string, string | string[] | undefined>;
  body: unknown;
}

export interface OpenApiContract {
  validateRequest(request: ContractRequest): { operation: string | null; errors: string[] };
  validateResponse(method: string, template: string, status: number, body: unknown): string[];
  /**
   * The specification's own example of an answer (a named one, else the first; else one made of its properties'
   * examples), or undefined when it has none.
   */
  example(method: string, template: string, status: number, name?: string): unknown;
}

const escapePointer = (segment: string) => segment.replace(/~/g, '~0').replace(/\//g, '~1');
const describe = (where: string, errors: ErrorObject[] | null | undefined) =>
  (errors ?? []).map((error) => `${where}${error.instancePath || ''} ${error.message ?? error.keyword}${error.params ? ` ${JSON.stringify(error.params)}` : ''}`);

/** The published files (paths relative to tests/contracts/specs) as one contract; the first file to name an operation wins. */
export function loadContract(...files: string[]): OpenApiContract {
  // OpenAPI 3.0 schemas carry `nullable`, `example`, `discriminator`…: ajv checks what JSON schema knows and passes the rest.
  const ajv = new Ajv({ strict: false, allErrors: true, validateFormats: true });
  addFormats(ajv);
  const coercing = new Ajv({ strict: false, allErrors: true, coerceTypes: true });
  addFormats(coercing);
  const operations: Operation[] = [];
  const documents: OpenApiDocument[] = [];

  for (const file of files) {
    const document = { ...JSON.parse(readFileSync(join(SPECS, file), 'utf8')), $id: `spec:${file}` } as OpenApiDocument;
    ajv.addSchema(document);
    documents.push(document);
    for (const [template, item] of Object.entries(document.paths)) {
      for (const method of METHODS) {
        const operation = item[method];
        if (!operation || operations.some((known) => known.key === `${method.toUpperCase()} ${template}`)) continue;
        const resolveParameter = (parameter: unknown) => resolve(document, parameter) as Parameter;
        const parameters = [...((item as { parameters?: unknown[] }).parameters ?? []), ...(operation.parameters ?? [])].map(resolveParameter);
        const schemes = document.components?.securitySchemes ?? {};
        const apiKeyHeaders = (operation.security ?? document.security ?? [])
          .flatMap((requirement) => Object.keys(requirement))
          .map((name) => schemes[name])
          .filter((scheme) => scheme?.type === 'apiKey' && scheme.in === 'header')
          .map((scheme) => scheme.name!.toLowerCase());
        operations.push({
          key: `${method.toUpperCase()} ${template}`,
          method: method.toUpperCase(),
          template,
          // A trailing slash in the spec ('/timeslots/') is the same resource without it.
          pattern: new RegExp(`^${template.replace(/\/$/, '').replace(/\{[^}]+\}/g, '([^/]+)').replace(/\//g, '\\/')}\\/?$`),
          pointer: `${document.$id}#/paths/${escapePointer(template)}/${method}`,
          document,
          parameters,
          apiKeyHeaders,
        });
      }
    }
  }

  const compiled = new Map<string, ValidateFunction | null>();
  const validatorAt = (pointer: string): ValidateFunction | null => {
    if (!compiled.has(pointer)) {
      const [id, path] = pointer.split('#');
      const document = documents.find((candidate) => candidate.$id === id)!;
      compiled.set(pointer, at(document, path) === undefined ? null : ajv.compile({ $ref: pointer }));
    }
    return compiled.get(pointer)!;
  };
  const find = (method: string, template: string) => {
    const operation = operations.find((candidate) => candidate.method === method.toUpperCase() && candidate.template === template);
    if (!operation) throw new Error(`${method} ${template} staat niet in de specificatie`);
    return operation;
  };
  const responsePointer = (operation: Operation, status: number) => {
    const responses = at(operation.document, `${operation.pointer.split('#')[1]}/responses`) as Record<string, unknown> | undefined;
    const code = responses && (String(status) in responses ? String(status) : 'default' in responses ? 'default' : null);
    return code ? `${operation.pointer}/responses/${code}` : null;
  };

  return {
    validateRequest({ method, path, query, headers, body }) {
      const operation = operations.find((candidate) => candidate.method === method.toUpperCase() && candidate.pattern.test(path));
      if (!operation) return { operation: null, errors: [`${method.toUpperCase()} ${path} staat niet in de specificatie`] };
      const errors: string[] = [];
      const where = operation.key;
      const lowerHeaders = Object.fromEntries(Object.entries(headers).map(([name, value]) => [name.toLowerCase(), value]));
      for (const header of operation.apiKeyHeaders) if (!lowerHeaders[header]) errors.push(`${where}: header ${header} ontbreekt`);

      const values = {
        query: Object.fromEntries(query instanceof URLSearchParams ? query.entries() : Object.entries(query)),
        path: Object.fromEntries(
          [...operation.template.matchAll(/\{([^}]+)\}/g)].map((match, index) => [match[1], decodeURIComponent(operation.pattern.exec(path)![index + 1])]),
        ),
        header: lowerHeaders,
      };
      for (const place of ['query', 'path', 'header'] as const) {
        const declared = operation.parameters.filter((parameter) => parameter.in === place);
        const given = values[place] as Record<string, unknown>;
        const key = (name: string) => (place === 'header' ? name.toLowerCase() : name);
        const schema = {
          type: 'object',
          properties: Object.fromEntries(declared.map((parameter) => [key(parameter.name), parameter.schema ?? {}])),
          required: declared.filter((parameter) => parameter.required || place === 'path').map((parameter) => key(parameter.name)),
        };
        const validate = coercing.compile(schema);
        if (!validate({ ...given })) errors.push(...describe(`${where} ${place}`, validate.errors));
        if (place === 'query') {
          for (const name of Object.keys(given)) if (!declared.some((parameter) => parameter.name === name)) errors.push(`${where}: onbekende query-parameter ${name}`);
        }
      }

      const bodyPointer = `${operation.pointer}/requestBody/content/application~1json/schema`;
      const requestBody = resolve(operation.document, at(operation.document, `${operation.pointer.split('#')[1]}/requestBody`)) as { required?: boolean } | undefined;
      if (requestBody && body === undefined && requestBody.required) errors.push(`${where}: body ontbreekt`);
      if (body !== undefined) {
        const validate = requestBody ? validatorAt(resolvedPointer(operation.document, bodyPointer)) : null;
        if (!requestBody) errors.push(`${where}: deze operatie heeft geen body`);
        else if (validate && !validate(body)) errors.push(...describe(`${where} body`, validate.errors));
      }
      return { operation: operation.key, errors };
    },

    validateResponse(method, template, status, body) {
      const operation = find(method, template);
      const pointer = responsePointer(operation, status);
      if (!pointer) return [`${operation.key}: antwoord ${status} staat niet in de specificatie`];
      const schemaPointer = resolvedPointer(operation.document, `${pointer}/content/application~1json/schema`);
      const validate = validatorAt(schemaPointer);
      if (!validate) return Buffer.isBuffer(body) || body === undefined ? [] : [`${operation.key} ${status}: geen JSON-antwoord in de specificatie`];
      return validate(body) ? [] : describe(`${operation.key} ${status}`, validate.errors);
    },

    example(method, template, status, name) {
      const operation = find(method, template);
      const pointer = responsePointer(operation, status);
      if (!pointer) return undefined;
      const content = resolve(operation.document, at(operation.document, `${resolvedPointer(operation.document, pointer).split('#')[1]}/content/application~1json`)) as
        | { example?: unknown; examples?: Record<string, unknown>; schema?: { example?: unknown } }
        | undefined;
      if (!content) return undefined;
      if (content.examples) {
        const chosen = name ? content.examples[name] : Object.values(content.examples)[0];
        return (resolve(operation.document, chosen) as { value?: unknown } | undefined)?.value;
      }
      return content.example ?? exampleOf(operation.document, content.schema);
    },
  };
}

/** An answer made of the examples the schema gives per property, where it gives no whole example. */
function exampleOf(document: unknown, value: unknown, depth = 0): unknown {
  const schema = resolve(document, value) as
    | { example?: unknown; properties?: Record<string, unknown>; items?: unknown; allOf?: unknown[]; type?: string }
    | undefined;
  if (!schema || depth > 12) return undefined;
  if (schema.example !== undefined) return schema.example;
  if (schema.allOf) return Object.assign({}, ...schema.allOf.map((part) => exampleOf(document, part, depth + 1) ?? {}));
  if (schema.items) {
    const item = exampleOf(document, schema.items, depth + 1);
    return item === undefined ? [] : [item];
  }
  if (!schema.properties) return undefined;
  const entries = Object.entries(schema.properties)
    .map(([name, property]) => [name, exampleOf(document, property, depth + 1)] as const)
    .filter(([, example]) => example !== undefined);
  return entries.length > 0 ? Object.fromEntries(entries) : undefined;
}

/** The value at a JSON pointer ('/paths/~1shipments/post') in a document, or undefined. */
function at(document: unknown, pointer: string): unknown {
  let value = document;
  for (const segment of pointer.split('/').slice(1)) {
    value = resolve(document, value);
    if (value === null || typeof value !== 'object') return undefined;
    value = (value as Record<string, unknown>)[segment.replace(/~1/g, '/').replace(/~0/g, '~')];
  }
  return value;
}

/** Follows a local `$ref` (also a chain of them). */
function resolve(document: unknown, value: unknown): unknown {
  let current = value;
  while (current && typeof current === 'object' && typeof (current as { $ref?: unknown }).$ref === 'string') {
    current = at(document, ((current as { $ref: string }).$ref).replace(/^#/, ''));
  }
  return current;
}

/** A pointer whose last step may be a `$ref` (a shared response or body), turned into the pointer it refers to. */
function resolvedPointer(document: OpenApiDocument, pointer: string): string {
  const [id, path] = pointer.split('#');
  const segments = path.split('/').slice(1);
  let resolved = '';
  for (const segment of segments) {
    resolved = `${resolved}/${segment}`;
    const value = at(document, resolved);
    if (value && typeof value === 'object' && typeof (value as { $ref?: unknown }).$ref === 'string') resolved = (value as { $ref: string }).$ref.replace(/^#/, '');
  }
  return `${id}#${resolved}`;
}

export interface RecordedRequest {
  method: string;
  path: string;
  operation: string | null;
  query: Record<string, string>;
  headers: Record<string, string>;
  body: unknown;
}

export interface FakeAnswer {
  status: number;
  body?: unknown;
  headers?: Record<string, string>;
}

export interface ContractFake {
  /** The carrier's base URL (with its base path), for the adapter's baseUrl. */
  url: string;
  requests: RecordedRequest[];
  /** Every request that breaks its operation, every undocumented request, every answer that breaks the specification. */
  violations: string[];
  close(): Promise<void>;
}

export interface FakeOptions {
  /** The path of the specification's server URL, e.g. '/api/v2'. */
  basePath?: string;
  respond(request: RecordedRequest): FakeAnswer | Promise<FakeAnswer>;
}

/** A carrier on 127.0.0.1 that answers what `respond` says, and checks both sides against the specification. */
export async function startContractFake(contract: OpenApiContract, options: FakeOptions): Promise<ContractFake> {
  const basePath = options.basePath ?? '';
  const requests: RecordedRequest[] = [];
  const violations: string[] = [];
  const server = createServer(async (incoming, outgoing) => {
    const url = new URL(incoming.url ?? '/', 'http://fake');
    const path = url.pathname.startsWith(basePath) ? url.pathname.slice(basePath.length) || '/' : url.pathname;
    const text = await readBody(incoming);
    let body: unknown;
    try {
      body = text === '' ? undefined : JSON.parse(text);
    } catch {
      body = text;
      violations.push(`${incoming.method} ${path}: body is geen JSON`);
    }
    const headers = Object.fromEntries(Object.entries(incoming.headers).map(([name, value]) => [name, String(value)]));
    const checked = contract.validateRequest({ method: incoming.method!, path, query: url.searchParams, headers, body });
    violations.push(...checked.errors);
    const request: RecordedRequest = { method: incoming.method!, path, operation: checked.operation, query: Object.fromEntries(url.searchParams), headers, body };
    requests.push(request);
    let answer: FakeAnswer;
    try {
      answer = await options.respond(request);
    } catch (error) {
      // A test that wants the connection to fail destroys it from respond (see `hangUp`).
      if (error === HANG_UP) return void incoming.socket.destroy();
      throw error;
    }
    if (checked.operation && !Buffer.isBuffer(answer.body)) {
      const [method, template] = checked.operation.split(' ');
      violations.push(...contract.validateResponse(method, template, answer.status, answer.body).map((error) => `antwoord van de test: ${error}`));
    }
    const binary = Buffer.isBuffer(answer.body);
    outgoing.writeHead(answer.status, { 'content-type': binary ? 'application/pdf' : 'application/json', ...answer.headers });
    outgoing.end(binary ? answer.body : answer.body === undefined ? '' : JSON.stringify(answer.body));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}${basePath}`,
    requests,
    violations,
    close: () => new Promise<void>((resolve) => {
      server.closeAllConnections();
      server.close(() => resolve());
    }),
  };
}

const HANG_UP = Symbol('hang up');
/** Thrown from `respond`: the fake drops the connection without an answer (the carrier acted, its answer is lost). */
export const hangUp = (): never => {
  throw HANG_UP;
};

async function readBody(request: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
}
