// Input that once made the server answer 500: now a 400 with a Dutch message, and nothing changes.
import { describe, expect, it } from 'vitest';
import { bearer, databaseKinds, loginForm, useTestApp } from '../helpers/test-app.ts';

const UNSTORABLE = [['a NUL byte', 'a\u0000b'], ['a lone surrogate', 'a\uD800b']] as const;

describe.each(databaseKinds)('bad input on %s', (kind) => {
  const t = useTestApp(kind);

  const call = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object, token = t.staff) =>
    t.app.inject({ method, url: `/gateway/api${url}`, payload, headers: bearer(token) });
  const firstOrder = async () => (await call('GET', '/workbench/order?pageSize=1')).json().data[0] as { id: number };
  const order = async (id: number) => (await call('GET', `/workbench/order/${id}`)).json();

  function expectBadRequest(response: { statusCode: number; json(): any }) {
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe('Controleer uw gegevens');
  }

  describe.each(UNSTORABLE)('%s', (_, text) => {
    it('in a text field of an order is refused, and the order keeps its text', async () => {
      const { id } = await firstOrder();
      const before = await order(id);
      const response = await call('PUT', `/workbench/order/${id}`, { version: before.version, comment: text });
      expectBadRequest(response);
      expect(response.json().errors).toEqual([{ field: 'comment', message: 'Bevat ongeldige tekens' }]);
      expect(await order(id)).toEqual(before);
    });

    it('in a note, a folder name or a rename is refused', async () => {
      const { id } = await firstOrder();
      expectBadRequest(await call('POST', `/workbench/order/${id}/internalLog`, { content: text }));
      expectBadRequest(await call('POST', '/workbench/tag', { title: text }, t.admin));
      expectBadRequest(await call('PUT', '/workbench/tag/0', { id: 23279793, title: text }, t.admin));
    });

    it('inside a cart is refused', async () => {
      const cart = JSON.stringify({ deliveryDate: '2030-01-01', comment: text });
      const response = await call('POST', '/workbench/order', { cart });
      expect(response.statusCode).toBe(400);
      expect(response.json().errors).toContainEqual({ field: 'cart.comment', message: 'Bevat ongeldige tekens' });
    });
  });

  it('refuses a NUL byte in a query string', async () => {
    expectBadRequest(await call('GET', '/workbench/order?q=a%00b'));
    expectBadRequest(await call('GET', '/workbench/tag?q=a%00b'));
  });

  // The router itself may not match such a path (404): either way a client error, never a 500.
  it('refuses a NUL byte in a path parameter', async () => {
    const responses = [
      await call('GET', '/workbench/order/1%00'),
      await call('DELETE', '/workbench/tag/%00', undefined, t.admin),
      await t.app.inject({ url: `/gateway/api/auth/reset/%00${'a'.repeat(42)}` }),
    ];
    for (const response of responses) expect([400, 404]).toContain(response.statusCode);
  });

  it('refuses a NUL byte in the login form without a token', async () => {
    const response = await t.app.inject({
      method: 'POST', url: '/gateway/api/auth/login', ...loginForm({ login: 'mede\u0000werker', password: 'welkom01' }),
    });
    expectBadRequest(response);
  });

  // A URL or form cannot carry a lone surrogate: its bytes are invalid UTF-8 and arrive as a replacement character.
  it('reads a lone surrogate in a query string or login form as plain (unknown) text', async () => {
    expect((await call('GET', '/workbench/order?q=a%ED%A0%80b')).json().meta.total).toBe(0);
    const login = await t.app.inject({
      method: 'POST', url: '/gateway/api/auth/login', payload: 'login=mede%ED%A0%80werker&password=welkom01',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    expect(login.statusCode).toBe(401);
  });

  it('refuses a version above int4', async () => {
    const { id } = await firstOrder();
    const response = await call('PUT', `/workbench/order/${id}`, { version: 2147483648, comment: 'x' });
    expectBadRequest(response);
    expect(response.json().errors).toEqual([{ field: 'version', message: 'Waarde te hoog' }]);
  });

  it('refuses ids of 1e20 in paths and bodies', async () => {
    const { id } = await firstOrder();
    const { version } = await order(id);
    expectBadRequest(await call('POST', '/workbench/tag/23279793', { objectId: 1e20, objectType: 'Order' }));
    expectBadRequest(await call('POST', '/workbench/tag/100000000000000000000', { objectId: id, objectType: 'Order' }));
    expectBadRequest(await call('PUT', '/workbench/tag/0', { id: 1e20, title: 'Nieuwe naam' }, t.admin));
    expectBadRequest(await call('PUT', '/workbench/tag/0', { id: Number.MAX_VALUE, title: 'Nieuwe naam' }, t.admin));
    expectBadRequest(await call('PUT', `/workbench/order/${id}`, { id: 1e20, version, comment: 'x' }));
    expectBadRequest(await call('POST', `/workbench/order/${id}/sendConfirmation`, { id: 1e20, type: 'Confirmation' }));
    expectBadRequest(await call('DELETE', `/workbench/order/${id}/internalLog/100000000000000000000`));
  });

  it.each(['__proto__', 'constructor', 'toString', 'hasOwnProperty'])('refuses the folder %s in the list query', async (tag) => {
    const response = await call('GET', `/workbench/order?tags=${tag}`);
    expectBadRequest(response);
    expect(response.json().errors).toEqual([{ field: 'tags', message: 'Voer een geldig waarde in.' }]);
    expectBadRequest(await call('GET', `/workbench/order?tags[]=${tag}`));
  });
});
