// A PostgreSQL cluster of one test's own, made with Debian's initdb and pg_ctl on a free port, so a test can stop
// and start the database under a running app without disturbing anyone else's.
import { execFile } from 'node:child_process';
import { chown, mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { freePort } from './free-port.ts';

const run = promisify(execFile);
const POSTGRESQL = '/usr/lib/postgresql';
/** initdb refuses root: as root the cluster belongs to Debian's postgres user. */
const OWNER = 'postgres';

export interface PrivatePostgres {
  url: string;
  /** Stops the server at once (open sessions are ended), as a crash or restart would. */
  stop(): Promise<void>;
  /** Starts it again; resolves once it accepts connections. */
  start(): Promise<void>;
  /** Stops it and removes its files. */
  remove(): Promise<void>;
}

/** Makes and starts a cluster; throws with the reason when this machine cannot (no initdb, no postgres user). */
export async function createPrivatePostgres(): Promise<PrivatePostgres> {
  const bin = await findPostgresBin();
  const dir = await mkdtemp(join(tmpdir(), 'werkplaats-pg-'));
  const asRoot = process.getuid?.() === 0;
  const shell = (command: string, args: string[]) =>
    asRoot ? run('runuser', ['-u', OWNER, '--', command, ...args], { cwd: dir }) : run(command, args, { cwd: dir });
  try {
    if (asRoot) {
      const { stdout } = await run('id', ['-u', OWNER]);
      const { stdout: group } = await run('id', ['-g', OWNER]);
      await chown(dir, Number(stdout), Number(group));
    }
    const dataDir = join(dir, 'data');
    await shell(join(bin, 'initdb'), ['-D', dataDir, '-U', 'postgres', '--auth=trust', '--no-sync', '-E', 'UTF8']);
    const port = await freePort();
    const settings = `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c fsync=off`;
    const pgCtl = (...args: string[]) => shell(join(bin, 'pg_ctl'), ['-D', dataDir, '-w', ...args]);
    const cluster: PrivatePostgres = {
      url: `postgres://postgres@127.0.0.1:${port}/postgres`,
      stop: async () => void (await pgCtl('-m', 'fast', 'stop')),
      start: async () => void (await pgCtl('-o', settings, '-l', join(dir, 'log'), 'start')),
      async remove() {
        await pgCtl('-m', 'immediate', 'stop').catch(() => {});
        await rm(dir, { recursive: true, force: true });
      },
    };
    await cluster.start();
    return cluster;
  } catch (error) {
    await rm(dir, { recursive: true, force: true });
    throw error;
  }
}

async function findPostgresBin(): Promise<string> {
  const versions = await readdir(POSTGRESQL).catch(() => []);
  const newest = versions.filter((name) => /^\d+$/.test(name)).sort((a, b) => Number(b) - Number(a))[0];
  if (!newest) throw new Error(`No PostgreSQL server programs in ${POSTGRESQL} (Debian package 'postgresql')`);
  return join(POSTGRESQL, newest, 'bin');
}
