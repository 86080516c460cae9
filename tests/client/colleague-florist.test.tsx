// The colleague-florist send screen (spec §2, §4, §5, §8; issue 11): the florists of the recipient's city best first,
// chosen by keyboard, the §5 rules, Enter sends once, and what a refusal and a success look like.
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { toast } from 'sonner';
import { ref } from 'valtio';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { ColleagueFloristPanel } from '../../src/client/panels/colleague/ColleagueFloristPanel.tsx';
import { activeOrder } from '../../src/client/state/active-order.ts';
import { orderList } from '../../src/client/state/order-list.ts';
import type { FloristMatch } from '../../src/shared/schema/florists.ts';
import type { HandoffResult } from '../../src/shared/schema/handoffs.ts';
import type { Order, OrderListItem } from '../../src/shared/schema/order.ts';
import { json, mockApi, type SentRequest } from './detail/api-mock.ts';
import { makeOrder } from './detail/order-fixture.ts';

const florist = (id: number, name: string, fields: Partial<FloristMatch> = {}): FloristMatch => ({
  id, name, contactPersonName: 'Sanne de Vries', emailAddress: `info@${id}.example`, phoneNumber: '0570-612345',
  accountNumber: 'NL91ABNA0417164300', comment: '', active: true, deliveryCount: 0,
  address: { street: 'Brink', streetNumber: '12', zipcode: '7411 BR', city: 'Deventer', countryCode: 'NL' },
  deliveryCities: [{ city: 'Deventer', price: 5.95, startTime: '08:30', endTime: '18:00' }],
  price: 5.95, startTime: '08:30', endTime: '18:00', remembered: false,
  ...fields,
});

/** As the server answers: last time's choice first, then cheapest, then most deliveries. */
const FLORISTS = [
  florist(502, 'Bloemenhuis De Linde', { price: 7.5, startTime: '09:00', endTime: '17:00', deliveryCount: 42, remembered: true }),
  florist(501, 'Fleur & Zo', { price: 5.95, deliveryCount: 1 }),
  florist(503, 'Het Groene Hart', { price: 6.25, startTime: '10:00', endTime: '16:30', deliveryCount: 7 }),
];

const ORDER = makeOrder({ treatment: 'Nieuw' });
const isRegister = (request: SentRequest) => request.method === 'POST' && request.url.endsWith('/workbench/transport/florist/register');

const handedOver = (): HandoffResult => ({
  handoff: { id: 1, orderId: ORDER.id, target: 'florist', method: 'mail', floristId: 503, reference: '0000034', createdBy: 'medewerker', createdAt: 1_800_000_000 },
  order: { ...ORDER, treatment: 'Collega bloemist', transport: { florist: { id: 503, data: {} } } },
});

function serve({ florists = FLORISTS as FloristMatch[] | Response, register = (): Response | Promise<Response> => json(handedOver()) } = {}) {
  return mockApi((request) => {
    if (request.url.endsWith(`/workbench/order/${ORDER.id}/florist`)) return florists instanceof Response ? florists : json(florists);
    if (isRegister(request)) return register();
    return json({ message: 'Onverwacht verzoek' }, 500);
  });
}

function showPanel(order: Order = ORDER) {
  render(<ColleagueFloristPanel order={order} />);
  return userEvent.setup();
}

const choice = (name: RegExp) => screen.getByRole('radio', { name });
const sendButton = () => screen.getByRole('button', { name: /^(Versturen naar|Bezig met versturen)/ });

beforeEach(() => {
  window.history.replaceState(null, '', `/order/t[unprocessed]/${ORDER.id}/sendToColleague`);
  Object.assign(activeOrder, { id: ORDER.id, order: ORDER, loading: false, error: null });
  const row = { id: ORDER.id, orderNumber: ORDER.orderNumber, deliveryDate: ORDER.deliveryDate, treatment: 'Nieuw', tag: null, activeTransporter: null } as OrderListItem;
  Object.assign(orderList, { request: { tags: ['unprocessed'], page: 1 }, items: ref([row]), meta: { total: 12, page: 1, pageSize: 50 }, gap: null });
});

describe('the colleague florists of the order', () => {
  it('are loaded, then listed best first with price, window, deliveries and last time\'s choice; the first chosen and focused', async () => {
    const { sent } = serve();
    showPanel();
    expect(screen.getByText('Even geduld a.u.b. Gegevens worden geladen...')).toBeInTheDocument();
    const first = await screen.findByRole('radio', { name: /Bloemenhuis De Linde/ });
    expect(sent.map((request) => request.url)).toEqual([`/gateway/api/workbench/order/${ORDER.id}/florist`]);

    const labels = screen.getAllByRole('radio').map((radio) => radio.closest('label')!.textContent);
    expect(labels).toEqual([
      'Bloemenhuis De Linde€ 7,5009:00 – 17:00 · 42 bezorgingen · Vorige keer gekozen',
      'Fleur & Zo€ 5,9508:30 – 18:00 · 1 bezorging',
      'Het Groene Hart€ 6,2510:00 – 16:30 · 7 bezorgingen',
    ]);
    expect(first).toBeChecked();
    expect(first).toHaveFocus();
    await waitFor(() => expect(screen.getByRole('button', { name: 'Versturen naar Bloemenhuis De Linde' })).toBeEnabled());
  });

  it("says 'Helaas…' when none delivers in the recipient's city", async () => {
    serve({ florists: [] });
    showPanel();
    expect(await screen.findByText('Helaas hebben we geen collega bloemist voor deze order kunnen vinden.')).toBeInTheDocument();
    expect(screen.queryByRole('button')).toBeNull();
  });

  it("shows the server's message when the florists cannot be loaded", async () => {
    serve({ florists: json({ message: 'De bloemisten konden niet worden gelezen', code: 'INTERNAL' }, 500) });
    showPanel();
    expect(await screen.findByRole('alert')).toHaveTextContent('De bloemisten konden niet worden gelezen');
  });
});

