// An embedded database (PGlite) has one owner, the running server, so `npm run backup` asks that server to write the
// backup: over a Unix socket in the data folder that only this OS user can reach (no port, no token to leak).
// Without a server listening there the commands open the database themselves.
import { request, createServer } from 'node:http';
import { chmod, rm } from 'node:fs/promises';
import { join } from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import type pg from 'pg';
import { writeBackup, type BackupSummary } from './write-backup.ts';

export const controlSocketPath = (dataDir: string) => join(dataDir, 'control.sock');

/** Serves POST /backup {file} on the data folder's control socket; resolves to the function that stops it. */
export async function listenForBackups(dataDir: string, pool: pg.Pool, log: FastifyBaseLogger): Promise<() => Promise<void>> {
  const path = controlSocketPath(dataDir);
  const server = createServer((incoming, answer) => {
    let body = '';
    incoming.on('data', (chunk) => (body += chunk));
    incoming.on('end', async () => {
      const reply = (status: number, value: unknown) => answer.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(value));
      const file = incoming.method === 'POST' && incoming.url === '/backup' ? (JSON.parse(body || '{}') as { file?: string }).file : undefined;
      if (typeof file !== 'string' || !file.startsWith('/')) return reply(400, { message: 'POST /backup met { file: absoluut pad }' });
      try {
        const summary = await writeBackup(pool, file);
        log.info({ file, bytes: summary.bytes }, 'Back-up geschreven');
        reply(200, summary);
      } catch (error) {
        log.error({ err: error, file }, 'Back-up mislukt');
        reply(500, { message: error instanceof Error ? error.message : String(error) });
      }
    });
  });
  // A socket file left by a server that was killed refuses the listen: nobody answers on it any more.
  await rm(path, { force: true });
  await new Promise<void>((resolve, reject) => server.once('error', reject).listen(path, resolve));
  await chmod(path, 0o600);
  return () => new Promise<void>((resolve) => server.close(() => resolve()));
}

/** The summary of a backup the running server wrote, or undefined when no server listens on the data folder. */
export function backupThroughServer(dataDir: string, file: string): Promise<BackupSummary | undefined> {
  return new Promise((resolve, reject) => {
    const asked = request({ socketPath: controlSocketPath(dataDir), method: 'POST', path: '/backup' }, (answer) => {
      let body = '';
      answer.on('data', (chunk) => (body += chunk));
      answer.on('end', () => {
        const value = JSON.parse(body) as BackupSummary & { message?: string };
        if (answer.statusCode === 200) resolve(value);
        else reject(new Error(value.message ?? `HTTP ${answer.statusCode}`));
      });
    });
    asked.on('error', (error: NodeJS.ErrnoException) =>
      error.code === 'ENOENT' || error.code === 'ECONNREFUSED' ? resolve(undefined) : reject(error));
    asked.end(JSON.stringify({ file }));
  });
}

/** Whether a server listens on the data folder (a restore must not write under it). */
export async function serverListens(dataDir: string): Promise<boolean> {
  return new Promise((resolve) => {
    const asked = request({ socketPath: controlSocketPath(dataDir), method: 'GET', path: '/' }, (answer) => {
      answer.resume();
      resolve(true);
    });
    asked.on('error', () => resolve(false));
    asked.end();
  });
}
