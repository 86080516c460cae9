// What every local carrier stand-in (tests/helpers/fake-*.ts) shares: a node:http server on 127.0.0.1 with a free
// port, the request body read as text, scripted failures for the next requests, and the carrier's own 401 when the
// key is wrong. Each fake only writes down its routes and its own answers.
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface FakeCarrierServer<Failure extends string> {
  url: string;
  /** The next `count` requests get the carrier's answer for `how`, or never an answer at all ('hang'). */
  failNext(count: number, how: Failure | 'hang'): void;
  stop(): Promise<void>;
}

export interface FakeCarrierRoutes<Failure extends string> {
  isAuthorized(request: IncomingMessage): boolean;
  /** The body the carrier sends with its 401. */
  unauthorized: unknown;
  /** How the carrier answers each scripted failure other than a hang. */
  failures: Record<Failure, { status: number; body: unknown }>;
  /** An authorized request; what it does not handle should end in the carrier's 404. */
  handle(request: IncomingMessage, response: ServerResponse, url: URL, body: string): unknown;
}

export async function startFakeCarrierServer<Failure extends string>(routes: FakeCarrierRoutes<Failure>): Promise<FakeCarrierServer<Failure>> {
  let failures: { count: number; how: Failure | 'hang' } = { count: 0, how: 'hang' };

  const server = createServer(async (request, response) => {
    const body = await readBody(request);
    if (failures.count > 0) {
      failures.count -= 1;
      if (failures.how === 'hang') return;
      const answer = routes.failures[failures.how as Failure];
      return send(response, answer.status, answer.body);
    }
    if (!routes.isAuthorized(request)) return send(response, 401, routes.unauthorized);
    await routes.handle(request, response, new URL(request.url ?? '/', 'http://fake'), body);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;

  return {
    url: `http://127.0.0.1:${port}`,
    failNext(count, how) {
      failures = { count, how };
    },
    async stop() {
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
    },
  };
}

export function readBody(request: IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => resolve(Buffer.concat(chunks).toString()));
    request.on('error', reject);
  });
}

export function send(response: ServerResponse, status: number, body: unknown) {
  response.writeHead(status, { 'content-type': 'application/json' });
  response.end(JSON.stringify(body));
}

export function sendPdf(response: ServerResponse, content: string | Buffer) {
  response.writeHead(200, { 'content-type': 'application/pdf' });
  response.end(content);
}
