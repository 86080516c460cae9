// Runs PGlite on its own thread and serves it over the PostgreSQL wire protocol on a Unix socket,
// so the app reaches the embedded database through `pg` exactly as it reaches a PostgreSQL server
// and a slow query never blocks the HTTP event loop (design.md §1).
// Plain JavaScript on purpose: a worker thread does not inherit the TypeScript loader of its parent
// (tsx, vitest), so this file must run on bare Node.
import { chmod } from 'node:fs/promises';
import { parentPort, workerData } from 'node:worker_threads';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { PGLiteSocketServer } from '@electric-sql/pglite-socket';

/** @type {{ dataDir?: string, loadDataDir?: Uint8Array, maxConnections: number, socketPath: string }} */
const { dataDir, loadDataDir, maxConnections, socketPath } = workerData;

const db = await PGlite.create({
  dataDir,
  extensions: { pg_trgm },
  loadDataDir: loadDataDir ? new Blob([loadDataDir]) : undefined,
});
// PGlite asks no password, so the socket is the lock: its folder is the server user's alone (0700), and so is it.
const server = new PGLiteSocketServer({ db, path: socketPath, maxConnections });
await server.start();
await chmod(socketPath, 0o600);

parentPort.on('message', async (message) => {
  if (message.type === 'dump') {
    const blob = await db.dumpDataDir('none');
    parentPort.postMessage({ type: 'dump', data: new Uint8Array(await blob.arrayBuffer()) });
  } else if (message.type === 'close') {
    await server.stop();
    await db.close();
    parentPort.postMessage({ type: 'closed' });
  }
});
parentPort.postMessage({ type: 'ready' });
