import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { toast } from 'sonner';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { activeOrder, closeOrder } from '../../../src/client/state/active-order.ts';
import { appData } from '../../../src/client/state/app-data.ts';
import { json, mockApi } from './api-mock.ts';
import { changeTo, makeFeatures, makeOrder, ORDER_DATE } from './order-fixture.ts';
import { showOrder } from './render-pane.tsx';

const ORDER_PATH = '/order/t[unprocessed]/10000034';
const entry = (id: number, content: string) => ({ id, createDatetime: ORDER_DATE, createUserName: 'medewerker', content });
const log = () => screen.getByRole('region', { name: 'Interne log' });

beforeEach(() => {
  closeOrder();
  appData.features = makeFeatures();
  window.history.pushState({}, '', ORDER_PATH);
});

describe('processing an order', () => {
  it('marks a new order Verwerkt on its version, says so and returns to the list', async () => {
    const success = vi.spyOn(toast, 'success');
    const { sent } = mockApi(() => json(changeTo(makeOrder({ version: 4, treatment: 'Verwerkt' }), ['treatment'])));
    showOrder(makeOrder({ version: 3, treatment: 'Nieuw' }), ORDER_PATH);
    await userEvent.click(screen.getByRole('button', { name: 'Order verwerken' }));

    expect(sent).toEqual([{ method: 'PUT', url: '/gateway/api/workbench/order/10000034', body: { version: 3, treatment: 'Verwerkt' } }]);
    await waitFor(() => expect(window.location.pathname).toBe('/order/t[unprocessed]'));
    expect(success).toHaveBeenCalledWith('Order is verwerkt', expect.objectContaining({ action: expect.objectContaining({ label: 'Ongedaan maken' }) }));
  });

  // The rule of the bulk 'verwerken' too (mayMarkProcessed): a printed order may still be marked.
  it('offers processing for a printed order', () => {
    showOrder(makeOrder({ treatment: 'Geprint' }), ORDER_PATH);
    expect(screen.getByRole('button', { name: 'Order verwerken' })).toBeInTheDocument();
  });

  it.each(['Verwerkt', 'Afgehandeld', 'Collega bloemist'])('offers no processing for an order %s already', (treatment) => {
    showOrder(makeOrder({ treatment }), ORDER_PATH);
    expect(screen.queryByRole('button', { name: 'Order verwerken' })).not.toBeInTheDocument();
  });
});

describe('the internal log', () => {
  it('adds an entry and shows the log the server answers with', async () => {
    const { sent } = mockApi(() => json(changeTo(makeOrder({ internalLog: [entry(7, 'Klant gebeld')] }), ['internalLog']), 201));
    showOrder(makeOrder(), ORDER_PATH);
    await userEvent.type(within(log()).getByLabelText('Nieuwe notitie'), 'Klant gebeld');
    await userEvent.click(within(log()).getByRole('button', { name: 'Toevoegen' }));

    expect(sent).toEqual([{ method: 'POST', url: '/gateway/api/workbench/order/10000034/internalLog', body: { content: 'Klant gebeld' } }]);
    expect(await within(log()).findByText('Klant gebeld')).toBeInTheDocument();
    expect(within(log()).getByLabelText('Nieuwe notitie')).toHaveValue('');
  });

  it('deletes an entry after confirming, and shows the log the server answers with', async () => {
    const confirm = vi.spyOn(window, 'confirm').mockReturnValue(true);
    const { sent } = mockApi(() => json(changeTo(makeOrder({ internalLog: [] }), ['internalLog'])));
    showOrder(makeOrder({ internalLog: [entry(7, 'Klant gebeld')] }), ORDER_PATH);
    await userEvent.click(within(log()).getByRole('button', { name: 'Notitie verwijderen' }));

    expect(confirm).toHaveBeenCalledWith('Weet u zeker dat u deze notitie wilt verwijderen?');
    await waitFor(() => expect(within(log()).queryByText('Klant gebeld')).not.toBeInTheDocument());
    expect(sent.map((request) => `${request.method} ${request.url}`)).toEqual(['DELETE /gateway/api/workbench/order/10000034/internalLog/7']);
  });

  it('keeps the entry when the deletion is not confirmed, and says when deleting fails', async () => {
    const failure = vi.spyOn(toast, 'error');
    const confirm = vi.spyOn(window, 'confirm').mockReturnValue(false);
    const { sent } = mockApi(() => json({ message: 'Notitie is niet gevonden', code: 'NOT_FOUND' }, 404));
    showOrder(makeOrder({ internalLog: [entry(7, 'Klant gebeld')] }), ORDER_PATH);
    await userEvent.click(within(log()).getByRole('button', { name: 'Notitie verwijderen' }));
    expect(sent).toEqual([]);

    confirm.mockReturnValue(true);
    await userEvent.click(within(log()).getByRole('button', { name: 'Notitie verwijderen' }));
    await waitFor(() => expect(failure).toHaveBeenCalledWith('Fout bij verwijderen!'));
    expect(within(log()).getByText('Klant gebeld')).toBeInTheDocument();
  });
});

describe('the guestbook invitation', () => {
  it('saves the attribute when ticked and shows the answer', async () => {
    const { sent } = mockApi(() => json(makeOrder({ version: 2, attribute_29836110: true, excludeFromGuestbookInvitation: true })));
    showOrder(makeOrder(), ORDER_PATH);
    await userEvent.click(screen.getByRole('checkbox', { name: 'Geen uitnodiging gastenboek' }));

    expect(sent).toEqual([{ method: 'PUT', url: '/gateway/api/workbench/order/10000034/attribute/29836110', body: { value: true } }]);
    await waitFor(() => expect(screen.getByRole('checkbox', { name: 'Geen uitnodiging gastenboek' })).toBeChecked());
    expect(activeOrder.order?.version).toBe(2);
  });

  it('says when the attribute cannot be saved', async () => {
    const failure = vi.spyOn(toast, 'error');
    mockApi(() => json({ message: 'Eigenschap is niet gevonden', code: 'NOT_FOUND' }, 404));
    showOrder(makeOrder(), ORDER_PATH);
    await userEvent.click(screen.getByRole('checkbox', { name: 'Geen uitnodiging gastenboek' }));
    await waitFor(() => expect(failure).toHaveBeenCalledWith('Kan eigenschap niet opslaan!'));
    expect(screen.getByRole('checkbox', { name: 'Geen uitnodiging gastenboek' })).not.toBeChecked();
  });
});