describe('the form', () => {
  it('is prefilled from the order: number without BLB, date, lines, recipient, card', async () => {
    serve();
    showPanel(makeOrder({ treatment: 'Nieuw', description: 'Zonnebloemen apart', comment: 'Na 12:00' }));
    await screen.findAllByRole('radio');
    expect(screen.getByLabelText(/Ordernummer/)).toHaveValue('0000034');
    expect(screen.getByLabelText(/Bezorgdatum/)).toHaveValue('2026-12-24');
    const line = screen.getByRole('group', { name: 'Regel 1' });
    expect(within(line).getByLabelText(/Aantal/)).toHaveValue(1);
    expect(within(line).getByLabelText(/Product/)).toHaveValue("Gerbera's geel");
    expect(within(line).getByLabelText(/Prijs/)).toHaveValue('19,95');
    expect(screen.getByLabelText(/Naam/)).toHaveValue('Iris Dijkstra');
    expect(screen.getByLabelText(/Straat/)).toHaveValue('Marktplein');
    expect(screen.getByLabelText(/Huisnummer/)).toHaveValue('166');
    expect(screen.getByLabelText(/Postcode/)).toHaveValue('7425 SM');
    expect(screen.getByLabelText(/Plaats/)).toHaveValue('Deventer');
    expect(screen.getByLabelText(/Land/)).toHaveValue('NL');
    expect(screen.getByLabelText(/Telefoon/)).toHaveValue('0570-600023');
    expect(screen.getByLabelText('Kaarttekst')).toHaveValue('Gefeliciteerd!\nMarieke');
    expect(screen.getByLabelText('Omschrijving')).toHaveValue('Zonnebloemen apart');
    expect(screen.getByLabelText('Opmerking')).toHaveValue('Na 12:00');
  });

  it("shows a mourning order's ribbon as its two lines, not as an empty card text", async () => {
    serve();
    const ribbon = { id: 20012781, title: 'Rouwlint', text: '', left: 'In dierbare herinnering', right: 'Familie van den Broek' };
    showPanel(makeOrder({ treatment: 'Nieuw', isMourning: true, card: ribbon }));
    await screen.findAllByRole('radio');
    const group = screen.getByRole('group', { name: 'Lint' });
    expect(within(group).getByLabelText('Lint links')).toHaveValue('In dierbare herinnering');
    expect(within(group).getByLabelText('Lint rechts')).toHaveValue('Familie van den Broek');
    expect(screen.queryByLabelText('Kaarttekst')).toBeNull();
  });

  it('says what is wrong under the field (§5) and keeps the button disabled until it is right', async () => {
    serve();
    const user = showPanel();
    await waitFor(() => expect(sendButton()).toBeEnabled());

    const postcode = screen.getByLabelText(/Postcode/);
    await user.clear(postcode);
    await user.type(postcode, '0425 SM');
    expect(await screen.findByText('Dit is geen geldig nederlands postcode')).toBeInTheDocument();
    expect(postcode).toHaveAccessibleDescription('Dit is geen geldig nederlands postcode');
    expect(sendButton()).toBeDisabled();
    await user.clear(postcode);
    await user.type(postcode, '7425sm');
    await waitFor(() => expect(sendButton()).toBeEnabled());

    const line = screen.getByRole('group', { name: 'Regel 1' });
    const price = within(line).getByLabelText(/Prijs/);
    await user.clear(price);
    await user.type(price, '19,9x');
    await waitFor(() => expect(price).toHaveAccessibleDescription('Geen getal'));
    expect(sendButton()).toBeDisabled();
    await user.clear(price);
    await user.type(price, '17.50');
    await waitFor(() => expect(price).not.toHaveAccessibleDescription('Geen getal'));

    const quantity = within(line).getByLabelText(/Aantal/);
    await user.clear(quantity);
    await user.type(quantity, '-1');
    await waitFor(() => expect(quantity).toHaveAccessibleDescription('Waarde is te klein (min. 0)'));
    expect(sendButton()).toBeDisabled();
    await user.clear(quantity);
    await user.type(quantity, '2');
    await waitFor(() => expect(sendButton()).toBeEnabled());
  });

  it("says at once when the order's own postcode does not fit a Dutch address", async () => {
    serve();
    const order = makeOrder({ treatment: 'Nieuw' });
    order.recipient.address.zipcode = '742 SM';
    showPanel(order);
    expect(await screen.findByText('Dit is geen geldig nederlands postcode')).toBeInTheDocument();
    expect(sendButton()).toBeDisabled();
  });
});

