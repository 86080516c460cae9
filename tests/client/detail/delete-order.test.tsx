import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ref } from 'valtio';
import { toast } from 'sonner';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { commandsById } from '../../../src/client/commands/registry.ts';
import { closeOrder } from '../../../src/client/state/active-order.ts';
import { appData } from '../../../src/client/state/app-data.ts';
import { orderList } from '../../../src/client/state/order-list.ts';
import { session } from '../../../src/client/state/session.ts';
import type { OrderListItem } from '../../../src/shared/schema/order.ts';
import { listItem } from '../orders/list-fixtures.tsx';
import { json, mockApi } from './api-mock.ts';
import { makeFeatures, makeOrder } from './order-fixture.ts';
import { showOrder } from './render-pane.tsx';

const ORDER_PATH = '/order/t[unprocessed]/10000034';
/** The change a delete answers: the order left every list, from where it was. */
const deleted = { orderId: 10000034, version: 2, listItem: null, was: { treatment: 'Nieuw', tag: null, deliveryDate: '2026-12-24', activeTransporter: null } };
const deleteButton = () => screen.getByRole('button', { name: 'Order verwijderen' });

function signIn(isAdministrator: boolean) {
  session.auth = { token: 't', url: '/', user: { name: 'gebruiker', isAdministrator }, created: 0, expires: Date.now() / 1000 + 3600 };
}

beforeEach(() => {
  closeOrder();
  appData.features = makeFeatures();
  Object.assign(orderList, {
    request: { tags: ['unprocessed'], page: 1 },
    items: ref([10000034, 10000035].map((id) => ({ id }) as OrderListItem)),
    meta: { total: 2, page: 1, pageSize: 50 },
  });
});

afterEach(() => {
  vi.restoreAllMocks();
  session.auth = null;
});

describe('deleting an order from its detail', () => {
  it('is offered to administrators only', () => {
    signIn(false);
    showOrder(makeOrder(), ORDER_PATH);
    expect(screen.queryByRole('button', { name: 'Order verwijderen' })).toBeNull();
  });

  it('asks first (Annuleren has the focus); Escape keeps the order and sends nothing', async () => {
    signIn(true);
    const { sent } = mockApi(() => json({ success: true }));
    showOrder(makeOrder(), ORDER_PATH);
    await userEvent.click(deleteButton());

    const dialog = screen.getByRole('alertdialog', { name: 'Order verwijderen' });
    expect(dialog).toHaveTextContent('Weet u zeker dat u order BLB0000034 wil verwijderen?');
    expect(within(dialog).getByRole('button', { name: 'Annuleren' })).toHaveFocus();
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(sent).toEqual([]);
    expect(window.location.pathname).toBe(ORDER_PATH);
  });

  it('drops the question when the order closes before it was answered: opening it again does not ask again', async () => {
    signIn(true);
    const { sent } = mockApi((request) => json(request.method === 'GET' ? makeOrder() : { success: true }));
    const { navigate } = showOrder(makeOrder(), ORDER_PATH);
    await userEvent.click(deleteButton());
    expect(screen.getByRole('alertdialog')).toBeInTheDocument();

    act(() => navigate('/order/t[unprocessed]'));
    expect(screen.queryByRole('alertdialog')).toBeNull();
    act(() => navigate(ORDER_PATH));

    expect(await screen.findByRole('button', { name: 'Order verwijderen' })).toBeInTheDocument();
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(sent.filter(({ method }) => method === 'DELETE')).toEqual([]);
  });

  it("deletes after Verwijderen: says 'Order … is verwijderd', drops it from the list and returns to the list", async () => {
    signIn(true);
    const success = vi.spyOn(toast, 'success');
    const { sent } = mockApi(() => json(deleted));
    const command = vi.spyOn(commandsById.get('order.delete')!, 'run');
    showOrder(makeOrder(), ORDER_PATH);
    await userEvent.click(deleteButton());
    expect(command).toHaveBeenCalledOnce();
    await userEvent.click(screen.getByRole('button', { name: 'Verwijderen' }));

    await waitFor(() => expect(window.location.pathname).toBe('/order/t[unprocessed]'));
    expect(sent).toEqual([{ method: 'DELETE', url: '/gateway/api/workbench/order/10000034', body: undefined }]);
    expect(success).toHaveBeenCalledWith('Order BLB0000034 is verwijderd', expect.objectContaining({ description: 'Id 10000034' }));
    expect(orderList.items.map((item) => item.id)).toEqual([10000035]);
    expect(orderList.meta.total).toBe(1);
  });

  it("offers 'Ongedaan maken' in the message, which takes the delete back as any undo does", async () => {
    signIn(true);
    const success = vi.spyOn(toast, 'success');
    const restored = { orderId: 10000034, version: 3, listItem: listItem({ id: 10000034, treatment: 'Nieuw' }), was: null };
    const { sent } = mockApi((request) => json(request.method === 'POST' ? restored : deleted));
    showOrder(makeOrder(), ORDER_PATH);
    await userEvent.click(deleteButton());
    await userEvent.click(screen.getByRole('button', { name: 'Verwijderen' }));
    await waitFor(() => expect(success).toHaveBeenCalledOnce());
    // Back on the list, as the app's pane would be: no order is open any more.
    act(() => closeOrder());

    const { action } = success.mock.calls[0][1] as { action: { label: string; onClick(): void } };
    expect(action.label).toBe('Ongedaan maken');
    action.onClick();

    await waitFor(() => expect(success).toHaveBeenLastCalledWith(`Order ${restored.listItem.orderNumber} is teruggezet`));
    expect(sent.map((request) => `${request.method} ${request.url} ${JSON.stringify(request.body ?? null)}`)).toEqual([
      'DELETE /gateway/api/workbench/order/10000034 null',
      'POST /gateway/api/workbench/order/10000034/undo {"version":2}',
      // The undo opens the order it brought back (its address), and the pane fetches it: it was forgotten.
      'GET /gateway/api/workbench/order/10000034 null',
    ]);
    expect(orderList.items.map((item) => item.id)).toContain(10000034);
  });

  it("shows the server's refusal and stays on the order", async () => {
    signIn(true);
    const showError = vi.spyOn(toast, 'error');
    mockApi(() => json({ message: 'U heeft geen toegang tot deze functie' }, 403));
    showOrder(makeOrder(), ORDER_PATH);
    await userEvent.click(deleteButton());
    await userEvent.click(screen.getByRole('button', { name: 'Verwijderen' }));

    await waitFor(() => expect(showError).toHaveBeenCalledWith('U heeft geen toegang tot deze functie'));
    expect(window.location.pathname).toBe(ORDER_PATH);
    expect(orderList.items.map((item) => item.id)).toEqual([10000034, 10000035]);
  });
});
