import { render, screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import floristView from '../../commands/florist.view.ts';
import { activeOrder } from '../../src/client/state/active-order.ts';
import { ActionPanel } from '../../src/client/workbench/ActionPanel.tsx';
import type { Florist } from '../../src/shared/schema/florists.ts';
import type { Order } from '../../src/shared/schema/order.ts';
import { applies, fakeContext } from '../commands/fake-context.ts';
import { json, mockApi } from './detail/api-mock.ts';
import { makeOrder } from './detail/order-fixture.ts';

const FLORIST: Florist = {
  id: 501,
  name: 'Bloemenhuis De Linde',
  contactPersonName: 'Sanne de Vries',
  emailAddress: 'info@bloemenhuisdelinde.example',
  phoneNumber: '0570-612345',
  accountNumber: 'NL91ABNA0417164300',
  comment: 'Graag voor 10:00 bestellen',
  address: { street: 'Brink', streetNumber: '12', zipcode: '7411 BR', city: 'Deventer', countryCode: 'NL' },
  deliveryCount: 42, active: true,
  deliveryCities: [{ city: 'Deventer', price: 5.95, startTime: '08:30', endTime: '18:00' }],
};

const LONG_CARD = 'Lieve Anna, van harte gefeliciteerd met je verjaardag en alvast een hele fijne dag gewenst!\nMarieke';

/** An order handed to florist 501 with the lines the florist received (other prices than the customer's). */
const handedOver = (overrides: Partial<Order> = {}) =>
  makeOrder({
    treatment: 'Collega bloemist',
    deliveryDate: '2026-11-24',
    imageUrl: 'https://cdn.example.nl/boeket-geel.jpg',
    card: { id: 20012790, title: 'Kaartje', text: LONG_CARD, left: '', right: '' },
    transport: {
      florist: {
        id: 501,
        data: {
          orderItems: [
            { productId: 940107, title: "Gerbera's geel", quantity: 2, pricePerProduct: 12.5, price: 25 },
            { productId: 943233, title: 'Interne regel', quantity: 1, pricePerProduct: 1, price: 1 },
            { productId: 940200, title: 'Vaas', quantity: 1, pricePerProduct: 7.95, price: 7.95 },
          ],
        },
      },
    },
    ...overrides,
  });

function showFloristView(order: Order) {
  Object.assign(activeOrder, { id: order.id, order, loading: false, error: null });
  return render(<ActionPanel action="viewFlorist" />);
}

beforeEach(() => {
  // jsdom has no scrolling; the panel scrolls to its top when it opens.
  Element.prototype.scrollTo = () => {};
  window.history.replaceState(null, '', '/order/t[processed]/10000034/viewFlorist');
});

describe('the viewFlorist page (spec §2)', () => {
  it('shows the florist, then the order as they received it: long date, number, their lines and total, image, card wrapped at 50', async () => {
    const { sent } = mockApi(() => json(FLORIST));
    showFloristView(handedOver());

    expect(screen.getByText('Even geduld a.u.b. Gegevens worden geladen...')).toBeInTheDocument();
    const florist = await screen.findByRole('group', { name: 'Collega bloemist' });
    expect(sent.map((request) => request.url)).toEqual(['/gateway/api/workbench/florist/501']);
    expect(within(florist).getByRole('heading', { name: 'Bloemenhuis De Linde' })).toBeInTheDocument();
    for (const text of ['Sanne de Vries', 'info@bloemenhuisdelinde.example', '0570-612345', 'Brink 12', '7411 BR Deventer', 'NL91ABNA0417164300']) {
      expect(within(florist).getByText(text)).toBeInTheDocument();
    }

    const order = screen.getByRole('article', { name: 'Order' });
    expect(within(order).getByRole('heading', { name: 'dinsdag 24 november 2026' })).toBeInTheDocument();
    expect(order).toHaveTextContent('Ordernummer: BLB0000034');
    const rows = within(within(order).getByRole('table', { name: 'Orderregels' })).getAllByRole('row').map((row) => row.textContent);
    expect(rows).toEqual([
      'AantalProductStukprijsPrijs',
      "2Gerbera's geel€ 12,50€ 25,00",
      '1Vaas€ 7,95€ 7,95',
      'Totaal€ 32,95',
    ]);
    expect(within(order).getByRole('img', { name: 'Afbeelding van het product' })).toHaveAttribute('src', 'https://cdn.example.nl/boeket-geel.jpg');
    const card = within(order).getByRole('group', { name: 'Kaart' });
    expect(card.querySelector('.florist-view__card')!.textContent).toBe(
      'Lieve Anna, van harte gefeliciteerd met je\nverjaardag en alvast een hele fijne dag gewenst!\nMarieke',
    );
    expect(within(order).getByRole('group', { name: 'Opmerking' })).toHaveTextContent('Geen opmerking');
  });

  it('shows the delivery address with its phone and the customer block', async () => {
    mockApi(() => json(FLORIST));
    showFloristView(handedOver());

    const address = await screen.findByRole('group', { name: 'Afleveradres' });
    expect(address).toHaveTextContent('Iris Dijkstra');
    expect(address).toHaveTextContent('Marktplein 166');
    expect(address).toHaveTextContent('7425 SM Deventer');
    expect(address).toHaveTextContent('Tel. 0570-600023');
    const customer = screen.getByRole('group', { name: 'Klant' });
    expect(customer).toHaveTextContent('Mevr. M. van Brouwer');
    expect(customer).toHaveTextContent('Graaf Florisstraat 35');
    expect(customer).toHaveTextContent('Tel. 06-83828016');
  });

  it("falls back to the order's own lines, says there is no card, and shows the description and the comment", async () => {
    mockApi(() => json(FLORIST));
    showFloristView(handedOver({
      card: null,
      imageUrl: null,
      description: 'Let op: zonnebloemen apart inpakken',
      comment: 'Graag na 12:00 bezorgen',
      transport: { florist: { id: 501, data: {} } },
    }));

    const order = await screen.findByRole('article', { name: 'Order' });
    const rows = within(order).getAllByRole('row').map((row) => row.textContent);
    expect(rows.slice(1)).toEqual(["1Gerbera's geel€ 19,95€ 19,95", 'Totaal€ 19,95']);
    expect(within(order).getByRole('group', { name: 'Kaart' })).toHaveTextContent('Er zit geen kaartje bij de bestelling.');
    expect(within(order).getByRole('group', { name: 'Omschrijving' })).toHaveTextContent('Let op: zonnebloemen apart inpakken');
    expect(within(order).getByRole('group', { name: 'Opmerking' })).toHaveTextContent('Graag na 12:00 bezorgen');
    expect(within(order).queryByRole('img')).toBeNull();
    expect(order).not.toHaveTextContent('Geen opmerking');
  });

  it('shows the two lines of a ribbon as its card', async () => {
    mockApi(() => json(FLORIST));
    showFloristView(handedOver({ card: { id: 20012781, title: 'Rouwlint', text: '', left: 'In liefdevolle herinnering', right: 'Familie de Jong' } }));
    const card = await screen.findByRole('group', { name: 'Lint' });
    expect(card.querySelector('.florist-view__card')!.textContent).toBe('Lint links: In liefdevolle herinnering\nLint rechts: Familie de Jong');
  });

  it('shows the card as the florist received it, when the hand-off kept it', async () => {
    mockApi(() => json(FLORIST));
    const received = { kind: 'ribbon', text: '', left: 'Rust zacht', right: 'Buurtvereniging De Linde' };
    const order = handedOver();
    showFloristView({ ...order, transport: { florist: { id: 501, data: { ...(order.transport.florist as { data: object }).data, card: received } } } });
    const card = await screen.findByRole('group', { name: 'Lint' });
    expect(card.querySelector('.florist-view__card')!.textContent).toBe('Lint links: Rust zacht\nLint rechts: Buurtvereniging De Linde');
  });

  it('says in Dutch when the florist cannot be loaded', async () => {
    mockApi(() => json({ message: 'Bloemist 501 is niet gevonden', code: 'NOT_FOUND' }, 404));
    showFloristView(handedOver());
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'De gegevens van de collega bloemist konden niet worden geladen: Bloemist 501 is niet gevonden',
    );
  });

  it('says so when the order was not handed to a colleague florist, and asks nothing', () => {
    const { sent } = mockApi(() => json(FLORIST));
    showFloristView(handedOver({ transport: {} }));
    expect(screen.getByRole('alert')).toHaveTextContent('Deze order is niet aan een collega bloemist gegeven.');
    expect(sent).toEqual([]);
  });
});

describe('florist.view (Bekijken als bloemist, B V)', () => {
  const route = { tags: ['processed' as const], id: 10000034 };

  it('opens the viewFlorist page of an order handed to a colleague florist', () => {
    const context = fakeContext({ activeOrder: handedOver(), route, flags: { 'order.open': true } });
    expect(applies(floristView, context)).toBe(true);
    void floristView.run(context, undefined);
    expect(context.app.goTo).toHaveBeenCalledWith({ tags: ['processed'], id: 10000034, action: 'viewFlorist' });
  });

  it('does not apply to an order of another treatment, or one without the florist it went to', () => {
    const open = { 'order.open': true };
    expect(applies(floristView, fakeContext({ activeOrder: handedOver({ treatment: 'Verwerkt' }), route, flags: open }))).toBe(false);
    expect(applies(floristView, fakeContext({ activeOrder: handedOver({ transport: {} }), route, flags: open }))).toBe(false);
    expect(applies(floristView, fakeContext({ activeOrder: null, route, flags: open }))).toBe(false);
  });
});
