// Issue 25, as an operator runs it: `npm run backup` while the server runs on its embedded database (the server
// writes it, asked over the data folder's control socket), `npm run restore` into an empty data folder — refused
// where a server runs — and a server started on the restored folder serves the same orders to the same users.
import { execFile } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startServer, type RunningServer } from './harness/server.ts';

const run = promisify(execFile);

/** A CLI of the project on a data folder: its exit code and what it printed. */
async function cli(script: string, args: string[], dataDir: string) {
  const env = { ...process.env, DATA_DIR: dataDir, DATABASE_URL: '', LOG_LEVEL: 'warn' };
  try {
    const { stdout } = await run(process.execPath, [`src/server/cli/${script}.ts`, ...args], { env });
    return { code: 0, output: stdout };
  } catch (error) {
    const failed = error as { code: number; stdout: string; stderr: string };
    return { code: failed.code, output: failed.stdout + failed.stderr };
  }
}

async function orderTotal(url: string): Promise<number> {
  const login = await fetch(`${url}/gateway/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ login: 'beheerder', password: 'welkom01' }),
  });
  expect(login.status).toBe(200);
  const { token } = (await login.json()) as { token: string };
  const list = await fetch(`${url}/gateway/api/workbench/order?tags[]=unprocessed`, { headers: { authorization: `Bearer ${token}` } });
  return ((await list.json()) as { meta: { total: number } }).meta.total;
}

describe('npm run backup and npm run restore on the embedded database', () => {
  let folder: string;
  const servers: RunningServer[] = [];

  beforeAll(async () => {
    folder = await mkdtemp(join(tmpdir(), 'werkplaats-e2e-backup-'));
  });
  afterAll(async () => {
    for (const server of servers) await server.stop();
    await rm(folder, { recursive: true, force: true });
  });

  it('backs up a running server, restores into an empty folder only, and the restored folder serves the same orders', async () => {
    const source = join(folder, 'source');
    const server = await startServer({}, { dataDir: source });
    servers.push(server);
    const file = join(folder, 'werkplaats.backup.gz');

    const backup = await cli('backup', [file], source);
    expect(backup.output).toMatch(/^Back-up geschreven: .*werkplaats\.backup\.gz \(\d+ rijen uit \d+ tabellen, \d+ kB\)/);
    expect(backup.code).toBe(0);

    const refused = await cli('restore', [file], source);
    expect([refused.code, refused.output.trim()]).toEqual([1, 'De server draait op deze gegevensmap: stop hem eerst (een back-up maken kan terwijl hij draait, terugzetten niet)']);

    const copy = join(folder, 'copy');
    const restored = await cli('restore', [file], copy);
    expect(restored.output).toMatch(/^Teruggezet uit .*: \d+ rijen in \d+ tabellen/);
    expect(restored.code).toBe(0);
    const again = await cli('restore', [file], copy);
    expect(again.code, 'a folder with rows is refused without --force').toBe(1);
    expect(again.output).toMatch(/^De database is niet leeg/);

    const restoredServer = await startServer({}, { dataDir: copy });
    servers.push(restoredServer);
    expect(await orderTotal(restoredServer.url)).toBe(await orderTotal(server.url));
  }, 240_000);
});
