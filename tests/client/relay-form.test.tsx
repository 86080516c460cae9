// The flower-relay e-mail form (spec §2, §5, §9; issue 11): filled from the order, the codes with their Dutch labels,
// the sender codes and costs fixed, the total following the flowers' value, the §5 rules, then sent or only marked
// (§4 success flow), and a refusal as the §8 toast plus the red panel with the typed values kept.
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { toast } from 'sonner';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { HandoffQuestionDialog } from '../../src/client/panels/handoff/HandoffQuestionDialog.tsx';
import { RelayPanel } from '../../src/client/panels/relay/RelayPanel.tsx';
import { activeOrder } from '../../src/client/state/active-order.ts';
import { orderList } from '../../src/client/state/order-list.ts';
import { RELAY_CODES } from '../../src/shared/domain/relay-form.ts';
import type { Handoff } from '../../src/shared/schema/handoffs.ts';
import type { Order } from '../../src/shared/schema/order.ts';
import { listTwoNewOrders } from './orders/list-fixtures.tsx';
import { json, mockApi, type SentRequest } from './detail/api-mock.ts';
import { makeOrder } from './detail/order-fixture.ts';
import { showOrder } from './detail/render-pane.tsx';

const CARD = 'Liebe Oma, alles Gute zum 80. Geburtstag! Wir denken heute ganz fest an dich und feiern bald nach.\nAnna & Jonas';

/** 20 November 2026 09:00 Amsterdam time, in unix seconds: when the order below was placed. */
const ORDERED = Date.UTC(2026, 10, 20, 8, 0) / 1000;

/** An order for a grandmother in Berlin: two flower lines, a hidden internal line, a card and a comment. */
const germanOrder = (overrides: Partial<Order> = {}) => {
  const base = makeOrder({ treatment: 'Nieuw' });
  return makeOrder({
    treatment: 'Nieuw',
    orderDate: ORDERED,
    deliveryDate: '2026-12-24',
    orderItems: [
      { productId: 940107, title: 'Rozen rood', quantity: 2, pricePerProduct: 14.975, price: 29.95 },
      { productId: 943233, title: 'Interne regel', quantity: 1, pricePerProduct: 2, price: 2 },
      { productId: 940200, title: 'Vaas glas', quantity: 1, pricePerProduct: 7.95, price: 7.95 },
    ],
    card: { id: 20012790, title: 'Kaartje', text: CARD, left: '', right: '' },
    comment: 'Bitte bei den Nachbarn im Erdgeschoss abgeben, falls niemand zu Hause ist.',
    recipient: {
      ...base.recipient,
      name: 'Helga Schneider',
      address: { street: 'Kastanienallee', streetNumber: '12', zipcode: '10435', city: 'Berlin', countryCode: 'DE', country: 'Duitsland' },
      phoneNumber: '+49 30 4405123',
    },
    ...overrides,
  });
};

const HANDOFF: Handoff = {
  id: 1, orderId: 10000034, target: 'euroflorist', method: 'mail', floristId: null, reference: 'EF20261123001',
  createdBy: 'medewerker', createdAt: 1_795_000_000,
};
const handedOver = () => germanOrder({ treatment: 'Euroflorist', activeTransporter: 'euroflorist' });

const isSend = (request: SentRequest) => request.method === 'POST' && request.url.endsWith('/workbench/transport/euroflorist/email');
const succeed = (method: Handoff['method'] = 'mail') => () => json({ handoff: { ...HANDOFF, method }, order: handedOver() });

const field = (name: string) => screen.getByRole('textbox', { name });
const sendButton = () => screen.getByRole('button', { name: 'Versturen naar EuroFlorist' });
const markButton = () => screen.getByRole('button', { name: 'Alleen markeren als afgehandeld' });

function showPanel(order = germanOrder()) {
  Object.assign(activeOrder, { id: order.id, order, loading: false, error: null });
  render(<><RelayPanel order={order} /><HandoffQuestionDialog /></>);
  return userEvent.setup();
}

/** Enter on the question asked before the hand-off, once it is there. */
async function confirmQuestion(user: ReturnType<typeof userEvent.setup>) {
  await screen.findByRole('alertdialog');
  await user.keyboard('{Enter}');
}

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'], now: new Date('2026-11-23T10:00:00+01:00') });
  listTwoNewOrders('/order/t[unprocessed]/10000034/sendToEuroFloristEmail');
  return () => vi.useRealTimers();
});

