// A local stand-in for ZorgeloosBezorgd in the shape src/server/carriers/zorgeloosbezorgd/live.ts writes down:
// Bearer key, POST /v1/deliveries with an Idempotency-Key (the same key answers the same delivery), 422 with its own
// field names, the label and the status. It can answer 429 or hang the next requests.
import { send, sendPdf, startFakeCarrierServer, type FakeCarrierServer } from './fake-carrier-server.ts';

export interface FakeDelivery {
  code: string;
  trackingUrl: string;
  /** Its status word; tests move it on. */
  status: string;
  reference: string;
  body: Record<string, unknown>;
}

export interface ZorgeloosBezorgdFake extends FakeCarrierServer<'rate-limited'> {
  apiKey: string;
  deliveries: FakeDelivery[];
}

export async function startZorgeloosBezorgdFake(): Promise<ZorgeloosBezorgdFake> {
  const apiKey = 'zb-test-key';
  const deliveries: FakeDelivery[] = [];

  const server = await startFakeCarrierServer({
    isAuthorized: (request) => request.headers.authorization === `Bearer ${apiKey}`,
    unauthorized: { message: 'Unauthorized' },
    failures: { 'rate-limited': { status: 429, body: { message: 'Rate limit exceeded' } } },
    handle(request, response, url, body) {
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
      if (request.method === 'GET' && found && path[2]) return sendPdf(response, `%PDF-1.4 label ${found.code}`);
      if (request.method === 'GET' && found) return send(response, 200, publicOf(found));
      send(response, 404, { message: 'Not found' });
    },
  });
  return { ...server, apiKey, deliveries };
}

/** ZorgeloosBezorgd takes at most 5 colli and wants a name, in its own field names. */
function validationErrors(delivery: { colli: number; recipient: Record<string, unknown> }) {
  const errors: Record<string, string[]> = {};
  if (delivery.colli > 5) errors.colli = ['Dit veld is te groot (max 5)'];
  if (!delivery.recipient.name) errors['recipient.name'] = ['Dit veld is vereist'];
  return errors;
}

const publicOf = ({ code, trackingUrl, status }: FakeDelivery) => ({ code, trackingUrl, status });