describe('sending', () => {
  it('↓ chooses the next florist and Enter sends the form to them once, under an Idempotency-Key', async () => {
    let answer!: (response: Response) => void;
    const { sent, fetch } = serve({ register: () => new Promise<Response>((resolve) => (answer = resolve)) });
    const user = showPanel();
    await waitFor(() => expect(sendButton()).toBeEnabled());

    await user.keyboard('{ArrowDown}{ArrowDown}');
    expect(choice(/Het Groene Hart/)).toBeChecked();
    expect(choice(/Het Groene Hart/)).toHaveFocus();
    await user.keyboard('{ArrowUp}');
    expect(choice(/Fleur & Zo/)).toBeChecked();
    await user.keyboard('{ArrowDown}');
    expect(screen.getByRole('button', { name: 'Versturen naar Het Groene Hart' })).toBeInTheDocument();

    await user.keyboard('{Enter}{Enter}');
    await waitFor(() => expect(sendButton()).toHaveTextContent('Bezig met versturen…'));
    expect(sendButton()).toBeDisabled();
    await user.keyboard('{Enter}');
    expect(sent.filter(isRegister)).toHaveLength(1);
    expect(sent.find(isRegister)!.body).toEqual({
      orderId: ORDER.id,
      transporter: 'florist',
      values: {
        orderNumber: '0000034',
        floristId: 503,
        deliveryDate: '2026-12-24',
        orderItems: [{ title: "Gerbera's geel", quantity: 1, price: '19,95' }],
        recipient: {
          name: 'Iris Dijkstra', companyName: '', street: 'Marktplein', streetNumber: '166', zipcode: '7425 SM', city: 'Deventer',
          countryCode: 'NL', phoneNumber: '0570-600023',
        },
        card: { kind: 'card', text: 'Gefeliciteerd!\nMarieke', left: '', right: '' },
        description: '',
        comment: '',
      },
    });
    const init = fetch.mock.calls.find(([url]) => String(url).endsWith('/florist/register'))![1]!;
    expect((init.headers as Record<string, string>)['idempotency-key']).toMatch(/^[0-9a-f-]{36}$/);
    answer(json(handedOver()));
    await waitFor(() => expect(window.location.pathname).toBe('/order/t[unprocessed]'));
  });

  it('a success: the order leaves the list, the total drops by one, back to the list with the toast', async () => {
    serve();
    const success = vi.spyOn(toast, 'success');
    const user = showPanel();
    await waitFor(() => expect(sendButton()).toBeEnabled());
    await user.click(sendButton());

    await waitFor(() => expect(success).toHaveBeenCalledWith('Order BLB0000034 naar collega bloemist'));
    expect(window.location.pathname).toBe('/order/t[unprocessed]');
    expect(orderList.items).toEqual([]);
    expect(orderList.meta.total).toBe(11);
    expect(activeOrder.order?.treatment).toBe('Collega bloemist');
  });

  it('a refusal: the toast, the red panel, the field error on its field, and what was typed stays', async () => {
    const { sent } = serve({
      register: () =>
        json({ message: 'Bloemenhuis De Linde neemt geen orders meer aan', code: 'VALIDATION', errors: [{ field: 'recipient.phoneNumber', message: 'Geen telefoonnummer' }] }, 422),
    });
    const failure = vi.spyOn(toast, 'error');
    const user = showPanel();
    await waitFor(() => expect(sendButton()).toBeEnabled());
    await user.type(screen.getByLabelText('Opmerking'), 'Bellen bij aankomst');
    await user.click(sendButton());

    await waitFor(() =>
      expect(failure).toHaveBeenCalledWith('Kan niet naar Bloemist versturen!', { description: 'Bloemenhuis De Linde neemt geen orders meer aan' }),
    );
    expect(await screen.findByRole('alert')).toHaveTextContent('Er is een fout opgetreden Bloemenhuis De Linde neemt geen orders meer aan');
    expect(screen.getByLabelText(/Telefoon/)).toHaveAccessibleDescription('Geen telefoonnummer');
    expect(screen.getByLabelText('Opmerking')).toHaveValue('Bellen bij aankomst');
    expect(window.location.pathname).toBe(`/order/t[unprocessed]/${ORDER.id}/sendToColleague`);

    // Another try is another user action: another key.
    await user.clear(screen.getByLabelText(/Telefoon/));
    await user.type(screen.getByLabelText(/Telefoon/), '0570-600024');
    await waitFor(() => expect(sendButton()).toBeEnabled());
    await user.click(sendButton());
    await waitFor(() => expect(sent.filter(isRegister)).toHaveLength(2));
  });
});