describe('the flower-relay form, filled from the order', () => {
  it('shows the foreign recipient prominently and fills every code from the order, its labels in Dutch', () => {
    showPanel();
    expect(screen.getByText('Duitsland (DE)')).toHaveClass('relay-form__country');
    const recipient = screen.getByRole('group', { name: 'Ontvanger' });
    expect(within(recipient).getByRole('textbox', { name: '21 Naam ontvanger' })).toHaveValue('Helga Schneider');
    expect(field('23 Adres')).toHaveValue('Kastanienallee 12');
    expect(field('31 Postcode')).toHaveValue('10435');
    expect(field('32 Plaats')).toHaveValue('Berlin');
    expect(field('34 Land')).toHaveValue('DE');
    expect(field('35 Telefoon')).toHaveValue('+49 30 4405123');
    expect(field('05 Besteldatum')).toHaveValue('20-11-2026');
    expect(field('06 Bezorgdatum')).toHaveValue('24-12-2026');
    expect(field('41 Product')).toHaveValue('2x Rozen rood, 1x Vaas glas');
    expect(field('51 Kaarttekst (regel 1)')).toHaveValue('Liebe Oma, alles Gute zum 80. Geburtstag! Wir denken heute ganz');
    expect(field('52 Kaarttekst (regel 2)')).toHaveValue('fest an dich und feiern bald nach.');
    expect(field('53 Kaarttekst (regel 3)')).toHaveValue('Anna & Jonas');
    expect(field('61 Bijzonderheden (regel 1)')).toHaveValue('Bitte bei den Nachbarn im Erdgeschoss abgeben, falls niemand zu');
    expect(field('62 Bijzonderheden (regel 2)')).toHaveValue('Hause ist.');
    expect(screen.getAllByRole('group').map((group) => group.querySelector('legend')!.textContent)).toEqual([
      'Afzender', 'Data', 'Bedragen', 'Ontvanger', 'Product', 'Kaarttekst', 'Bijzonderheden', 'Afbeelding',
    ]);
    const shownCodes = screen.getAllByRole('textbox').map((input) => input.closest('.relay-field')!.querySelector('.relay-field__code')!.textContent);
    expect([...shownCodes].sort()).toEqual([...RELAY_CODES].sort());
  });

  it('marks the required codes, shows the sender codes and costs read-only and starts on the first field to type in', () => {
    showPanel();
    expect(screen.getByText('Bezorgdatum').parentElement).toHaveTextContent('06 Bezorgdatum *');
    expect(screen.getByText('Besteldatum').parentElement).not.toHaveTextContent('*');
    expect(field('06 Bezorgdatum')).toHaveAttribute('aria-required', 'true');
    const sender = within(screen.getByRole('group', { name: 'Afzender' })).getAllByRole('textbox');
    expect(sender.map((input) => (input as HTMLInputElement).value)).toEqual(['01', '2972', 'TFH', 'Referentie: 10000034', 'N', 'B', '9']);
    for (const input of sender) expect(input).toHaveAttribute('readonly');
    expect(field('13 Orderkosten')).toHaveValue('1.35');
    expect(field('14 Bezorgkosten')).toHaveValue('4.40');
    expect(field('16 Valuta')).toHaveValue('EUR');
    for (const name of ['13 Orderkosten', '14 Bezorgkosten', '15 Totaal', '16 Valuta']) expect(field(name)).toHaveAttribute('readonly');
    expect(field('05 Besteldatum')).toHaveFocus();
  });

  it('the total is the flowers plus 1.35 plus 4.40, following the flowers as they are typed', async () => {
    const user = showPanel();
    expect(field('12 Waarde bloemen')).toHaveValue('37.90');
    expect(field('15 Totaal')).toHaveValue('43.65');
    await user.clear(field('12 Waarde bloemen'));
    await user.type(field('12 Waarde bloemen'), '50');
    expect(field('15 Totaal')).toHaveValue('55.75');
    await user.type(field('12 Waarde bloemen'), ',5');
    expect(field('15 Totaal')).toHaveValue('56.25');
    await user.type(field('12 Waarde bloemen'), 'x');
    expect(field('15 Totaal')).toHaveValue('');
    expect(await screen.findByText('Geen getal')).toBeInTheDocument();
  });
});

