// POST …/transport/euroflorist/register (issue 24; spec §2, §7, §8): the order imported into the flower relay's own
// system through its sandbox (the default): checked as the relay form is, refused with the relay's reason on its
// field, unreachable as a 503, one import per order whatever the requests, the same claim as the mail and the
// marking, and the page the popup opens showing the imported order.
import { randomUUID } from 'node:crypto';
import { describe, expect, it, vi } from 'vitest';
import { cardContent } from '../../src/shared/domain/card-content.ts';
import { handoffMessages } from '../../src/shared/domain/handoffs.ts';
import { relayDefaults, type RelayValues } from '../../src/shared/domain/relay-form.ts';
import type { HandoffResult } from '../../src/shared/schema/handoffs.ts';
import type { Order } from '../../src/shared/schema/order.ts';
import { changesHeard } from '../helpers/changes-heard.ts';
import { HANDOFF_PATHS, handoffApi } from '../helpers/handoff-api.ts';
import { databaseKinds, useTestApp } from '../helpers/test-app.ts';

const IMPORT_PATH = '/workbench/transport/euroflorist/register';
const ABROAD = { street: 'Friedrichstraße', streetNumber: '43', zipcode: '10117', city: 'Berlin', countryCode: 'DE' };
const EFID = /^EF\d{9}$/;
const importUrl = (result: HandoffResult) => (result.order.transport.euroflorist as { url: string }).url;

/** The hub broadcast one change (PostgreSQL's arrives a moment later), and no second one after a while. */
async function heardOnce(heard: unknown[]) {
  await vi.waitFor(() => expect(heard).toHaveLength(1));
  await new Promise((resolve) => setTimeout(resolve, 200));
  expect(heard).toHaveLength(1);
}

const RIBBON = { id: 20012781, title: 'Rouwlint', text: '', left: 'In dierbare herinnering', right: 'Familie van den Broek' };

