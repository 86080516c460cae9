import { describe, expect, it } from 'vitest';
import { PARCEL_DEFAULTS } from '../../src/shared/domain/parcel-defaults.ts';
import { bearer, databaseKinds, useTestApp } from '../helpers/test-app.ts';

interface Config {
  name: string;
  printers: Record<string, string>;
  parcelDefaults: Record<string, Record<string, number>>;
}

interface Feature {
  id: number;
  title: string;
  extraAttribute_28088960: string;
  extraAttribute_28088961: boolean;
}

describe.each(databaseKinds)('location configuration on %s', (kind) => {
  const t = useTestApp(kind);

  const api = (method: 'GET' | 'PUT', url: string, options: { token?: string; payload?: unknown; location?: string } = {}) =>
    t.app.inject({
      method,
      url: `/gateway/api${url}`,
      headers: { ...bearer(options.token ?? t.admin), ...(options.location ? { 'x-location': options.location } : {}) },
      ...(options.payload === undefined ? {} : { payload: options.payload as object }),
    });
  const stored = async (name: string): Promise<Config> =>
    (await api('GET', '/workbench/locations')).json().find((config: Config) => config.name === name);
  const save = (name: string, payload: unknown, token?: string) =>
    api('PUT', `/workbench/location/${encodeURIComponent(name)}`, { payload, token });
  const enabledCarriers = async (location: string) =>
    ((await api('GET', '/workbench/feature', { location })).json() as Feature[])
      .filter((feature) => feature.extraAttribute_28088960 === 'transporter' && feature.extraAttribute_28088961)
      .map((feature) => feature.title);
  const printerIds = async () => ((await api('GET', '/workbench/printer')).json() as { id: string }[]).map((printer) => printer.id);

  it("answers the workstation's location: the one X-Location names, else the server's", async () => {
    const own = await api('GET', '/workbench/location', { token: t.staff });
    expect(own.statusCode).toBe(200);
    expect(own.json()).toEqual({ name: 'Amsterdam', printers: expect.objectContaining({ order: expect.any(String) }), parcelDefaults: {} });
    expect((await api('GET', '/workbench/location', { token: t.staff, location: 'Utrecht' })).json().name).toBe('Utrecht');
    expect((await api('GET', '/workbench/location', { token: t.staff, location: 'Nergens' })).json().name).toBe('Amsterdam');
  });

  it('lists every location with its printers', async () => {
    const list = (await api('GET', '/workbench/locations', { token: t.staff })).json() as Config[];
    expect(list.map((config) => config.name)).toEqual(['Amsterdam', 'Utrecht']);
    for (const config of list) expect(Object.keys(config.printers)).toEqual(expect.arrayContaining(['order', 'card1', 'card2']));
  });

  it('stores a new printer choice for one location and leaves the others alone', async () => {
    const [amsterdam, utrecht] = [await stored('Amsterdam'), await stored('Utrecht')];
    const other = (await printerIds()).find((id) => id !== amsterdam.printers.card1)!;
    const printers = { ...amsterdam.printers, card1: other, card2: '_popup' };
    const response = await save('Amsterdam', { name: 'Amsterdam', printers });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ name: 'Amsterdam', printers, parcelDefaults: {} });
    expect(await stored('Amsterdam')).toEqual({ name: 'Amsterdam', printers, parcelDefaults: {} });
    expect(await stored('Utrecht')).toEqual(utrecht);
    expect((await api('GET', '/workbench/location', { token: t.staff })).json().printers.card1).toBe(other);
  });

  it("requires order, both cards and every enabled carrier ('Dit veld is vereist'), and then stores nothing", async () => {
    const before = await stored('Amsterdam');
    const carriers = await enabledCarriers('Amsterdam');
    expect(carriers.length).toBeGreaterThan(2);
    const response = await save('Amsterdam', { name: ' ', printers: { order: '', card1: '   ' } });
    expect(response.statusCode).toBe(400);
    const errors = response.json().errors as { field: string; message: string }[];
    expect(errors).toEqual(
      expect.arrayContaining(['name', 'printers.order', 'printers.card1', 'printers.card2', ...carriers.map((carrier) => `printers.${carrier}`)]
        .map((field) => ({ field, message: 'Dit veld is vereist' }))),
    );
    expect(errors).toHaveLength(4 + carriers.length);
    expect(await stored('Amsterdam')).toEqual(before);
  });

  it("does not require a printer for a carrier the location has switched off (Utrecht: Reviva)", async () => {
    const utrecht = await stored('Utrecht');
    expect(await enabledCarriers('Utrecht')).not.toContain('reviva');
    const { reviva: _, ...printers } = utrecht.printers;
    const response = await save('Utrecht', { name: 'Utrecht', printers });
    expect(response.statusCode).toBe(200);
    expect(response.json().printers).not.toHaveProperty('reviva');
  });

  it("refuses a printer that does not exist ('Onbekende printer') and a renamed location", async () => {
    const before = await stored('Amsterdam');
    const unknown = await save('Amsterdam', { name: 'Amsterdam', printers: { ...before.printers, card2: 'nergens-printer' } });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().errors).toEqual([{ field: 'printers.card2', message: 'Onbekende printer' }]);
    const renamed = await save('Amsterdam', { name: 'Amsterdam-Zuid', printers: before.printers });
    expect(renamed.statusCode).toBe(400);
    expect(renamed.json().errors).toEqual([{ field: 'name', message: 'De naam van een locatie kan niet gewijzigd worden' }]);
    expect(await stored('Amsterdam')).toEqual(before);
  });

  it('lets only an administrator save, and answers 404 in Dutch for a location that does not exist', async () => {
    const before = await stored('Amsterdam');
    const byStaff = await save('Amsterdam', before, t.staff);
    expect(byStaff.statusCode).toBe(403);
    const missing = await save('Rotterdam', { ...before, name: 'Rotterdam' });
    expect(missing.statusCode).toBe(404);
    expect(missing.json().message).toBe('Locatie Rotterdam is niet gevonden');
  });

  it('answers bad input with 400, never 500, and stores nothing', async () => {
    const before = await stored('Amsterdam');
    const cases: unknown[] = [
      { name: 'Amsterdam', printers: { ...before.printers, order: 'ams\u0000orders' } },
      { name: 'Amsterdam', printers: { ...before.printers, order: 'x'.repeat(101) } },
      { name: 'A'.repeat(101), printers: before.printers },
      { name: 'Amsterdam', printers: { ...before.printers, fax: 'ams-orders' } },
      { name: 'Amsterdam', printers: before.printers, extra: true },
      { name: 'Amsterdam', printers: { ...before.printers, order: 42 } },
      { name: 'Amsterdam' },
      [],
    ];
    for (const payload of cases) {
      const response = await save('Amsterdam', payload);
      expect(response.statusCode, JSON.stringify(payload)).toBe(400);
      expect(response.json().message).toEqual(expect.any(String));
    }
    // A path parameter beyond Fastify's 100 characters is refused before routing.
    expect((await save('A'.repeat(101), before)).statusCode).toBe(414);
    expect(await stored('Amsterdam')).toEqual(before);
  });

  describe('its own parcel sizes (issue 22)', () => {
    const bigMourningPiece = { lengthMm: 900, widthMm: 700, heightMm: 350, weightG: 7000 };
    const postnlConfig = async (location: string) => {
      const [{ id }] = (await t.database.pool.query('SELECT id FROM orders WHERE is_mourning AND deleted_at IS NULL ORDER BY id LIMIT 1')).rows as { id: number }[];
      const response = await api('GET', `/workbench/transport/postnl/config?orderId=${id}`, { token: t.staff, location });
      expect(response.statusCode, response.body).toBe(200);
      return response.json().defaults.dimension as Record<string, number>;
    };

    it("stores the sizes that differ from the shared table, keeps them on a save without them, and the send screens start with them there", async () => {
      const before = await stored('Amsterdam');
      const response = await save('Amsterdam', { ...before, parcelDefaults: { rouwwerk: bigMourningPiece, boeket: PARCEL_DEFAULTS.boeket } });
      expect(response.statusCode, response.body).toBe(200);
      expect(response.json().parcelDefaults).toEqual({ rouwwerk: bigMourningPiece });
      expect((await save('Amsterdam', { name: 'Amsterdam', printers: before.printers })).json().parcelDefaults).toEqual({ rouwwerk: bigMourningPiece });
      expect((await api('GET', '/workbench/location', { token: t.staff })).json().parcelDefaults).toEqual({ rouwwerk: bigMourningPiece });

      expect(await postnlConfig('Amsterdam')).toEqual({ Length: 900, Width: 700, Height: 350, Weight: 7000, Volume: 220_500 });
      expect(await postnlConfig('Utrecht')).toEqual({ Length: 700, Width: 700, Height: 300, Weight: 5000, Volume: 147_000 });

      expect((await save('Amsterdam', { ...before, parcelDefaults: {} })).json().parcelDefaults).toEqual({});
      expect(await postnlConfig('Amsterdam')).toEqual(await postnlConfig('Utrecht'));
    });

    it('refuses a size that is no whole number within the carriers\' limits, in Dutch on its field, and stores nothing', async () => {
      const before = await stored('Utrecht');
      const response = await save('Utrecht', {
        ...before, parcelDefaults: { plant: { lengthMm: 0, widthMm: 1.5, heightMm: 600, weightG: 31_500 } },
      });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({
        message: 'Controleer uw gegevens',
        errors: [
          { field: 'parcelDefaults.plant.lengthMm', message: 'Waarde is te klein (min. 1)' },
          { field: 'parcelDefaults.plant.widthMm', message: 'Voer een geheel getal in' },
          { field: 'parcelDefaults.plant.heightMm', message: 'Waarde is te groot (max 580)' },
          { field: 'parcelDefaults.plant.weightG', message: 'Waarde is te groot (max 30000)' },
        ],
      });
      for (const parcelDefaults of [
        { plant: { lengthMm: '400', widthMm: 400, heightMm: 550, weightG: 4000 } },
        { plant: { lengthMm: 400, widthMm: 400, heightMm: 550 } },
        { vaas: bigMourningPiece },
        { plant: { ...bigMourningPiece, volume: 3 } },
        [],
      ]) {
        const refused = await save('Utrecht', { ...before, parcelDefaults });
        expect(refused.statusCode, JSON.stringify(parcelDefaults)).toBe(400);
        expect(refused.json().message).toEqual(expect.any(String));
      }
      expect(await stored('Utrecht')).toEqual(before);
    });
  });
});