describe('the flower-relay rules (spec §5)', () => {
  it("says 'Dit veld is vereist' under an emptied required code and keeps Versturen disabled", async () => {
    const user = showPanel();
    await waitFor(() => expect(sendButton()).toBeEnabled());
    await user.clear(field('21 Naam ontvanger'));
    await user.clear(field('31 Postcode'));
    expect(field('21 Naam ontvanger')).toHaveAccessibleDescription('Dit veld is vereist');
    await waitFor(() => expect(field('31 Postcode')).toHaveAccessibleDescription('Dit veld is vereist'));
    expect(field('21 Naam ontvanger')).toHaveAttribute('aria-invalid', 'true');
    await waitFor(() => expect(sendButton()).toBeDisabled());
    await user.type(field('21 Naam ontvanger'), 'Helga Schneider');
    await user.type(field('31 Postcode'), '10435');
    await waitFor(() => expect(sendButton()).toBeEnabled());
  });

  it('counts the characters of a 66-character line and says when it is too long, without cutting it off', async () => {
    const user = showPanel();
    const line = field('54 Kaarttekst (regel 4)');
    await user.type(line, 'x'.repeat(66));
    expect(line.closest('.relay-field')).toHaveTextContent('66/66');
    expect(line).not.toHaveAttribute('aria-invalid');
    await user.type(line, 'y');
    expect(line).toHaveValue(`${'x'.repeat(66)}y`);
    expect(line.closest('.relay-field')).toHaveTextContent('67/66');
    await waitFor(() => expect(line).toHaveAccessibleDescription('Dit veld is te lang (max 66 karakters)'));
    await waitFor(() => expect(sendButton()).toBeDisabled());
  });
});

