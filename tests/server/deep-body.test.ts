// A JSON body nested thousands deep once answered 500 on every JSON route (a check recursed per level): now a 400
// with the Dutch bad-input message before any route sees it. Without a login a protected route still says 401 first.
import { describe, expect, it } from 'vitest';
import { bearer, databaseKinds, useTestApp } from '../helpers/test-app.ts';

const DEPTH = 10_000;
const deepBodies = [
  ['an array', '['.repeat(DEPTH) + ']'.repeat(DEPTH)],
  ['an object', '{"a":'.repeat(DEPTH) + '1' + '}'.repeat(DEPTH)],
  ['an object in a field', `{"comment":${'['.repeat(DEPTH)}${']'.repeat(DEPTH)}}`],
] as const;

describe.each(databaseKinds)('deeply nested JSON on %s', (kind) => {
  const t = useTestApp(kind);
  const send = (method: 'POST' | 'PUT', url: string, payload: string, token?: string) =>
    t.app.inject({ method, url: `/gateway/api${url}`, payload, headers: { ...(token ? bearer(token) : {}), 'content-type': 'application/json' } });

  function expectRefused(response: { statusCode: number; json(): any }) {
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe('Controleer uw gegevens');
  }

  describe.each(deepBodies)('%s nested 10,000 deep', (_, payload) => {
    it.each(['/auth/login', '/auth/reset', '/webhooks/trunkrs'])('is refused on the public POST %s', async (url) => {
      expectRefused(await send('POST', url, payload));
      expectRefused(await send('POST', url, payload, t.staff));
    });

    it.each([
      ['PUT', '/workbench/order/1'],
      ['POST', '/workbench/transport/postnl/register'],
      ['POST', '/workbench/bulk'],
      ['POST', '/workbench/tag'],
      ['POST', '/workbench/order/1/internalLog'],
    ] as const)('is refused on %s %s logged in, and asks for a login without one', async (method, url) => {
      expectRefused(await send(method, url, payload, t.admin));
      expect((await send(method, url, payload)).statusCode).toBe(401);
    });
  });

  it('still takes a body nested as deep as a form sends it, and the order keeps the change', async () => {
    const id = (await t.app.inject({ url: '/gateway/api/workbench/order?pageSize=1', headers: bearer(t.staff) })).json().data[0].id;
    const { version } = (await t.app.inject({ url: `/gateway/api/workbench/order/${id}`, headers: bearer(t.staff) })).json();
    const body = JSON.stringify({ version, customer: { name: { lastName: 'Diepenbrock' }, address: { city: 'Diepenheim' } } });
    const response = await send('PUT', `/workbench/order/${id}`, body, t.staff);
    expect(response.statusCode).toBe(200);
    expect(response.json().blocks.customer.name.lastName).toBe('Diepenbrock');
    expect(response.json().blocks.customer.address.city).toBe('Diepenheim');
  });

  it('counts no brackets inside text: a note of brackets and quotes is stored as typed', async () => {
    const id = (await t.app.inject({ url: '/gateway/api/workbench/order?pageSize=1', headers: bearer(t.staff) })).json().data[0].id;
    const content = `${'[{'.repeat(50)} "Anna\\" zei: [[${'}'.repeat(3)}`;
    const response = await send('POST', `/workbench/order/${id}/internalLog`, JSON.stringify({ content }), t.staff);
    expect(response.statusCode).toBe(201);
    const order = (await t.app.inject({ url: `/gateway/api/workbench/order/${id}`, headers: bearer(t.staff) })).json();
    expect(order.internalLog.map((entry: { content: string }) => entry.content)).toContain(content);
  });
});
