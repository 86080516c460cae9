import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { act } from 'react';
import { beforeEach, describe, expect, it } from 'vitest';
import { runCommand } from '../../../src/client/commands/run-command.ts';
import { closeOrder } from '../../../src/client/state/active-order.ts';
import { appData } from '../../../src/client/state/app-data.ts';
import { stopEditing } from '../../../src/client/state/order-edit.ts';
import { json, mockApi } from './api-mock.ts';
import type { Order } from '../../../src/shared/schema/order.ts';
import { changeTo, makeFeatures, makeOrder } from './order-fixture.ts';
import { showOrder } from './render-pane.tsx';

const ORDER_PATH = '/order/t[unprocessed]/10000034';
const block = (title: string) => screen.getByRole('region', { name: title });
const form = (title: string) => within(block(title)).getByRole('form', { name: `${title} bewerken` });
/** Shows the order; the server answers a PUT with the change that stores what it sent. */
function showAndStore(order: Order) {
  const api = mockApi(({ method, body }) => {
    if (method !== 'PUT') return json(order);
    const sent = body as Partial<Order>;
    const blocks = (Object.keys(sent) as (keyof Order)[]).filter((key) => key !== 'version');
    return json(changeTo({ ...order, ...sent, version: 2 }, blocks));
  });
  showOrder(order, ORDER_PATH);
  return api;
}
const puts = (sent: { method: string; body: unknown }[]) => sent.filter((request) => request.method === 'PUT').map((request) => request.body);

beforeEach(() => {
  closeOrder();
  stopEditing();
  appData.features = makeFeatures();
  window.history.pushState({}, '', ORDER_PATH);
});

describe('an order without a card', () => {
  it('offers to add a card text, and saves it as a whole card', async () => {
    const { sent } = showAndStore(makeOrder({ card: null }));
    expect(block('Kaart')).toHaveTextContent('Geen kaart');

    await userEvent.click(within(block('Kaart')).getByRole('button', { name: 'Kaarttekst toevoegen' }));
    const text = within(form('Kaart')).getByLabelText('Kaarttekst');
    expect(text).toHaveFocus();
    await userEvent.type(text, 'Van harte beterschap!{Enter}Marieke');
    await userEvent.click(within(form('Kaart')).getByRole('button', { name: 'Opslaan' }));

    await waitFor(() =>
      expect(puts(sent)).toEqual([
        { version: 1, card: { id: 20012775, title: 'Kaartje', text: 'Van harte beterschap!\nMarieke', left: '', right: '' } },
      ]),
    );
    expect(await within(block('Kaart')).findByText(/Van harte beterschap!/)).toBeInTheDocument();
  });

  it('offers to add a ribbon: on a mourning order a Rouwlint with its two lines', async () => {
    const { sent } = showAndStore(makeOrder({ card: null, isMourning: true }));

    await userEvent.click(within(block('Kaart')).getByRole('button', { name: 'Rouwlint toevoegen' }));
    await userEvent.type(within(form('Kaart')).getByLabelText('Links'), 'In liefdevolle herinnering');
    await userEvent.type(within(form('Kaart')).getByLabelText('Rechts'), 'Familie Jansen');
    await userEvent.click(within(form('Kaart')).getByRole('button', { name: 'Opslaan' }));

    await waitFor(() =>
      expect(puts(sent)).toEqual([
        { version: 1, card: { id: 20012781, title: 'Rouwlint', text: '', left: 'In liefdevolle herinnering', right: 'Familie Jansen' } },
      ]),
    );
    expect(await screen.findByRole('region', { name: 'Rouwlint' })).toHaveTextContent('Rechts: Familie Jansen');
  });

  it('E K opens the form with a ribbon for a mourning order; the kind can be switched to a card', async () => {
    mockApi(() => json(makeOrder()));
    showOrder(makeOrder({ card: null, isMourning: true }), ORDER_PATH);

    await act(() => runCommand('block.editCard'));
    expect(within(form('Kaart')).getByLabelText('Soort')).toHaveValue('ribbon');
    expect(within(form('Kaart')).getByLabelText('Links')).toHaveFocus();
    await userEvent.selectOptions(within(form('Kaart')).getByLabelText('Soort'), 'card');
    expect(within(form('Kaart')).getByLabelText('Kaarttekst')).toBeInTheDocument();
    expect(within(form('Kaart')).queryByLabelText('Links')).not.toBeInTheDocument();
  });

  it('refuses an empty card and a ribbon line over 60 characters, without a request', async () => {
    const { sent } = showAndStore(makeOrder({ card: null }));

    await userEvent.click(within(block('Kaart')).getByRole('button', { name: 'Kaarttekst toevoegen' }));
    await userEvent.click(within(form('Kaart')).getByRole('button', { name: 'Opslaan' }));
    expect(await within(form('Kaart')).findByText('Dit veld is verplicht.')).toBeInTheDocument();

    await userEvent.selectOptions(within(form('Kaart')).getByLabelText('Soort'), 'ribbon');
    await userEvent.type(within(form('Kaart')).getByLabelText('Links'), 'x'.repeat(61));
    await userEvent.click(within(form('Kaart')).getByRole('button', { name: 'Opslaan' }));
    expect(await within(form('Kaart')).findByText('Dit veld is te lang (max 60 karakters)')).toBeInTheDocument();
    expect(puts(sent)).toEqual([]);
  });
});

describe('an order without a church service or funeral time', () => {
  it("shows 'Geen tijd'; E T adds one, starting on the delivery date", async () => {
    const recipient = { ...makeOrder().recipient, addressType: 'church' };
    // A delivery date in December next year: ahead of today, however the calendar moves on.
    const year = new Date().getUTCFullYear() + 1;
    const { sent } = showAndStore(makeOrder({ deliveryDateTime: null, deliveryDate: `${year}-12-24`, recipient }));
    expect(block('Kerkdienst')).toHaveTextContent('Geen tijd');

    await act(() => runCommand('block.editDeliveryMoment'));
    const editor = within(block('Kerkdienst')).getByRole('form', { name: 'Kerkdienst bewerken' });
    expect(within(editor).getByLabelText('Datum')).toHaveValue(`24-12-${year}`);
    expect(within(editor).getByLabelText('Tijd')).toHaveFocus();
    await userEvent.type(within(editor).getByLabelText('Tijd'), '10:30');
    await userEvent.click(within(editor).getByRole('button', { name: 'Opslaan' }));

    // 24 December 10:30 in Amsterdam (UTC+1).
    await waitFor(() => expect(puts(sent)).toEqual([{ version: 1, deliveryDateTime: Date.UTC(year, 11, 24, 9, 30) / 1000 }]));
    expect(await within(block('Kerkdienst')).findByText(`24 december ${year} 10:30`)).toBeInTheDocument();
  });
});

describe('an order that is not for a church service or funeral', () => {
  it('has no service time block, and E T does nothing', async () => {
    const { sent } = showAndStore(makeOrder({ deliveryDateTime: null, isMourning: false }));
    expect(screen.queryByRole('region', { name: 'Uitvaart' })).not.toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Kerkdienst' })).not.toBeInTheDocument();

    await act(() => runCommand('block.editDeliveryMoment'));
    expect(screen.queryByRole('form', { name: 'Uitvaart bewerken' })).not.toBeInTheDocument();
    expect(puts(sent)).toEqual([]);
  });

  it('shows the block for a mourning order delivered at home', () => {
    showAndStore(makeOrder({ deliveryDateTime: null, isMourning: true }));
    expect(block('Uitvaart')).toHaveTextContent('Geen tijd');
  });
});
