import { describe, expect, it } from 'vitest';
import { bearer, databaseKinds, useTestApp } from '../helpers/test-app.ts';

describe.each(databaseKinds)('workbench data on %s', (kind) => {
  const t = useTestApp(kind);

  const get = (url: string, token = t.staff, headers: Record<string, string> = {}) =>
    t.app.inject({ url: `/gateway/api${url}`, headers: { ...bearer(token), ...headers } });

  it('tells the environment, with the websocket address, before anyone logs in', async () => {
    const env = (await t.app.inject({ url: '/gateway/api/env' })).json();
    expect(env).toMatchObject({ name: 'Werkplaats', location: 'Amsterdam', updateSocket: '/gateway/ws', database: kind });
  });

  it('serves the Dutch locale with country codes', async () => {
    const locale = (await t.app.inject({ url: '/gateway/api/workbench/locale' })).json();
    expect(locale).toMatchObject({ language: 'nl', timezone: 'Europe/Amsterdam', currency: 'EUR' });
    expect(locale.countryCodes[0]).toEqual({ code: 'NL', name: 'Nederland' });
    expect(locale.countryCodes).toContainEqual({ code: 'BE', name: 'België' });
  });

  it("lists this location's features, and another location's on request", async () => {
    const amsterdam = (await get('/workbench/feature')).json();
    expect(amsterdam.length).toBeGreaterThan(5);
    expect(Object.keys(amsterdam[0]).sort()).toEqual(
      ['id', 'title', 'extraAttribute_28088960', 'extraAttribute_28088961', 'extraAttribute_28088962', 'extraAttribute_28090100', 'extraAttribute_28090089'].sort(),
    );
    const utrecht = (await get('/workbench/feature', t.staff, { 'x-location': 'Utrecht' })).json();
    expect(utrecht.some((f: { extraAttribute_28088961: boolean }) => !f.extraAttribute_28088961)).toBe(true);
    const unknown = (await get('/workbench/feature', t.staff, { 'x-location': 'Nergens' })).json();
    expect(unknown).toEqual(amsterdam);
  });

  it('lets an administrator switch a feature off and on', async () => {
    const [feature] = (await get('/workbench/feature')).json();
    const put = (enabled: unknown) =>
      t.app.inject({
        method: 'PUT',
        url: `/gateway/api/workbench/feature/${feature.id}`,
        payload: { extraAttribute_28088961: enabled },
        headers: bearer(t.admin),
      });
    expect((await put(false)).json().extraAttribute_28088961).toBe(false);
    const reread = (await get('/workbench/feature')).json().find((f: { id: number }) => f.id === feature.id);
    expect(reread.extraAttribute_28088961).toBe(false);
    expect((await put(true)).json().extraAttribute_28088961).toBe(true);
    expect((await put('nee')).statusCode).toBe(400);
  });

  it('refuses to switch on a feature the location does not have (a carrier without a contract there), and stores nothing', async () => {
    const headers = { ...bearer(t.admin), 'x-location': 'Utrecht' };
    const features = (await get('/workbench/feature', t.staff, { 'x-location': 'Utrecht' })).json();
    const unavailable = features.find((f: { extraAttribute_28088962: boolean }) => !f.extraAttribute_28088962);
    const response = await t.app.inject({
      method: 'PUT', url: `/gateway/api/workbench/feature/${unavailable.id}`, payload: { extraAttribute_28088961: true }, headers,
    });
    expect(response.statusCode).toBe(409);
    expect(response.json().message).toBe('Deze feature is op deze locatie niet beschikbaar en kan niet aangezet worden');
    const reread = (await get('/workbench/feature', t.staff, { 'x-location': 'Utrecht' })).json();
    expect(reread.find((f: { id: number }) => f.id === unavailable.id).extraAttribute_28088961).toBe(unavailable.extraAttribute_28088961);
  });

  it('lists printers with name, computer, provider and state', async () => {
    const printers = (await get('/workbench/printer')).json();
    expect(printers.length).toBeGreaterThan(1);
    for (const printer of printers) {
      expect(printer).toEqual({
        id: expect.any(String),
        name: expect.any(String),
        displayName: expect.any(String),
        computerName: expect.any(String),
        provider: expect.stringMatching(/^(spool|ipp|printnode)$/),
        state: expect.stringMatching(/^(idle|online|out_of_paper|disconnected|error|offline)$/),
      });
    }
  });

  it('serves the DeliveryAddress and Order JSON schemas', async () => {
    const address = (await get('/workbench/schema/DeliveryAddress')).json();
    expect(address).toMatchObject({ $id: 'DeliveryAddress', type: 'object', additionalProperties: false });
    expect(address.required).toContain('name');
    const order = (await get('/schema/Order')).json();
    expect(order.$id).toBe('Order');
    expect(Object.keys(order.properties)).toEqual(expect.arrayContaining(['orderNumber', 'recipient', 'customer', 'card']));
  });

  it('publishes the endpoint table: method, path, access and schemas of every endpoint', async () => {
    const table = (await get('/schema/endpoints')).json();
    expect(table).toContainEqual(expect.objectContaining({ method: 'PUT', path: '/workbench/order/:id', access: 'user' }));
    const undelete = table.find((entry: { path: string }) => entry.path === '/workbench/order/:id/undelete');
    expect(undelete).toMatchObject({ method: 'POST', access: 'admin', schema: { params: { required: ['id'] } } });
  });
});
