import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { inject, vi } from 'vitest';

export interface RunningServer {
  url: string;
  dataDir: string;
  /** Ends the server and resolves to its exit code; SIGKILL is a crash: nothing of it runs after. */
  stop(signal?: NodeJS.Signals): Promise<number | null>;
}

const freePort = () =>
  new Promise<number>((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => resolve(port));
    });
  });

export interface ServerPlace {
  /** Listen here instead of on a free port (a restart on the same address). */
  port?: number;
  /** Use this data folder and leave it in place on stop (a restart keeps users, sessions and orders). */
  dataDir?: string;
}

/** The real server, as `npm start` runs it, on a free port with a fresh data folder and a small demo seed. */
export async function startServer(env: Record<string, string> = {}, place: ServerPlace = {}): Promise<RunningServer> {
  const dataDir = place.dataDir ?? (await mkdtemp(join(tmpdir(), 'werkplaats-e2e-')));
  const port = place.port ?? (await freePort());
  const child: ChildProcess = spawn(process.execPath, ['src/server/main.ts'], {
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      CLIENT_DIR: inject('clientDir'),
      SEED_ORDERS: '240',
      PASSWORD_COST: '10',
      LOG_LEVEL: 'warn',
      DATABASE_URL: '',
      ...env,
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const url = `http://127.0.0.1:${port}`;
  // Ready when it answers, as a browser would find it (a loaded machine takes over a minute to start it); a server
  // that stopped says so at once.
  const answers = vi.waitFor(async () => {
    const response = await fetch(`${url}/gateway/api/env`);
    if (!response.ok) throw new Error(`server answered ${response.status}`);
  }, { timeout: 110_000, interval: 200 });
  const stopped = new Promise<never>((_, reject) => child.once('exit', (code) => reject(new Error(`server stopped with code ${code}`))));
  stopped.catch(() => {});
  await Promise.race([answers, stopped]).catch((error: Error) => {
    child.kill('SIGTERM');
    throw new Error(`server did not start: ${error.message}`);
  });
  return {
    url,
    dataDir,
    async stop(signal = 'SIGTERM') {
      const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
      child.kill(signal);
      const code = await exited;
      if (!place.dataDir) await rm(dataDir, { recursive: true, force: true });
      return code;
    },
  };
}