describe.each(databaseKinds)('importing an order into EuroFlorist on %s', (kind) => {
  const t = useTestApp(kind);
  const api = handoffApi(() => t);
  const importOrder = (order: Order, values: Partial<RelayValues> = relayDefaults(order), key?: string | null) =>
    api.handOff(IMPORT_PATH, { orderId: order.id, transporter: 'euroflorist', values }, key);
  const sandboxPage = (url: string) => t.app.inject({ url });

  it("imports the order: 'Euroflorist', the relay's id, status IMPORTED and the page the popup opens, as one change", async () => {
    const order = await api.freshOrder(ABROAD);
    const heard = changesHeard(t.app, order.id);
    const response = await importOrder(order);
    expect(response.statusCode, response.body).toBe(200);
    const result: HandoffResult = response.json();
    expect(result.handoff).toMatchObject({ orderId: order.id, target: 'euroflorist', method: 'import', floristId: null, createdBy: 'medewerker' });
    expect(result.handoff.reference).toMatch(EFID);
    expect(result.order).toMatchObject({ treatment: 'Euroflorist', activeTransporter: 'euroflorist', version: order.version + 1 });
    const reference = result.handoff.reference;
    expect(result.order.transport.euroflorist).toEqual({
      efid: reference, code: reference, isRegistered: true, status: 'IMPORTED', card: cardContent(order.card),
      url: expect.stringMatching(new RegExp(`^/sandbox/euroflorist/orders/${reference}\\?sleutel=[0-9a-f]{32}$`)),
    });
    await heardOnce(heard);
    expect(heard[0]).toMatchObject({
      change: { orderId: order.id, version: order.version + 1, blocks: { treatment: 'Euroflorist', transport: result.order.transport } },
    });
    expect(await api.mailJobs(order.id)).toEqual([]);
    expect(await api.order(order.id)).toMatchObject({ treatment: 'Euroflorist', transport: { euroflorist: { status: 'IMPORTED' } } });

    const page = await sandboxPage(importUrl(result));
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toContain('text/html');
    expect(page.body).toContain(`Order ${reference}`);
    expect(page.body).toContain('Geïmporteerd');
    expect(page.body).toContain(order.orderNumber);
    expect(page.body).toContain('Berlin');
  });

  it('shows the page only with the key the import answered', async () => {
    const order = await api.freshOrder(ABROAD);
    const result: HandoffResult = (await importOrder(order)).json();
    const url = importUrl(result);
    for (const wrong of [url.replace(/sleutel=.*/, ''), url.replace(/sleutel=./, 'sleutel=x'), '/sandbox/euroflorist/orders/EF000000000?sleutel=abc']) {
      const page = await sandboxPage(wrong);
      expect(page.statusCode).toBe(404);
      expect(page.body).not.toContain('Berlin');
      expect(page.body).toContain('EuroFlorist kent geen order');
    }
  });

  it("sends a mourning order's ribbon, and an order without e-mail, as the form has them", async () => {
    const order = await api.freshOrder(ABROAD);
    await api.sql(`UPDATE orders SET card = $2, customer = customer || '{"email": ""}' WHERE id = $1`, [order.id, JSON.stringify(RIBBON)]);
    const mourning = await api.order(order.id);
    const response = await importOrder(mourning);
    expect(response.statusCode, response.body).toBe(200);
    const result: HandoffResult = response.json();
    expect(result.order.transport.euroflorist).toMatchObject({ status: 'IMPORTED', card: { kind: 'ribbon', left: 'In dierbare herinnering' } });
    const page = await sandboxPage(importUrl(result));
    expect(page.body).toContain('Lint links: In dierbare herinnering');
  });

  it('refuses a form the relay would not read with 400 per code, claiming and importing nothing', async () => {
    const order = await api.freshOrder(ABROAD);
    const response = await importOrder(order, { ...relayDefaults(order), '21': '', '51': 'x'.repeat(67) });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ message: handoffMessages.validationErrors, code: 'VALIDATION' });
    expect(response.json().errors).toEqual([
      { field: '21', message: 'Dit veld is vereist' }, { field: '51', message: 'Dit veld is te lang (max 66 karakters)' },
    ]);
    expect(await api.handoffsOf(order.id)).toEqual([]);
    expect(await api.order(order.id)).toMatchObject({ treatment: 'Nieuw', version: order.version });
  });

  it("passes the relay's refusal on with its reason on the field it names (422); the order can be imported after a fix", async () => {
    const order = await api.freshOrder(ABROAD);
    const refused = await importOrder(order, { ...relayDefaults(order), '32': 'Berlin #weiger' });
    expect(refused.statusCode).toBe(422);
    expect(refused.json()).toMatchObject({
      message: 'EuroFlorist weigert de zending: ongeldige gegevens', errors: [{ field: '32', message: 'Geweigerd door EuroFlorist' }],
    });
    expect(await api.order(order.id)).toMatchObject({ treatment: 'Nieuw', version: order.version });
    expect((await api.handoffsOf(order.id)).map((handoff) => handoff.status)).toEqual(['failed']);

    const fixed = await importOrder(order);
    expect(fixed.statusCode, fixed.body).toBe(200);
    expect((await api.handoffsOf(order.id)).map((handoff) => [handoff.method, handoff.status])).toEqual([['import', 'sent']]);
  });

  it('answers an outage with 503 in Dutch and leaves the order as it was, to be tried again', async () => {
    const order = await api.freshOrder(ABROAD);
    const down = await importOrder(order, { ...relayDefaults(order), '61': '#storing' });
    expect(down.statusCode).toBe(503);
    expect(down.json().message).toBe('EuroFlorist is tijdelijk niet bereikbaar');
    expect(await api.order(order.id)).toMatchObject({ treatment: 'Nieuw', version: order.version });
    expect((await importOrder(order)).statusCode).toBe(200);
  });

  it('imports once for 10 concurrent requests (with and without keys): the others are 409', async () => {
    const order = await api.freshOrder(ABROAD);
    const heard = changesHeard(t.app, order.id);
    const responses = await Promise.all(Array.from({ length: 10 }, (_, index) => importOrder(order, relayDefaults(order), index % 2 ? null : randomUUID())));
    const statuses = responses.map((response) => response.statusCode).sort();
    expect(statuses).toEqual([200, ...Array(9).fill(409)]);
    expect(await api.handoffsOf(order.id)).toHaveLength(1);
    await heardOnce(heard);
  });

  it('answers a repeated Idempotency-Key with the first answer; the key for another hand-off is 422', async () => {
    const order = await api.freshOrder(ABROAD);
    const key = randomUUID();
    const first = await importOrder(order, relayDefaults(order), key);
    const again = await importOrder(order, relayDefaults(order), key);
    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual(first.json());
    const mark = await api.handOff(HANDOFF_PATHS.mark, { orderId: order.id }, key);
    expect(mark.statusCode).toBe(422);
    expect(mark.json().message).toBe(handoffMessages.keyReused);
  });

  it('refuses an order mailed, marked or handed to a florist already with 409, and imports nothing', async () => {
    const mailed = await api.freshOrder(ABROAD);
    expect((await api.handOff(HANDOFF_PATHS.relay, { orderId: mailed.id, transporter: 'euroflorist', values: relayDefaults(mailed) })).statusCode).toBe(200);
    const marked = await api.freshOrder(ABROAD);
    expect((await api.handOff(HANDOFF_PATHS.mark, { orderId: marked.id })).statusCode).toBe(200);
    const withFlorist = await api.freshOrder(ABROAD);
    await api.sql(`UPDATE orders SET treatment = 'Collega bloemist' WHERE id = $1`, [withFlorist.id]);

    for (const [order, target] of [[mailed, 'EuroFlorist'], [marked, 'EuroFlorist'], [withFlorist, 'collega bloemist']] as const) {
      const response = await importOrder(order);
      expect(response.statusCode).toBe(409);
      expect(response.json().message).toBe(`Order ${order.id} is al naar ${target} verstuurd`);
    }
    expect((await api.handoffsOf(mailed.id)).map((handoff) => handoff.method)).toEqual(['mail']);
    const imported = await api.freshOrder(ABROAD);
    expect((await importOrder(imported)).statusCode).toBe(200);
    const mailAfter = await api.handOff(HANDOFF_PATHS.relay, { orderId: imported.id, transporter: 'euroflorist', values: relayDefaults(imported) });
    expect(mailAfter.statusCode).toBe(409);
    expect(await api.mailJobs(imported.id)).toEqual([]);
  });

  it('answers 404 for an unknown order and 400 for a code the relay does not know', async () => {
    const order = await api.freshOrder(ABROAD);
    const unknown = await api.handOff(IMPORT_PATH, { orderId: 999_999_999, transporter: 'euroflorist', values: relayDefaults(order) });
    expect(unknown.statusCode).toBe(404);
    const badCode = await importOrder(order, { ...relayDefaults(order), ['99' as '01']: 'x' });
    expect(badCode.statusCode).toBe(400);
  });
});
