// 'Importeren in EuroFlorist' (issue 24; spec §2, §8): B I or the relay form's button asks, imports the order into the
// relay's own system with the form's values (as filled from the order when the form is not open), says 'Order is in
// nieuwe popup in Euroflorist geimporteerd', opens the relay's page in a popup (from the toast when the browser held
// it back), and the order leaves the list; a refusal is the §8 toast, on the form also on the field it names.
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { toast } from 'sonner';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import relayImport from '../../commands/relay.import.ts';
import { HandoffQuestionDialog } from '../../src/client/panels/handoff/HandoffQuestionDialog.tsx';
import { RelayPanel } from '../../src/client/panels/relay/RelayPanel.tsx';
import { activeOrder } from '../../src/client/state/active-order.ts';
import { orderList } from '../../src/client/state/order-list.ts';
import { relayDefaults } from '../../src/shared/domain/relay-form.ts';
import type { Order } from '../../src/shared/schema/order.ts';
import { listTwoNewOrders } from './orders/list-fixtures.tsx';
import { applies, fakeContext } from '../commands/fake-context.ts';
import { json, mockApi, type SentRequest } from './detail/api-mock.ts';
import { makeOrder } from './detail/order-fixture.ts';

const POPUP_URL = '/sandbox/euroflorist/orders/EF200000034?sleutel=0123456789abcdef0123456789abcdef';
const isImport = (request: SentRequest) => request.method === 'POST' && request.url === '/gateway/api/workbench/transport/euroflorist/register';
const imported = () => json({
  handoff: { id: 7, orderId: 10000034, target: 'euroflorist', method: 'import', floristId: null, reference: 'EF200000034', createdBy: 'medewerker', createdAt: 1_795_000_000 },
  order: makeOrder({ treatment: 'Euroflorist', activeTransporter: 'euroflorist', transport: { euroflorist: { efid: 'EF200000034', status: 'IMPORTED', url: POPUP_URL } } }),
});

const openOrder = (overrides: Partial<Order> = {}) => {
  const order = makeOrder({ treatment: 'Nieuw', ...overrides });
  Object.assign(activeOrder, { id: order.id, order, loading: false, error: null });
  return order;
};
const contextFor = (order: Order) =>
  fakeContext({ route: { tags: ['unprocessed'], id: order.id }, activeOrder: order, flags: { 'order.open': true } });

async function confirm(user = userEvent.setup()) {
  const question = await screen.findByRole('alertdialog', { name: 'Importeren in EuroFlorist' });
  expect(question).toHaveTextContent('Order BLB0000034 importeren in EuroFlorist? Dit kan niet ongedaan worden gemaakt.');
  await user.click(within(question).getByRole('button', { name: 'Importeren' }));
}

beforeEach(() => {
  listTwoNewOrders('/order/t[unprocessed]/10000034');
});

