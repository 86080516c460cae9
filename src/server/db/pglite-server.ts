import { mkdir, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Worker } from 'node:worker_threads';

/** `pg` reaches a Unix socket as host = its folder, the file being named `.s.PGSQL.<port>`. */
const SOCKET_PORT = 5432;

export interface PgliteServer {
  /** The folder holding the socket: pass it to `pg` as `host`, with `port` SOCKET_PORT. */
  socketDir: string;
  port: number;
  /** A tarball of the whole database, to start other instances from (test templates). */
  dump(): Promise<Uint8Array>;
  close(): Promise<void>;
}

export interface PgliteServerOptions {
  /** Folder of the database; undefined keeps it in memory. */
  dataDir?: string;
  loadDataDir?: Uint8Array;
  maxConnections?: number;
}

type WorkerMessage =
  | { type: 'ready' }
  | { type: 'dump'; data: Uint8Array }
  | { type: 'closed' };

/**
 * Starts PGlite on a worker thread and resolves once it accepts PostgreSQL connections on a Unix socket. PGlite
 * checks no password, so no TCP port: the socket lives in a fresh folder only this OS user can enter (mkdtemp makes
 * it 0700; short, because socket paths are limited to about 100 bytes), and is removed on close.
 */
export async function startPgliteServer(options: PgliteServerOptions): Promise<PgliteServer> {
  if (options.dataDir) await mkdir(options.dataDir, { recursive: true });
  const socketDir = await mkdtemp(join(tmpdir(), 'werkplaats-db-'));
  const worker = new Worker(new URL('./pglite-worker.mjs', import.meta.url), {
    workerData: { maxConnections: 20, ...options, socketPath: join(socketDir, `.s.PGSQL.${SOCKET_PORT}`) },
  });
  const next = (type: WorkerMessage['type']) =>
    new Promise<WorkerMessage>((resolve, reject) => {
      const onMessage = (message: WorkerMessage) => {
        if (message.type !== type) return;
        worker.off('message', onMessage);
        worker.off('error', reject);
        resolve(message);
      };
      worker.on('message', onMessage);
      worker.once('error', reject);
    });

  try {
    await next('ready');
  } catch (error) {
    await rm(socketDir, { recursive: true, force: true });
    throw error;
  }
  // A PGlite that fails later must not take the process with it (an unheard 'error' would): its socket is gone,
  // so every query fails as on a lost PostgreSQL and requests answer 503.
  worker.on('error', (error) => console.error('PGlite gestopt met een fout; de database is niet bereikbaar', error));
  return {
    socketDir,
    port: SOCKET_PORT,
    async dump() {
      const reply = next('dump');
      worker.postMessage({ type: 'dump' });
      return ((await reply) as Extract<WorkerMessage, { type: 'dump' }>).data;
    },
    async close() {
      const reply = next('closed');
      worker.postMessage({ type: 'close' });
      await reply;
      await worker.terminate();
      await rm(socketDir, { recursive: true, force: true });
    },
  };
}
