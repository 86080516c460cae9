import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { toast } from 'sonner';
import { beforeEach, describe, expect, it, onTestFinished, vi } from 'vitest';
import { closeOrder } from '../../../src/client/state/active-order.ts';
import { appData } from '../../../src/client/state/app-data.ts';
import { stopEditing } from '../../../src/client/state/order-edit.ts';
import { json, mockApi } from './api-mock.ts';
import { makeFeatures, makeOrder } from './order-fixture.ts';
import { showWithKeys } from './show-with-keys.tsx';


const posts = (sent: { method: string; url: string; body: unknown }[]) => sent.filter((request) => request.method !== 'GET');

beforeEach(() => {
  closeOrder();
  stopEditing();
  appData.features = makeFeatures();
});

describe('mails from the keyboard', () => {
  it("Z then K sends 'Klant in Beeld' at once, with its own Idempotency-Key, and says so", async () => {
    const { sent, fetch } = mockApi(() => json(makeOrder()));
    const success = vi.spyOn(toast, 'success');
    showWithKeys(makeOrder());

    await userEvent.keyboard('zk');

    await waitFor(() => expect(success).toHaveBeenCalledWith('Klant in Beeld mail is verstuurd', { description: 'Dit kan niet ongedaan worden gemaakt' }));
    expect(posts(sent)).toEqual([{ method: 'POST', url: '/gateway/api/workbench/order/10000034/mail', body: { type: 'KiB' } }]);
    const init = fetch.mock.calls.find(([, request]) => request?.method === 'POST')![1]!;
    expect(new Headers(init.headers).get('idempotency-key')).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('Z then B sends the confirmation through its own call; Z then A the address mail', async () => {
    const { sent } = mockApi(() => json(makeOrder()));
    showWithKeys(makeOrder());

    await userEvent.keyboard('zb');
    await waitFor(() => expect(posts(sent)).toHaveLength(1));
    await userEvent.keyboard('za');
    await waitFor(() => expect(posts(sent)).toHaveLength(2));

    expect(posts(sent).map(({ url, body }) => ({ url, body }))).toEqual([
      { url: '/gateway/api/workbench/order/10000034/sendConfirmation', body: { id: 10000034, type: 'Confirmation' } },
      { url: '/gateway/api/workbench/order/10000034/mail', body: { type: 'AddressError' } },
    ]);
  });

  it("Z then R sends 'Niet op rekening' only for the payment methods it is about", async () => {
    const { sent } = mockApi(() => json(makeOrder()));
    showWithKeys(makeOrder({ paymentMethod: { id: 1, title: 'iDEAL', icon: 'ideal' } }));
    await userEvent.keyboard('zr');
    expect(posts(sent)).toEqual([]);
  });

  it('typing Z and K in a text field sends nothing', async () => {
    const { sent } = mockApi(() => json(makeOrder()));
    showWithKeys(makeOrder());
    await userEvent.type(screen.getByLabelText('Nieuwe notitie'), 'zk');
    expect(screen.getByLabelText('Nieuwe notitie')).toHaveValue('zk');
    expect(posts(sent)).toEqual([]);
  });

  it('the mail buttons name their key in the tooltip', () => {
    mockApi(() => json(makeOrder()));
    showWithKeys(makeOrder());
    expect(screen.getByRole('button', { name: 'Klant in Beeld' })).toHaveAttribute('title', 'Klant in Beeld versturen (Z dan K)');
  });
});

/** The open order, and a list row with the focus, as when stepping through the list. */
function orderWithRowFocused() {
  const { sent } = mockApi(() => json(makeOrder(), 201));
  showWithKeys(makeOrder());
  const row = document.body.appendChild(Object.assign(document.createElement('div'), { tabIndex: 0, role: 'row' }));
  onTestFinished(() => row.remove());
  row.focus();
  return { sent, row };
}

describe('Ctrl+Enter', () => {
  it('saves the block being edited, while typing in it', async () => {
    const { sent } = mockApi(({ body }) => json(makeOrder({ comment: (body as { comment: string }).comment, version: 2 })));
    const success = vi.spyOn(toast, 'success');
    showWithKeys(makeOrder({ comment: '' }));

    await userEvent.click(screen.getByRole('button', { name: 'Bewerken: Opmerking klant' }));
    await userEvent.type(screen.getByRole('textbox', { name: 'Opmerking klant' }), 'Graag voor 12 uur');
    await userEvent.keyboard('{Control>}{Enter}{/Control}');

    await waitFor(() => expect(success).toHaveBeenCalledWith('Wijziging opgeslagen', expect.objectContaining({ duration: 10_000 })));
    expect(posts(sent)).toEqual([
      { method: 'PUT', url: '/gateway/api/workbench/order/10000034', body: { version: 1, comment: 'Graag voor 12 uur' } },
    ]);
    expect(screen.queryByRole('form', { name: 'Opmerking klant bewerken' })).not.toBeInTheDocument();
  });

  it("keeps the form's own checks: an invalid value is not sent", async () => {
    const { sent } = mockApi(() => json(makeOrder()));
    showWithKeys(makeOrder());

    await userEvent.click(screen.getByRole('button', { name: 'Bewerken: E-mail klant' }));
    const field = within(screen.getByRole('form', { name: 'E-mail klant bewerken' })).getByLabelText('E-mail klant');
    await userEvent.clear(field);
    await userEvent.type(field, 'geen-adres');
    await userEvent.keyboard('{Control>}{Enter}{/Control}');

    expect(await screen.findByText('Voer een geldig e-mailadres in.')).toBeInTheDocument();
    expect(posts(sent)).toEqual([]);
  });

  it('adds the internal note being typed, and not an empty one', async () => {
    const { sent } = mockApi(() => json(makeOrder(), 201));
    showWithKeys(makeOrder());

    await userEvent.click(screen.getByLabelText('Nieuwe notitie'));
    await userEvent.keyboard('{Control>}{Enter}{/Control}');
    expect(posts(sent)).toEqual([]);

    await userEvent.type(screen.getByLabelText('Nieuwe notitie'), 'Klant gebeld');
    await userEvent.keyboard('{Control>}{Enter}{/Control}');
    await waitFor(() =>
      expect(posts(sent)).toEqual([
        { method: 'POST', url: '/gateway/api/workbench/order/10000034/internalLog', body: { content: 'Klant gebeld' } },
      ]),
    );
  });

  it('a note begun with Shift+N hands the keys back where they were once it is added, so the next key is a command', async () => {
    const { sent, row } = orderWithRowFocused();

    await userEvent.keyboard('{Shift>}N{/Shift}');
    expect(screen.getByLabelText('Nieuwe notitie')).toHaveFocus();
    await userEvent.keyboard('Klant gebeld{Control>}{Enter}{/Control}');

    await waitFor(() => expect(row).toHaveFocus());
    expect(posts(sent)).toHaveLength(1);
    expect(screen.getByLabelText('Nieuwe notitie')).toHaveValue('');
  });

  it('Escape leaves the new-note box and keeps what was typed in it', async () => {
    const { sent, row } = orderWithRowFocused();

    await userEvent.keyboard('{Shift>}N{/Shift}Bel eerst{Escape}');

    expect(row).toHaveFocus();
    expect(screen.getByLabelText('Nieuwe notitie')).toHaveValue('Bel eerst');
    expect(posts(sent)).toEqual([]);
  });
});
