// A local stand-in for the PrintNode API (integrations.md): Basic auth with the API key, POST /printjobs with
// X-Idempotency-Key (a repeated key answers 409), GET /printers/{id}. It can fail or hang the next requests.
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface RecordedPrintJob {
  id: number;
  idempotencyKey?: string;
  body: {
    printerId: number;
    title: string;
    contentType: string;
    content: string;
    source: string;
    options: { copies: number };
    qty: number;
    expireAfter: number;
  };
}

export interface FakePrinter {
  id: number;
  name: string;
  /** 'online' or 'offline', as PrintNode reports a printer. */
  state: string;
  /** 'connected' or 'disconnected': the computer PrintNode's client runs on. */
  computerState: string;
}

export interface PrintNodeFake {
  url: string;
  apiKey: string;
  jobs: RecordedPrintJob[];
  printers: Map<number, FakePrinter>;
  /** The next `count` requests answer 503, or never answer at all ('hang'). */
  failNext(count: number, how: 'unavailable' | 'hang'): void;
  stop(): Promise<void>;
}

export async function startPrintNodeFake(printers: FakePrinter[]): Promise<PrintNodeFake> {
  const apiKey = 'test-api-key';
  const expectedAuth = `Basic ${Buffer.from(`${apiKey}:`).toString('base64')}`;
  const jobs: RecordedPrintJob[] = [];
  const byId = new Map(printers.map((printer) => [printer.id, printer]));
  let failures: { count: number; how: 'unavailable' | 'hang' } = { count: 0, how: 'unavailable' };

  const server = createServer(async (request, response) => {
    const body = await readBody(request);
    if (failures.count > 0) {
      failures.count -= 1;
      if (failures.how === 'hang') return;
      return send(response, 503, { message: 'Service Unavailable' });
    }
    if (request.headers.authorization !== expectedAuth) return send(response, 401, { message: 'Unauthorized' });

    const printerPath = /^\/printers\/(\d+)$/.exec(request.url ?? '');
    if (request.method === 'GET' && printerPath) {
      const printer = byId.get(Number(printerPath[1]));
      return send(response, 200, printer ? [printerJson(printer)] : []);
    }
    if (request.method === 'POST' && request.url === '/printjobs') {
      const job = JSON.parse(body) as RecordedPrintJob['body'];
      if (!byId.has(job.printerId)) return send(response, 400, { message: `Printer ${job.printerId} bestaat niet` });
      const key = request.headers['x-idempotency-key'] as string | undefined;
      if (key && jobs.some((recorded) => recorded.idempotencyKey === key)) {
        return send(response, 409, { message: 'Duplicate idempotency key' });
      }
      const id = 900_000 + jobs.length + 1;
      jobs.push({ id, idempotencyKey: key, body: job });
      return send(response, 201, id);
    }
    send(response, 404, { message: 'Not Found' });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;

  return {
    url: `http://127.0.0.1:${port}`,
    apiKey,
    jobs,
    printers: byId,
    failNext(count, how) {
      failures = { count, how };
    },
    async stop() {
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
    },
  };
}

function printerJson(printer: FakePrinter) {
  return {
    id: printer.id,
    computer: { id: 11, name: 'WERKPLAATS-PC2', state: printer.computerState },
    name: printer.name,
    description: printer.name,
    capabilities: {},
    default: false,
    createTimestamp: '2026-01-05T09:00:00.000Z',
    state: printer.state,
  };
}

function readBody(request: IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => resolve(Buffer.concat(chunks).toString()));
    request.on('error', reject);
  });
}

function send(response: ServerResponse, status: number, body: unknown) {
  response.writeHead(status, { 'content-type': 'application/json' });
  response.end(JSON.stringify(body));
}
