// Requests for every write route (and every list query) generated from the route's own schemas, and the check that
// matters: never a 5xx, and a refused request leaves the database as it was.
import fc from 'fast-check';
import type { FastifyInstance, InjectOptions } from 'fastify';
import type pg from 'pg';
import { CartDraft } from '../../../src/shared/schema/order.ts';
import type { CatalogueEntry } from '../../../src/server/plugins/route-catalogue.ts';
import { arbitraryFor, withHostileSpot, type Mix } from './schema-arbitrary.ts';

export interface FuzzTarget {
  app: FastifyInstance;
  pool: pg.Pool;
  staff: string;
  admin: string;
}

/** Ids that exist in the fixture, so generated requests reach real orders, folders and notes, not only 404s. */
export interface KnownIds {
  orders: number[];
  tags: number[];
  logEntries: number[];
  attributes: number[];
}

type Schema = Record<string, any>;

// Tables a refused request may still write to by design: a refused login is counted against later attempts.
const WRITTEN_ON_REFUSAL = /failure|attempt|rate_limit/;

export async function knownIds(pool: pg.Pool): Promise<KnownIds> {
  const ids = async (sql: string) => (await pool.query<{ id: string }>(sql)).rows.map((row) => Number(row.id));
  return {
    orders: await ids('SELECT id FROM orders ORDER BY id LIMIT 20'),
    tags: await ids('SELECT id FROM tags ORDER BY id'),
    logEntries: await ids('SELECT id FROM order_log ORDER BY id LIMIT 20'),
    attributes: await ids('SELECT id FROM order_attribute_types'),
  };
}

/**
 * Counts every row written to any table a request could change (except the ones above), in the writing
 * transaction itself, so a write that was rolled back does not count. Cheaper than hashing the tables per case.
 */
export async function installWriteCounter(pool: pg.Pool): Promise<void> {
  const { rows: tables } = await pool.query<{ name: string }>(
    `SELECT table_name AS name FROM information_schema.tables
      WHERE table_schema = current_schema() AND table_type = 'BASE TABLE' ORDER BY table_name`,
  );
  await pool.query(`
    CREATE TABLE fuzz_write_count (n bigint NOT NULL);
    INSERT INTO fuzz_write_count VALUES (0);
    CREATE FUNCTION fuzz_count_write() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN UPDATE fuzz_write_count SET n = n + 1; RETURN NULL; END $$;`);
  for (const { name } of tables.filter((table) => !WRITTEN_ON_REFUSAL.test(table.name))) {
    await pool.query(`CREATE TRIGGER fuzz_count AFTER INSERT OR UPDATE OR DELETE ON "${name}"
                        FOR EACH ROW EXECUTE FUNCTION fuzz_count_write()`);
  }
}

/** How many rows have been written since installWriteCounter: equal before and after, nothing changed. */
export async function databaseFingerprint(pool: pg.Pool): Promise<string> {
  return String((await pool.query<{ n: string }>('SELECT n FROM fuzz_write_count')).rows[0].n);
}

/** The routes worth fuzzing: everything that writes, and the GETs that take a query. */
export function fuzzedRoutes(app: FastifyInstance): CatalogueEntry[] {
  return app.routeCatalogue.filter(
    (route) => route.url.startsWith('/gateway/api/') && (route.method !== 'GET' || route.schema.querystring),
  );
}

/** encodeURIComponent refuses lone surrogates; send them as their (invalid) UTF-8 bytes instead. */
function encode(value: unknown): string {
  const text = typeof value === 'string' ? value : JSON.stringify(value) ?? '';
  return [...text]
    .map((char) => {
      try {
        return encodeURIComponent(char);
      } catch {
        const code = char.charCodeAt(0);
        return [0xe0 | (code >> 12), 0x80 | ((code >> 6) & 0x3f), 0x80 | (code & 0x3f)].map((b) => `%${b.toString(16).toUpperCase()}`).join('');
      }
    })
    .join('');
}

function idFor(name: string, known: KnownIds): fc.Arbitrary<number> | null {
  const pick = (ids: number[]) => (ids.length ? fc.constantFrom(...ids) : null);
  if (name === 'tagId') return pick(known.tags);
  if (name === 'entryId') return pick(known.logEntries);
  if (name === 'attributeId') return pick(known.attributes);
  if (name === 'id') return pick([...known.orders, ...known.tags]);
  return null;
}

function pathArbitrary(route: CatalogueEntry, known: KnownIds, mix: Mix): fc.Arbitrary<string> {
  const names = [...route.url.matchAll(/:(\w+)/g)].map((match) => match[1]);
  const properties: Record<string, Schema> = (route.schema.params as Schema | undefined)?.properties ?? {};
  const values = names.map((name) => {
    const generated = withHostileSpot(arbitraryFor(properties[name] ?? { type: 'string' }), mix);
    const real = idFor(name, known);
    return real ? fc.oneof({ weight: 3, arbitrary: real }, { weight: 1, arbitrary: generated }) : generated;
  });
  return fc.tuple(...values).map((parts) => names.reduce((url, name, i) => url.replace(`:${name}`, encode(parts[i])), route.url));
}

