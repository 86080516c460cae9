// A local stand-in for EuroFlorist's import API speaking the JSON shape written down in
// src/server/euroflorist/live.ts: Bearer key and member code, GET /orders/{reference}, POST /orders with an
// Idempotency-Key, { message, errors } refusals. It refuses a recipient postcode 'ONBEKEND', can fail or hang the next
// requests, and can take the next import but lose its answer.
import { send, startFakeCarrierServer, type FakeCarrierServer } from './fake-carrier-server.ts';

export interface FakeImport {
  reference: string;
  url: string;
  body: Record<string, unknown>;
  idempotencyKey: string | undefined;
}

export interface EuroFloristFake extends FakeCarrierServer<'down'> {
  apiKey: string;
  memberCode: string;
  imports: FakeImport[];
  /** The next import is made, but its answer never reaches the caller (the connection drops). */
  loseNextAnswer(): void;
}

export async function startEuroFloristFake(): Promise<EuroFloristFake> {
  const apiKey = 'euroflorist-test-key';
  const memberCode = '2972';
  const imports: FakeImport[] = [];
  let loseAnswer = false;

  const server = await startFakeCarrierServer({
    isAuthorized: (request) => request.headers.authorization === `Bearer ${apiKey}` && request.headers['x-member-code'] === memberCode,
    unauthorized: { message: 'Invalid API key' },
    failures: { down: { status: 500, body: { message: 'Internal Server Error' } } },
    handle(request, response, url, body) {
      const answer = (order: FakeImport) => ({ reference: order.reference, url: order.url, status: 'IMPORTED' });
      const path = /^\/orders\/([^/]+)$/.exec(url.pathname);
      if (request.method === 'GET' && path) {
        const order = imports.find((candidate) => candidate.reference === decodeURIComponent(path[1]));
        return order ? send(response, 200, answer(order)) : send(response, 404, { message: 'Order not found' });
      }
      if (request.method === 'POST' && url.pathname === '/orders') {
        const key = request.headers['idempotency-key'] as string | undefined;
        const earlier = key && imports.find((order) => order.idempotencyKey === key);
        if (earlier) return send(response, 200, answer(earlier));
        const order = JSON.parse(body) as { reference: string; recipient: { zipcode: string } };
        if (order.recipient.zipcode === 'ONBEKEND') {
          return send(response, 422, { message: 'Postcode onbekend bij EuroFlorist', errors: [{ field: 'recipient.zipcode', message: 'Onbekende postcode' }] });
        }
        const created = { reference: order.reference, url: `https://www.euroflorist.example/orders/${order.reference}`, body: order, idempotencyKey: key };
        imports.push(created);
        if (loseAnswer) {
          loseAnswer = false;
          return response.destroy();
        }
        return send(response, 201, answer(created));
      }
      send(response, 404, { message: 'Not Found' });
    },
  });
  return { ...server, apiKey, memberCode, imports, loseNextAnswer: () => void (loseAnswer = true) };
}
