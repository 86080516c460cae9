import { createServer } from 'node:net';

/** A TCP port on 127.0.0.1 nobody listens on right now, for a server a test starts (a printer, a database). */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}