describe("the command 'Importeren in EuroFlorist'", () => {
  it('applies to an open order not yet with the relay or a colleague florist', () => {
    expect(relayImport.title).toBe('Importeren in EuroFlorist');
    expect(applies(relayImport, contextFor(openOrder()))).toBe(true);
    expect(applies(relayImport, contextFor(openOrder({ treatment: 'Euroflorist' })))).toBe(false);
    expect(applies(relayImport, contextFor(openOrder({ treatment: 'Collega bloemist' })))).toBe(false);
  });

  it('asks, imports the form as filled from the order, says so, opens the popup and leaves for the list', async () => {
    const { sent } = mockApi(imported);
    const success = vi.spyOn(toast, 'success');
    const popup = vi.spyOn(window, 'open').mockReturnValue({} as Window);
    const order = openOrder();
    render(<HandoffQuestionDialog />);
    const running = relayImport.run(contextFor(order), undefined);
    await confirm();
    await running;

    const [request, ...others] = sent.filter(isImport);
    expect(others).toEqual([]);
    expect(request.body).toEqual({ orderId: 10000034, transporter: 'euroflorist', values: relayDefaults(order) });
    expect(success).toHaveBeenCalledWith('Order is in nieuwe popup in Euroflorist geimporteerd', undefined);
    expect(popup).toHaveBeenCalledWith(POPUP_URL, 'euroflorist-EF200000034', 'width=500,height=500');
    expect(window.location.pathname).toBe('/order/t[unprocessed]');
    expect(orderList.items.map((row) => row.id)).toEqual([10000035]);
    expect(activeOrder.order?.treatment).toBe('Euroflorist');
  });

  it("offers 'Openen' in the toast when the browser held the popup back", async () => {
    mockApi(imported);
    const success = vi.spyOn(toast, 'success');
    const popup = vi.spyOn(window, 'open').mockReturnValue(null);
    render(<HandoffQuestionDialog />);
    const running = relayImport.run(contextFor(openOrder()), undefined);
    await confirm();
    await running;

    const options = success.mock.calls.at(-1)![1] as { description: string; action: { label: string; onClick: () => void } };
    expect(options.description).toBe('De browser hield de popup tegen.');
    expect(options.action.label).toBe('Openen');
    popup.mockReturnValue({} as Window);
    options.action.onClick();
    expect(popup).toHaveBeenCalledTimes(2);
    expect(popup).toHaveBeenLastCalledWith(POPUP_URL, 'euroflorist-EF200000034', 'width=500,height=500');
  });

  it("names what the relay form lacks instead of sending an order without products or recipient", async () => {
    const { sent } = mockApi(imported);
    const failure = vi.spyOn(toast, 'error');
    const order = openOrder({ orderItems: [] });
    await relayImport.run(contextFor({ ...order, recipient: { ...order.recipient, name: '' } }), undefined);
    expect(sent.filter(isImport)).toEqual([]);
    expect(failure).toHaveBeenCalledWith('Kan niet naar EuroFlorist versturen!', {
      description: 'Vul eerst in het EuroFlorist-formulier (B E) in: Waarde bloemen, Naam ontvanger, Product',
    });
  });

  it("a refusal is 'Kan niet naar EuroFlorist versturen!' with the relay's reason, and the order stays open", async () => {
    mockApi(() => json({ message: 'EuroFlorist is tijdelijk niet bereikbaar', code: 'CARRIER_UNAVAILABLE' }, 503));
    const failure = vi.spyOn(toast, 'error');
    const popup = vi.spyOn(window, 'open');
    render(<HandoffQuestionDialog />);
    const running = relayImport.run(contextFor(openOrder()), undefined);
    await confirm();
    await running;
    expect(failure).toHaveBeenCalledWith('Kan niet naar EuroFlorist versturen!', { description: 'EuroFlorist is tijdelijk niet bereikbaar' });
    expect(popup).not.toHaveBeenCalled();
    expect(window.location.pathname).toBe('/order/t[unprocessed]/10000034');
  });
});

describe("the relay form's 'Importeren in EuroFlorist'", () => {
  it('imports what the form holds, and puts a refusal on the field it names with the typed values kept', async () => {
    const { sent } = mockApi(() => json({
      message: 'Postcode onbekend bij EuroFlorist', code: 'CARRIER_REFUSED', errors: [{ field: '31', message: 'Onbekende postcode' }],
    }, 422));
    const failure = vi.spyOn(toast, 'error');
    const order = openOrder();
    window.history.replaceState(null, '', '/order/t[unprocessed]/10000034/sendToEuroFloristEmail');
    render(<><RelayPanel order={order} /><HandoffQuestionDialog /></>);
    const user = userEvent.setup();
    await user.type(screen.getByRole('textbox', { name: '63 Bijzonderheden (regel 3)' }), 'Bitte klopfen');
    await user.click(screen.getByRole('button', { name: 'Importeren in EuroFlorist' }));
    await confirm(user);

    await waitFor(() => expect(failure).toHaveBeenCalledWith('Kan niet naar EuroFlorist versturen!', { description: 'Postcode onbekend bij EuroFlorist' }));
    expect((sent.find(isImport)!.body as { values: Record<string, string> }).values['63']).toBe('Bitte klopfen');
    expect(screen.getByRole('textbox', { name: '31 Postcode' })).toHaveAccessibleDescription('Onbekende postcode');
    expect(screen.getByRole('textbox', { name: '63 Bijzonderheden (regel 3)' })).toHaveValue('Bitte klopfen');
  });

  it('does not import a form with errors: they show on their fields', async () => {
    const { sent } = mockApi(imported);
    const order = openOrder();
    render(<><RelayPanel order={order} /><HandoffQuestionDialog /></>);
    const user = userEvent.setup();
    await user.clear(screen.getByRole('textbox', { name: '21 Naam ontvanger' }));
    await user.click(screen.getByRole('button', { name: 'Importeren in EuroFlorist' }));
    expect(await screen.findByText('Dit veld is vereist')).toBeInTheDocument();
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(sent.filter(isImport)).toEqual([]);
  });
});
