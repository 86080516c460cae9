import { mkdir } from 'node:fs/promises';
import { Worker } from 'node:worker_threads';

export interface PgliteServer {
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
  | { type: 'ready'; port: number }
  | { type: 'dump'; data: Uint8Array }
  | { type: 'closed' };

/** Starts PGlite on a worker thread and resolves once it accepts PostgreSQL connections on loopback. */
export async function startPgliteServer(options: PgliteServerOptions): Promise<PgliteServer> {
  if (options.dataDir) await mkdir(options.dataDir, { recursive: true });
  const worker = new Worker(new URL('./pglite-worker.mjs', import.meta.url), {
    workerData: { maxConnections: 20, ...options },
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

  const ready = (await next('ready')) as Extract<WorkerMessage, { type: 'ready' }>;
  return {
    port: ready.port,
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
    },
  };
}
