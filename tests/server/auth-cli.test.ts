import { execFile } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { configuredDatabase, openDatabase } from '../../src/server/db/database.ts';

const run = promisify(execFile);

describe('npm run seed and npm run user, with the server stopped', () => {
  let dataDir: string;
  beforeAll(async () => {
    dataDir = await mkdtemp(join(tmpdir(), 'werkplaats-cli-'));
  });
  afterAll(() => rm(dataDir, { recursive: true, force: true }));

  it("write into the database the server opens (DATA_DIR/pglite), over the embedded database's private socket", async () => {
    const env = { ...process.env, DATA_DIR: dataDir, DATABASE_URL: '', PASSWORD_COST: '10', WERKPLAATS_PASSWORD: 'geheim-wachtwoord' };
    await run(process.execPath, ['src/server/cli/seed.ts', '--orders', '3'], { env });
    const added = await run(process.execPath, ['src/server/cli/user.ts', 'add', 'jansen'], { env });
    expect(added.stdout).toContain('Gebruiker jansen is opgeslagen.');

    const database = await openDatabase(configuredDatabase({ dataDir }));
    try {
      const { rows } = await database.pool.query(
        "SELECT (SELECT count(*)::int FROM orders) AS orders, (SELECT count(*)::int FROM users WHERE name = 'jansen') AS jansen",
      );
      expect(rows).toEqual([{ orders: 3, jansen: 1 }]);
    } finally {
      await database.close();
    }
  });
});