describe('sending to the flower relay', () => {
  it('posts the values with one Idempotency-Key, then the order leaves the list and the workbench says so', async () => {
    const { sent, fetch } = mockApi(succeed());
    const success = vi.spyOn(toast, 'success');
    const user = showPanel();
    await user.clear(field('12 Waarde bloemen'));
    await user.type(field('12 Waarde bloemen'), '45,00');
    await user.type(field('39 Code uitvoerend bloemist'), 'DE-10435');
    await waitFor(() => expect(sendButton()).toBeEnabled());
    await user.click(sendButton());
    const question = await screen.findByRole('alertdialog', { name: 'Naar EuroFlorist' });
    expect(question).toHaveTextContent('Order BLB0000034 naar EuroFlorist mailen? Dit kan niet ongedaan worden gemaakt.');
    expect(sent.filter(isSend)).toEqual([]);
    await user.keyboard('{Enter}');

    await waitFor(() => expect(success).toHaveBeenCalledWith('Order BLB0000034 naar EuroFlorist'));
    expect(sent.filter(isSend)).toHaveLength(1);
    const body = sent.find(isSend)!.body as { orderId: number; transporter: string; values: Record<string, string> };
    expect(body.orderId).toBe(10000034);
    expect(body.transporter).toBe('euroflorist');
    expect(body.values).toMatchObject({
      '01': '01', '02': '2972', '03': 'TFH', '04': 'Referentie: 10000034', '05': '20-11-2026', '06': '24-12-2026',
      '12': '45,00', '13': '1.35', '14': '4.40', '15': '50.75', '16': 'EUR',
      '21': 'Helga Schneider', '31': '10435', '32': 'Berlin', '34': 'DE', '39': 'DE-10435', '41': '2x Rozen rood, 1x Vaas glas',
    });
    const init = fetch.mock.calls.find(([url]) => String(url).endsWith('/euroflorist/email'))![1]!;
    expect((init.headers as Record<string, string>)['idempotency-key']).toMatch(/^[0-9a-f-]{36}$/);
    expect(window.location.pathname).toBe('/order/t[unprocessed]');
    expect(orderList.items.map((row) => row.id)).toEqual([10000035]);
    expect(orderList.meta.total).toBe(1);
    expect(activeOrder.order?.treatment).toBe('Euroflorist');
  });

  it('Enter in a field asks first; Escape sends nothing and leaves the form as it was', async () => {
    const { sent } = mockApi(succeed());
    const user = showPanel();
    await user.type(field('39 Code uitvoerend bloemist'), 'DE-10435{Enter}');
    expect(await screen.findByRole('alertdialog', { name: 'Naar EuroFlorist' })).toBeInTheDocument();
    await user.keyboard('{Escape}');

    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(sent.some(isSend)).toBe(false);
    expect(field('39 Code uitvoerend bloemist')).toHaveValue('DE-10435');
    expect(sendButton()).toBeEnabled();
    expect(window.location.pathname).toBe('/order/t[unprocessed]/10000034/sendToEuroFloristEmail');
  });

  it("'Alleen markeren als afgehandeld' asks, then marks the order without a mail and says so; it leaves the list the same way", async () => {
    const { sent } = mockApi(succeed('mark'));
    const success = vi.spyOn(toast, 'success');
    const user = showPanel();
    await user.clear(field('21 Naam ontvanger'));
    await user.click(markButton());
    const question = await screen.findByRole('alertdialog', { name: 'Markeren als afgehandeld' });
    expect(question).toHaveTextContent('Order BLB0000034 markeren als afgehandeld door EuroFlorist? Er gaat geen mail weg.');
    await user.click(within(question).getByRole('button', { name: 'Markeren' }));

    await waitFor(() => expect(success).toHaveBeenCalledWith('Order BLB0000034 is gemarkeerd als afgehandeld door EuroFlorist'));
    expect(sent.map((request) => [request.url, request.body])).toEqual([
      ['/gateway/api/workbench/transport/euroflorist/mark', { orderId: 10000034 }],
    ]);
    expect(sent.some(isSend)).toBe(false);
    expect(window.location.pathname).toBe('/order/t[unprocessed]');
    expect(orderList.meta.total).toBe(1);
  });

  it('a double press sends once', async () => {
    let answer = (_response: Response) => {};
    const { sent } = mockApi(() => new Promise<Response>((resolve) => (answer = resolve)));
    const user = showPanel();
    await waitFor(() => expect(sendButton()).toBeEnabled());
    await user.click(sendButton());
    await confirmQuestion(user);
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(screen.getByRole('button', { name: 'Bezig met versturen…' })).toBeDisabled();
    expect(markButton()).toBeDisabled();
    await user.keyboard('{Enter}');
    answer(succeed()());
    await waitFor(() => expect(window.location.pathname).toBe('/order/t[unprocessed]'));
    expect(sent.filter(isSend)).toHaveLength(1);
  });

  it("a refusal: 'Kan niet naar EuroFlorist versturen!' with the message, the red panel, the field errors, the typed values kept", async () => {
    mockApi(() => json({
      message: 'Er zijn validatie fouten opgetreden, controleer uw invoer.',
      code: 'InvalidInput',
      errors: [{ field: '31', message: 'Onbekende postcode voor Berlin' }],
    }, 400));
    const failure = vi.spyOn(toast, 'error');
    const user = showPanel();
    await user.type(field('63 Bijzonderheden (regel 3)'), 'Klingel defekt, bitte klopfen');
    await waitFor(() => expect(sendButton()).toBeEnabled());
    await user.click(sendButton());
    await confirmQuestion(user);

    await waitFor(() => expect(failure).toHaveBeenCalledWith('Kan niet naar EuroFlorist versturen!', {
      description: 'Er zijn validatie fouten opgetreden, controleer uw invoer.',
    }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Er is een fout opgetreden Er zijn validatie fouten opgetreden, controleer uw invoer.');
    expect(field('31 Postcode')).toHaveAccessibleDescription('Onbekende postcode voor Berlin');
    expect(field('63 Bijzonderheden (regel 3)')).toHaveValue('Klingel defekt, bitte klopfen');
    expect(window.location.pathname).toBe('/order/t[unprocessed]/10000034/sendToEuroFloristEmail');
    expect(orderList.meta.total).toBe(2);
    expect(sendButton()).toBeInTheDocument();
  });

  it("a refused mark: 'Kan niet als afgehandeld door Euroflorist markeren' with the message and the red panel", async () => {
    mockApi(() => json({ message: 'Order 10000034 is al naar EuroFlorist verstuurd', code: 'Conflict' }, 409));
    const failure = vi.spyOn(toast, 'error');
    const user = showPanel();
    await user.click(markButton());
    await confirmQuestion(user);

    await waitFor(() => expect(failure).toHaveBeenCalledWith('Kan niet als afgehandeld door Euroflorist markeren', {
      description: 'Order 10000034 is al naar EuroFlorist verstuurd',
    }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Er is een fout opgetreden Order 10000034 is al naar EuroFlorist verstuurd');
    expect(markButton()).toBeEnabled();
  });
});

describe("the detail's link to the flower relay", () => {
  it("offers 'Naar EuroFlorist' next to the colleague link on the same route", () => {
    showOrder(makeOrder({ treatment: 'Nieuw' }), '/order/t[unprocessed]/10000034');
    const links = screen.getByRole('navigation', { name: 'Koppelingen' });
    expect(within(links).getByRole('link', { name: 'Naar EuroFlorist' })).toHaveAttribute('href', '/order/t[unprocessed]/10000034/sendToEuroFloristEmail');
  });

  it('has no such link for an order already with the relay or a colleague florist', () => {
    for (const treatment of ['Euroflorist', 'Collega bloemist']) {
      const { unmount } = showOrder(makeOrder({ treatment }), '/order/t[processed]/10000034');
      expect(screen.queryByRole('link', { name: 'Naar EuroFlorist' })).not.toBeInTheDocument();
      unmount();
    }
  });

  it('offers no colleague florist for an order with the relay: it went abroad once', () => {
    showOrder(makeOrder({ treatment: 'Euroflorist' }), '/order/t[processed]/10000034');
    expect(screen.queryByRole('link', { name: /collega bloemist/ })).not.toBeInTheDocument();
  });
});
