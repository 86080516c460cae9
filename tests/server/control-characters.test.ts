// Control characters (issue 21): a line break in a relay field added code lines to the EuroFlorist mail (a fake price,
// sender and total), and ESC, BEL or CR/LF were stored in folder titles, notes and florist names. A single-line
// field refuses every control character with 'Bevat ongeldige tekens'; a multi-line one keeps its line breaks and
// tabs, '\r\n' stored as '\n'. Nothing refused is stored or sent.
import { describe, expect, it } from 'vitest';
import { colleagueFloristDefaults } from '../../src/shared/domain/florist-form.ts';
import { relayDefaults } from '../../src/shared/domain/relay-form.ts';
import { carrierApi, orderValues } from '../helpers/carriers.ts';
import { HANDOFF_PATHS, handoffApi } from '../helpers/handoff-api.ts';
import { bearer, databaseKinds, useTestApp } from '../helpers/test-app.ts';

const INVALID = 'Bevat ongeldige tekens';
const ESC = '\u001b[31mrood\u001b[0m';
const BEL = 'Bel\u0007';

describe.each(databaseKinds)('control characters on %s', (kind) => {
  const t = useTestApp(kind);
  const api = handoffApi(() => t);
  const carriers = carrierApi(t);
  const call = (method: 'GET' | 'POST' | 'PUT', url: string, payload?: object, token = t.staff) =>
    t.app.inject({ method, url: `/gateway/api${url}`, payload, headers: bearer(token) });

  function expectRefused(response: { statusCode: number; body: string; json(): any }, field: string) {
    expect(response.statusCode, response.body).toBe(400);
    expect(response.json().errors).toContainEqual({ field, message: INVALID });
  }

  describe('in a mail or file a machine reads', () => {
    it('a line break in a relay field is refused, naming the field, and no relay mail leaves', async () => {
      const order = await api.freshOrder();
      const values = { ...relayDefaults(order), '21': 'Anna\n12 0.01\n01 9999' };
      const response = await api.handOff(HANDOFF_PATHS.relay, { orderId: order.id, transporter: 'euroflorist', values });
      expectRefused(response, 'values.21');
      expect(await api.mailJobs(order.id)).toEqual([]);
      expect((await api.order(order.id)).transport).not.toHaveProperty('euroflorist');
    });

    it.each([['a tab', 'Anna\tde Vries'], ['ESC', ESC], ['a carriage return', 'Dorpsstraat 1\r15 9999']])(
      'so is %s in any relay code',
      async (_, text) => {
        const order = await api.freshOrder();
        const values = { ...relayDefaults(order), '23': text };
        expectRefused(await api.handOff(HANDOFF_PATHS.relay, { orderId: order.id, transporter: 'euroflorist', values }), 'values.23');
        expect(await api.mailJobs(order.id)).toEqual([]);
      },
    );

    it('a line break in the colleague florist form\'s recipient is refused and no mail leaves; the card keeps its lines', async () => {
      const order = await api.freshOrder();
      const defaults = colleagueFloristDefaults(order, 1);
      const values = {
        ...defaults, recipient: { ...defaults.recipient, name: 'Ria\nBakker' }, card: { ...defaults.card, text: 'Lieve Ria,\nGefeliciteerd!' },
      };
      const response = await api.handOff(HANDOFF_PATHS.florist, { orderId: order.id, transporter: 'florist', values });
      expectRefused(response, 'values.recipient.name');
      expect(response.json().errors.map((error: { field: string }) => error.field)).not.toContain('values.card.text');
      expect(await api.mailJobs(order.id)).toEqual([]);
    });

    it('a control character in a carrier form field is refused before the carrier is asked', async () => {
      const adapter = carriers.sandbox('trunkrs');
      const id = await carriers.freshOrder();
      const response = await carriers.register('trunkrs', { orderId: id, values: { ...orderValues, remark: `Achterom\n${ESC}` } });
      expectRefused(response, 'remark');
      expect(adapter.register).not.toHaveBeenCalled();
    });
  });

  describe('in what is stored', () => {
    it('a folder title with ESC, BEL or a line break is refused, and no folder is made', async () => {
      for (const title of [`Map ${ESC}`, BEL, 'Eerste\nTweede']) {
        expectRefused(await call('POST', '/workbench/tag', { title }, t.admin), 'title');
        const [{ count }] = await api.sql<{ count: string }>('SELECT count(*) FROM tags WHERE title = $1', [title]);
        expect(Number(count)).toBe(0);
      }
    });

    it('a note keeps its lines and tabs, "\\r\\n" stored as "\\n"; BEL or ESC in it is refused', async () => {
      const order = await api.freshOrder();
      expectRefused(await call('POST', `/workbench/order/${order.id}/internalLog`, { content: `Let op ${BEL}` }), 'content');
      expectRefused(await call('POST', `/workbench/order/${order.id}/internalLog`, { content: ESC }), 'content');
      const added = await call('POST', `/workbench/order/${order.id}/internalLog`, { content: 'Klant belde:\r\n\tmorgen na 10:00' });
      expect(added.statusCode, added.body).toBe(201);
      expect((await api.order(order.id)).internalLog.map((entry) => entry.content)).toEqual(['Klant belde:\n\tmorgen na 10:00']);
    });

    it('a florist name with a line break is refused; the florist comment keeps its lines', async () => {
      const florist = {
        name: 'Bloemenhuis\nUrk', contactPersonName: '', emailAddress: 'info@bloemenhuis-urk.example', phoneNumber: '', accountNumber: '',
        comment: 'Bellen voor 11:00\r\nNiet op zondag', active: true,
        address: { street: 'Wijk 2', streetNumber: '14', zipcode: '8321 EP', city: 'Urk', countryCode: 'NL' }, deliveryCities: [],
      };
      expectRefused(await call('POST', '/workbench/florist', florist, t.admin), 'name');
      const created = await call('POST', '/workbench/florist', { ...florist, name: 'Bloemenhuis Urk' }, t.admin);
      expect(created.statusCode, created.body).toBe(201);
      expect(created.json().comment).toBe('Bellen voor 11:00\nNiet op zondag');
    });

    it('an order keeps line breaks in its comment and card text, refuses them in a name or address line', async () => {
      const order = await api.freshOrder();
      const edit = (changes: object) => call('PUT', `/workbench/order/${order.id}`, { version: order.version, ...changes });
      expectRefused(await edit({ recipient: { name: 'Anna\nde Vries' } }), 'recipient.name');
      expectRefused(await edit({ recipient: { address: { street: `Dorpsstraat${BEL}` } } }), 'recipient.address.street');
      expectRefused(await edit({ customer: { name: { lastName: ESC } } }), 'customer.name.lastName');
      expectRefused(await edit({ deliveryStatus: 'Bij\nburen' }), 'deliveryStatus');
      expectRefused(await edit({ comment: `Graag ${ESC}` }), 'comment');
      expect(await api.order(order.id)).toEqual(order);

      const card = { id: 20000001, title: 'Kaart', text: 'Lieve Anna,\r\nGefeliciteerd!', left: '', right: '' };
      const saved = await edit({ comment: 'Eerst bellen\n\tdan bezorgen', card });
      expect(saved.statusCode, saved.body).toBe(200);
      expect(saved.json().blocks.comment).toBe('Eerst bellen\n\tdan bezorgen');
      expect(saved.json().blocks.card.text).toBe('Lieve Anna,\nGefeliciteerd!');
      expectRefused(await edit({ card: { ...card, title: 'Kaart\n2' } }), 'card.title');
    });

    it('a location\'s printer and an EF card printer refuse control characters; the EF card text keeps its lines', async () => {
      expectRefused(await call('PUT', '/workbench/location/Zwolle', { name: 'Zwolle', printers: { order: `p1${ESC}` } }, t.admin), 'printers.order');
      expectRefused(await call('POST', '/workbench/print/efcard', { text: `Kaart ${BEL}`, type: 'card2', printer: '_popup' }), 'text');
      const card = await call('POST', '/workbench/print/efcard', { text: 'Regel een\r\nRegel twee', type: 'card2', printer: '_popup' });
      expect(card.statusCode, card.body).toBeLessThan(300);
    });
  });
});
