import { afterAll, beforeAll } from 'vitest';
import { buildApp } from '../../src/server/app.ts';
import { openDatabase } from '../../src/server/db/database.ts';
import { createMailer } from '../../src/server/mail/mailer.ts';
import type { TestSession } from './test-app.ts';

/** A second server instance on the same PostgreSQL schema as `t`, listening, as behind a load balancer. */
async function startSecondInstance(t: TestSession) {
  const database = await openDatabase({ databaseUrl: process.env.DATABASE_URL, schema: t.database.schema, poolSize: 2 });
  const mailer = createMailer({ from: t.config.mailFrom, dataDir: t.config.dataDir });
  const app = await buildApp({ config: t.config, database, mailer, logger: false });
  const url = await app.listen({ host: '127.0.0.1', port: 0 });
  return {
    app,
    url,
    async close() {
      await app.close();
      mailer.close();
      await database.close();
    },
  };
}

export type SecondInstance = Awaited<ReturnType<typeof startSecondInstance>>;

/** A second instance for the enclosing describe block: started before its first test, closed after its last. */
export function useSecondInstance(t: TestSession): SecondInstance {
  const instance = {} as SecondInstance;
  beforeAll(async () => {
    Object.assign(instance, await startSecondInstance(t));
  });
  afterAll(() => instance.close());
  return instance;
}