function queryArbitrary(route: CatalogueEntry, mix: Mix): fc.Arbitrary<string> {
  const schema = route.schema.querystring as Schema | undefined;
  if (!schema) return fc.constant('');
  return withHostileSpot(arbitraryFor(schema), mix).map((query) => {
    if (!query || typeof query !== 'object' || Array.isArray(query)) return `?x=${encode(query)}`;
    const pairs = Object.entries(query).flatMap(([key, value]) =>
      (Array.isArray(value) ? value : [value]).map((item) => `${encode(key)}=${encode(item)}`),
    );
    return pairs.length ? `?${pairs.join('&')}` : '';
  });
}

/** POST /workbench/order carries its cart as JSON text: generate the cart from its own schema. */
function bodyArbitrary(route: CatalogueEntry, mix: Mix): fc.Arbitrary<unknown> {
  const schema = route.schema.body as Schema | undefined;
  if (!schema) return fc.constant(undefined);
  if (route.method === 'POST' && route.url === '/gateway/api/workbench/order') {
    const cart = withHostileSpot(arbitraryFor(CartDraft as Schema), mix).map((draft) => JSON.stringify(draft));
    return fc.oneof({ weight: 4, arbitrary: cart.map((text) => ({ cart: text })) }, { weight: 1, arbitrary: withHostileSpot(arbitraryFor(schema), mix) });
  }
  return withHostileSpot(arbitraryFor(schema), mix);
}

const isForm = (route: CatalogueEntry) => route.url === '/gateway/api/auth/login';

function formBody(body: unknown): string {
  if (!body || typeof body !== 'object') return encode(body);
  return Object.entries(body).map(([key, value]) => `${encode(key)}=${encode(value)}`).join('&');
}

/**
 * A request, and whether to send it at the order's current version: a random version is nearly always stale
 * (409 before anything else is looked at), so most PUTs are rebased to reach the rules behind the version check.
 */
export interface FuzzRequest {
  inject: InjectOptions;
  currentVersion: boolean;
}

export function requestArbitrary(route: CatalogueEntry, target: FuzzTarget, known: KnownIds, mix: Mix): fc.Arbitrary<FuzzRequest> {
  const token = route.access === 'admin' ? target.admin : target.staff;
  const parts = { path: pathArbitrary(route, known, mix), query: queryArbitrary(route, mix), body: bodyArbitrary(route, mix) };
  return fc.record({ ...parts, currentVersion: fc.boolean() }).map(({ path, query, body, currentVersion }): FuzzRequest => {
    const method = route.method as InjectOptions['method'];
    const headers: Record<string, string> = { authorization: `Bearer ${token}` };
    if (body === undefined) return { inject: { method, url: path + query, headers }, currentVersion: false };
    headers['content-type'] = isForm(route) ? 'application/x-www-form-urlencoded' : 'application/json';
    const payload = isForm(route) ? formBody(body) : JSON.stringify(body) ?? 'null';
    return { inject: { method, url: path + query, headers, payload }, currentVersion };
  });
}

/**
 * Puts the order's current version into a body with a whole-number version, and the path's order id into a body
 * that names one, so the request gets past the stale-version and wrong-id checks to the rules behind them.
 */
async function rebaseVersion(pool: pg.Pool, inject: InjectOptions): Promise<InjectOptions> {
  const id = /\/workbench\/order\/(\d{1,12})(?:\/sendConfirmation)?$/.exec(inject.url as string)?.[1];
  if (!id || typeof inject.payload !== 'string') return inject;
  const body = JSON.parse(inject.payload);
  if (!body || typeof body !== 'object' || Array.isArray(body)) return inject;
  const { rows } = await pool.query<{ version: number }>('SELECT version FROM orders WHERE id = $1', [id]);
  if (!rows[0]) return inject;
  const version = Number.isInteger(body.version) ? { version: rows[0].version } : {};
  return { ...inject, payload: JSON.stringify({ ...body, ...version, ...('id' in body ? { id: Number(id) } : {}) }) };
}

/** Every fuzzed route's requests in one arbitrary, each route equally likely. */
export function anyRequest(target: FuzzTarget, known: KnownIds, mix: Mix): fc.Arbitrary<FuzzRequest> {
  return fc.oneof(...fuzzedRoutes(target.app).map((route) => requestArbitrary(route, target, known, mix)));
}

export interface CaseOutcome {
  status: number;
  /** A 4xx that changed the database. */
  changedOnRefusal: boolean;
  body: string;
}

/** An accepted bulk job works on in the background: its writes belong to the request that started it, not the next. */
async function bulkJobsSettled(pool: pg.Pool): Promise<void> {
  for (let attempt = 0; attempt < 400; attempt++) {
    const { rows } = await pool.query(`SELECT 1 FROM bulk_jobs WHERE state = 'running' LIMIT 1`);
    if (rows.length === 0) return;
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
  throw new Error('a bulk job did not finish within 10 s');
}

/** Runs one request; `state.fingerprint` is the count before it, moved on for the next case. */
export async function runCase(target: FuzzTarget, request: FuzzRequest, state: { fingerprint: string }): Promise<CaseOutcome> {
  const inject = request.currentVersion ? await rebaseVersion(target.pool, request.inject) : request.inject;
  const response = await target.app.inject(inject);
  await bulkJobsSettled(target.pool);
  const after = await databaseFingerprint(target.pool);
  const refused = response.statusCode >= 400 && response.statusCode < 500;
  const changedOnRefusal = refused && after !== state.fingerprint;
  state.fingerprint = after;
  return { status: response.statusCode, changedOnRefusal, body: response.body.slice(0, 300) };
}
