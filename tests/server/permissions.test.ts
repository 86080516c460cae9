import { describe, expect, it } from 'vitest';
import type { Access } from '../../src/server/plugins/auth.ts';
import { bearer, databaseKinds, useTestApp } from '../helpers/test-app.ts';

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';
interface RouteCase {
  method: Method;
  url: string;
  access: Access;
  payload?: object;
}

// Every route of the API with who may call it. Ids that do not exist are fine here: a 404 shows the caller
// got past the permission check, which is all this matrix is about. Logout is left out: it would end the
// sessions the matrix uses (tests/server/auth.test.ts covers it).
const routes: RouteCase[] = [
  { method: 'GET', url: '/env', access: 'public' },
  { method: 'GET', url: '/workbench/locale', access: 'public' },
  { method: 'GET', url: '/workbench/feature', access: 'user' },
  { method: 'PUT', url: '/workbench/feature/999999', access: 'admin', payload: { extraAttribute_28088961: true } },
  { method: 'GET', url: '/workbench/printer', access: 'user' },
  { method: 'GET', url: '/workbench/schema/DeliveryAddress', access: 'user' },
  { method: 'GET', url: '/schema/Order', access: 'user' },
  { method: 'GET', url: '/workbench/order?tags[]=unprocessed', access: 'user' },
  { method: 'GET', url: '/workbench/order/1', access: 'user' },
  { method: 'PUT', url: '/workbench/order/1', access: 'user', payload: { version: 1, comment: 'x' } },
  { method: 'POST', url: '/workbench/order', access: 'user', payload: { cart: '{}' } },
  { method: 'GET', url: '/workbench/orderId/000000000001', access: 'user' },
  { method: 'POST', url: '/workbench/order/1/undelete', access: 'admin' },
  { method: 'GET', url: '/workbench/order/attribute', access: 'user' },
  { method: 'PUT', url: '/workbench/order/1/attribute/29836110', access: 'user', payload: { value: true } },
  { method: 'POST', url: '/workbench/order/1/internalLog', access: 'user', payload: { content: 'x' } },
  { method: 'DELETE', url: '/workbench/order/1/internalLog/1', access: 'user' },
  { method: 'DELETE', url: '/workbench/order/1/tag/1', access: 'user' },
  { method: 'GET', url: '/workbench/tag', access: 'user' },
  { method: 'GET', url: '/workbench/tag/processed', access: 'user' },
  { method: 'GET', url: '/workbench/tag/deliveryexpired', access: 'user' },
  { method: 'POST', url: '/workbench/tag', access: 'admin', payload: { title: 'Matrix map' } },
  { method: 'PUT', url: '/workbench/tag/0', access: 'admin', payload: { id: 1, title: 'Andere naam' } },
  { method: 'DELETE', url: '/workbench/tag/1', access: 'admin' },
  { method: 'POST', url: '/workbench/tag/1', access: 'user', payload: { objectId: 1, objectType: 'Order' } },
];

describe.each(databaseKinds)('permissions on %s', (kind) => {
  const t = useTestApp(kind);

  const call = (route: RouteCase, token?: string) =>
    t.app.inject({
      method: route.method,
      url: `/gateway/api${route.url}`,
      payload: route.payload,
      headers: token ? bearer(token) : {},
    });

  it.each(routes.filter((route) => route.access !== 'public'))('$method $url refuses a caller without token', async (route) => {
    const response = await call(route);
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({ message: 'U bent niet ingelogd', code: 'NOT_LOGGED_IN' });
  });

  it.each(routes.filter((route) => route.access === 'admin'))('$method $url refuses staff with 403', async (route) => {
    const response = await call(route, t.staff);
    expect(response.statusCode).toBe(403);
    expect(response.json().message).toBe('U heeft geen toegang tot deze functie');
  });

  it.each(routes.filter((route) => route.access !== 'admin'))('$method $url lets staff through', async (route) => {
    expect([401, 403]).not.toContain((await call(route, t.staff)).statusCode);
  });

  it.each(routes)('$method $url lets an administrator through', async (route) => {
    expect([401, 403]).not.toContain((await call(route, t.admin)).statusCode);
  });

  it('refuses a malformed or unknown token', async () => {
    for (const authorization of ['Bearer nonsense!', 'Bearer ' + 'a'.repeat(43), 'Basic abc', 'Bearer']) {
      const response = await t.app.inject({ url: '/gateway/api/workbench/tag', headers: { authorization } });
      expect(response.statusCode).toBe(401);
    }
  });

  it('answers an unknown API path with a JSON 404, not the client page', async () => {
    const response = await t.app.inject({ url: '/gateway/api/workbench/nothing-here', headers: bearer(t.staff) });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ message: 'Niet gevonden', code: 'NOT_FOUND' });
  });
});
