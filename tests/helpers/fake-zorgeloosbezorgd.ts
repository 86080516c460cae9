// A local stand-in for ZorgeloosBezorgd in the shape src/server/carriers/zorgeloosbezorgd/live.ts writes down:
// Bearer key, POST /v1/deliveries with an Idempotency-Key (the same key answers the same delivery), 422 with its own
// field names, the label and the status. It can answer 429 or hang the next requests.
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { readBody, send } from './fake-dynalogic.ts';

export interface FakeDelivery {
  code: string;
  trackingUrl: string;
  /** Its status word; tests move it on. */
  status: string;
  reference: string;
  body: Record<string, unknown>;
}

export interface ZorgeloosBezorgdFake {
  url: string;
  apiKey: string;
  deliveries: FakeDelivery[];
  failNext(count: number, how: 'rate-limited' | 'hang'): void;
  stop(): Promise<void>;
}

export async function startZorgeloosBezorgdFake(): Promise<ZorgeloosBezorgdFake> {
  const apiKey = 'zb-test-key';
  const deliveries: FakeDelivery[] = [];
  let failures: { count: number; how: 'rate-limited' | 'hang' } = { count: 0, how: 'rate-limited' };

  const server = createServer(async (request, response) => {
    const body = await readBody(request);
    if (failures.count > 0) {
      failures.count -= 1;
      if (failures.how === 'hang') return;
      return send(response, 429, { message: 'Rate limit exceeded' });
    }
    if (request.headers.authorization !== `Bearer ${apiKey}`) return send(response, 401, { message: 'Unauthorized' });

    const url = new URL(request.url ?? '/', 'http://fake');
    if (request.method === 'POST' && url.pathname === '/v1/deliveries') {
      const reference = String(request.headers['idempotency-key'] ?? '');
      const known = deliveries.find((delivery) => delivery.reference === reference);
      if (known) return send(response, 200, publicOf(known));
      const delivery = JSON.parse(body) as { colli: number; recipient: Record<string, unknown> };
      const errors = validationErrors(delivery);
      if (Object.keys(errors).length > 0) return send(response, 422, { message: 'De aanmelding bevat fouten', errors });
      const code = `ZB${String(200_000_001 + deliveries.length).padStart(9, '0')}`;
      const created = { code, trackingUrl: `https://track.zorgeloosbezorgd.nl/${code}`, status: 'AANGEMELD', reference, body: delivery };
      deliveries.push(created);
      return send(response, 201, publicOf(created));
    }
    if (request.method === 'GET' && url.pathname === '/v1/deliveries') {
      return send(response, 200, { deliveries: deliveries.filter((delivery) => delivery.reference === url.searchParams.get('reference')).map(publicOf) });
    }
    const path = /^\/v1\/deliveries\/(ZB\d+)(\/label)?$/.exec(url.pathname);
    const found = path && deliveries.find((delivery) => delivery.code === path[1]);
    if (request.method === 'GET' && found && path[2]) {
      response.writeHead(200, { 'content-type': 'application/pdf' });
      return response.end(`%PDF-1.4 label ${found.code}`);
    }
    if (request.method === 'GET' && found) return send(response, 200, publicOf(found));
    send(response, 404, { message: 'Not found' });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;

  return {
    url: `http://127.0.0.1:${port}`,
    apiKey,
    deliveries,
    failNext(count, how) {
      failures = { count, how };
    },
    stop: () => new Promise<void>((resolve) => {
      server.closeAllConnections();
      server.close(() => resolve());
    }),
  };
}

/** ZorgeloosBezorgd takes at most 5 colli and wants a name, in its own field names. */
function validationErrors(delivery: { colli: number; recipient: Record<string, unknown> }) {
  const errors: Record<string, string[]> = {};
  if (delivery.colli > 5) errors.colli = ['Dit veld is te groot (max 5)'];
  if (!delivery.recipient.name) errors['recipient.name'] = ['Dit veld is vereist'];
  return errors;
}

const publicOf = ({ code, trackingUrl, status }: FakeDelivery) => ({ code, trackingUrl, status });
