import { randomBytes } from 'node:crypto';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, inject } from 'vitest';
import { buildApp, type AppParts } from '../../src/server/app.ts';
import { loadConfig, type Config } from '../../src/server/config.ts';
import { dropSchema, openDatabase, type Database } from '../../src/server/db/database.ts';
import { migrate } from '../../src/server/db/migrate.ts';
import { createMailer } from '../../src/server/mail/mailer.ts';
import { loadFixture, TEST_PASSWORD_COST } from './fixture.ts';

export type DatabaseKind = 'pglite' | 'postgres';

/** The api suite runs on PGlite always, and on PostgreSQL too when DATABASE_URL is set (CI sets it). */
export const databaseKinds: DatabaseKind[] = process.env.DATABASE_URL ? ['pglite', 'postgres'] : ['pglite'];

export interface TestApp {
  app: FastifyInstance;
  database: Database;
  config: Config;
  /** Logs in through the API and returns the bearer token. */
  login(name?: 'medewerker' | 'beheerder'): Promise<string>;
  close(): Promise<void>;
}

/** Parts a test swaps in, e.g. fake print providers, or another PostgreSQL server than DATABASE_URL's. */
export type TestAppParts = Pick<AppParts, 'printProviders' | 'logger'> & {
  databaseUrl?: string;
  /** A database the test made itself (a restored backup): used as it is, and left to the test to close. */
  database?: Database;
};

/** A server on its own copy of the fixture: a PGlite cloned from the run's template, or a fresh PostgreSQL schema. */
export async function startTestApp(kind: DatabaseKind, overrides: Partial<Config> = {}, parts: TestAppParts = {}): Promise<TestApp> {
  const { databaseUrl = process.env.DATABASE_URL, database: given, ...appParts } = parts;
  const dataDir = await mkdtemp(join(tmpdir(), 'werkplaats-test-'));
  const schema = kind === 'postgres' && !given ? `test_${randomBytes(6).toString('hex')}` : undefined;
  const database = given ?? (
    kind === 'postgres'
      ? await openDatabase({ databaseUrl, schema, poolSize: 4 })
      : await openDatabase({ loadDataDir: await readFile(inject('pgliteTemplate')), poolSize: 4 }));
  if (kind === 'postgres' && !given) {
    await migrate(database.pool);
    await loadFixture(database.pool);
  }
  const config: Config = {
    ...loadConfig({ DATA_DIR: dataDir, CLIENT_DIR: join(dataDir, 'no-client') }),
    passwordCost: TEST_PASSWORD_COST,
    ...overrides,
  };
  const mailer = createMailer({ smtpUrl: config.smtpUrl, from: config.mailFrom, dataDir });
  const app = await buildApp({ config, database, mailer, logger: false, ...appParts });
  await app.ready();

  return {
    app,
    database,
    config,
    async login(name = 'medewerker') {
      const response = await app.inject({
        method: 'POST',
        url: '/gateway/api/auth/login',
        ...loginForm({ login: name, password: 'welkom01' }),
      });
      if (response.statusCode !== 200) throw new Error(`login ${name} failed: ${response.body}`);
      return response.json().token as string;
    },
    async close() {
      await app.close();
      mailer.close();
      if (!given) await database.close();
      if (schema) await dropSchema(databaseUrl!, schema);
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}

/** An inject() request body sent as the login form sends it: form-encoded. */
export function loginForm(fields: Record<string, string>) {
  return {
    payload: new URLSearchParams(fields).toString(),
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
  };
}

export const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

export interface TestSession extends TestApp {
  /** Tokens of the demo staff member and administrator, logged in before the first test. */
  staff: string;
  admin: string;
}

/**
 * One server for the enclosing describe block: started before its first test, closed after its last.
 * Its fields are filled in by then, so read them inside tests and hooks.
 */
export function useTestApp(kind: DatabaseKind, overrides: Partial<Config> = {}, parts: TestAppParts = {}): TestSession {
  const session = {} as TestSession;
  beforeAll(async () => {
    Object.assign(session, await startTestApp(kind, overrides, parts));
    session.staff = await session.login('medewerker');
    session.admin = await session.login('beheerder');
  });
  afterAll(() => session.close());
  return session;
}
