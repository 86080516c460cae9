import { describe, expect, it } from 'vitest';
import { API_PREFIX, fillPath, type Access, type Endpoint } from '../../src/shared/protocol/endpoint.ts';
import { endpoints, type EndpointName } from '../../src/shared/protocol/endpoints.ts';
import { SOCKET_PATH } from '../../src/shared/protocol/socket.ts';
import { bearer, databaseKinds, useTestApp } from '../helpers/test-app.ts';

interface RouteCase {
  name: string;
  endpoint: Endpoint;
  url: string;
  payload?: object;
}

// What a call needs beyond ids of 1. Ids that do not exist are fine here, and so is a body the schema refuses:
// a 404 or 400 shows the caller got past the permission check, which is all this matrix is about.
const samples: Partial<Record<EndpointName, { params?: Record<string, string>; query?: string; payload?: object }>> = {
  listOrders: { query: '?tags[]=unprocessed' },
  switchFeature: { params: { id: '999999' }, payload: { extraAttribute_28088961: true } },
  updateOrder: { payload: { version: 1, comment: 'x' } },
  createOrder: { payload: { cart: '{}' } },
  getOrderByBarcode: { params: { id: '000000000001' } },
  setOrderAttribute: { params: { id: '1', attributeId: '29836110' }, payload: { value: true } },
  addLogEntry: { payload: { content: 'x' } },
  createTag: { payload: { title: 'Matrix map' } },
  renameTag: { payload: { id: 1, title: 'Andere naam' } },
  tagOrder: { payload: { objectId: 1, objectType: 'Order' } },
};

// Every endpoint of the table. Logout is left out: it would end the sessions the matrix uses
// (tests/server/auth.test.ts covers it).
const routes: RouteCase[] = Object.entries(endpoints)
  .filter(([name]) => name !== 'logout')
  .map(([name, endpoint]) => {
    const sample = samples[name as EndpointName] ?? {};
    const params = sample.params ?? Object.fromEntries([...endpoint.path.matchAll(/:(\w+)/g)].map(([, key]) => [key, '1']));
    return { name, endpoint, url: fillPath(endpoint.path, params) + (sample.query ?? ''), payload: sample.payload };
  });
const withAccess = (access: Access) => routes.filter((route) => route.endpoint.access === access);

describe.each(databaseKinds)('permissions on %s', (kind) => {
  const t = useTestApp(kind);

  const call = (route: RouteCase, token?: string) =>
    t.app.inject({
      method: route.endpoint.method,
      url: `${API_PREFIX}${route.url}`,
      payload: route.payload,
      headers: token ? bearer(token) : {},
    });

  it.each([...withAccess('user'), ...withAccess('admin')])('$name refuses a caller without token', async (route) => {
    const response = await call(route);
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({ message: 'U bent niet ingelogd', code: 'NOT_LOGGED_IN' });
  });

  it.each(withAccess('admin'))('$name refuses staff with 403', async (route) => {
    const response = await call(route, t.staff);
    expect(response.statusCode).toBe(403);
    expect(response.json().message).toBe('U heeft geen toegang tot deze functie');
  });

  it.each([...withAccess('public'), ...withAccess('user')])('$name lets staff through', async (route) => {
    expect([401, 403]).not.toContain((await call(route, t.staff)).statusCode);
  });

  it.each(routes)('$name lets an administrator through', async (route) => {
    expect([401, 403]).not.toContain((await call(route, t.admin)).statusCode);
  });

  it('registers exactly the endpoints of the table, each with its access', () => {
    const table = Object.values(endpoints).map((endpoint) => `${endpoint.method} ${API_PREFIX}${endpoint.path} ${endpoint.access}`);
    const registered = t.app.routeCatalogue
      .filter((route) => route.url.startsWith('/gateway/') && route.url !== SOCKET_PATH)
      .map((route) => `${route.method} ${route.url} ${route.access}`);
    expect(registered.sort()).toEqual(table.sort());
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
