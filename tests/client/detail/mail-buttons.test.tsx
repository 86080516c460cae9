import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { toast } from 'sonner';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { MailButtons } from '../../../src/client/detail/mail/MailButtons.tsx';
import { closeOrder } from '../../../src/client/state/active-order.ts';
import { liveConnection } from '../../../src/client/state/live-connection.ts';
import { makeOrder, ORDER_DATE } from './order-fixture.ts';

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

const onAccount = { id: 2, title: 'Op rekening', icon: 'invoice' };

/** Answers the mail calls with `mailAnswer` and every order fetch with the order. */
function mockServer(mailAnswer: () => Response | Promise<Response> = () => json(makeOrder())) {
  return vi.spyOn(globalThis, 'fetch').mockImplementation(async (_input, init) =>
    init?.method === 'POST' ? mailAnswer() : json(makeOrder()),
  );
}

const calls = (fetchMock: ReturnType<typeof mockServer>) =>
  fetchMock.mock.calls.map(([input, init]) => ({ url: String(input), method: init?.method, body: init?.body }));

beforeEach(() => closeOrder());

describe('mail buttons', () => {
  it('keeps a mail button disabled until its box is ticked, sends once and disarms', async () => {
    const fetchMock = mockServer();
    const success = vi.spyOn(toast, 'success');
    render(<MailButtons order={makeOrder()} />);
    const button = screen.getByRole('button', { name: 'Klant in Beeld' });
    expect(button).toBeDisabled();

    await userEvent.click(screen.getByRole('checkbox', { name: 'Klant in Beeld mail vrijgeven' }));
    expect(button).toBeEnabled();
    await userEvent.click(button);

    await waitFor(() => expect(success).toHaveBeenCalledWith('Klant in Beeld mail is verstuurd', { description: 'Dit kan niet ongedaan worden gemaakt' }));
    expect(screen.getByRole('checkbox', { name: 'Klant in Beeld mail vrijgeven' })).not.toBeChecked();
    expect(button).toBeDisabled();
    expect(calls(fetchMock)[0]).toEqual({
      url: '/gateway/api/workbench/order/10000034/mail',
      method: 'POST',
      body: JSON.stringify({ type: 'KiB' }),
    });
  });

  it('gives every click its own Idempotency-Key, so a retried request is never a second mail', async () => {
    const fetchMock = mockServer();
    render(<MailButtons order={makeOrder()} />);
    for (let click = 0; click < 2; click++) {
      await userEvent.click(screen.getByRole('checkbox', { name: 'Adres fout mail vrijgeven' }));
      await userEvent.click(screen.getByRole('button', { name: 'Adres fout' }));
      await waitFor(() => expect(screen.getByRole('checkbox', { name: 'Adres fout mail vrijgeven' })).not.toBeChecked());
    }
    const keys = fetchMock.mock.calls
      .filter(([, init]) => init?.method === 'POST')
      .map(([, init]) => new Headers(init?.headers).get('idempotency-key'));
    expect(keys).toHaveLength(2);
    expect(keys[0]).toMatch(/^[0-9a-f-]{36}$/);
    expect(keys[1]).not.toBe(keys[0]);
  });

  it('asks nothing after a mail while connected (its change comes over the socket), and asks the order while not', async () => {
    const fetchMock = mockServer();
    const success = vi.spyOn(toast, 'success');
    render(<MailButtons order={makeOrder()} />);
    const send = async () => {
      await userEvent.click(screen.getByRole('checkbox', { name: 'Adres fout mail vrijgeven' }));
      await userEvent.click(screen.getByRole('button', { name: 'Adres fout' }));
    };
    liveConnection.status = 'connected';
    await send();
    await waitFor(() => expect(success).toHaveBeenCalledTimes(1));
    expect(calls(fetchMock).map((call) => call.method)).toEqual(['POST']);

    liveConnection.status = 'connecting';
    await send();
    await waitFor(() =>
      expect(calls(fetchMock)).toContainEqual(expect.objectContaining({ url: '/gateway/api/workbench/order/10000034', method: 'GET' })),
    );
  });

  it('sends the confirmation through sendConfirmation with the order id', async () => {
    const fetchMock = mockServer();
    render(<MailButtons order={makeOrder()} />);
    await userEvent.click(screen.getByRole('checkbox', { name: 'Bevestiging mail vrijgeven' }));
    await userEvent.click(screen.getByRole('button', { name: 'Bevestiging' }));
    await waitFor(() =>
      expect(calls(fetchMock)[0]).toEqual({
        url: '/gateway/api/workbench/order/10000034/sendConfirmation',
        method: 'POST',
        body: JSON.stringify({ id: 10000034, type: 'Confirmation' }),
      }),
    );
  });

  it('disables the button while the mail is on its way', async () => {
    let answer!: (response: Response) => void;
    mockServer(() => new Promise((resolve) => (answer = resolve)));
    render(<MailButtons order={makeOrder()} />);
    const checkbox = screen.getByRole('checkbox', { name: 'Klant in Beeld mail vrijgeven' });
    await userEvent.click(checkbox);
    await userEvent.click(screen.getByRole('button', { name: 'Klant in Beeld' }));

    expect(screen.getByRole('button', { name: 'Klant in Beeld' })).toBeDisabled();
    expect(checkbox).toBeDisabled();
    answer(json(makeOrder()));
    await waitFor(() => expect(checkbox).toBeEnabled());
  });

  it("shows 'Kan mail niet versturen!' with the server's reason when sending fails", async () => {
    mockServer(() => json({ message: 'Er is geen e-mailadres van de klant bekend bij deze order', code: 'NO_EMAIL' }, 422));
    const failure = vi.spyOn(toast, 'error');
    const success = vi.spyOn(toast, 'success');
    render(<MailButtons order={makeOrder()} />);
    await userEvent.click(screen.getByRole('checkbox', { name: 'Klant in Beeld mail vrijgeven' }));
    await userEvent.click(screen.getByRole('button', { name: 'Klant in Beeld' }));

    await waitFor(() =>
      expect(failure).toHaveBeenCalledWith('Kan mail niet versturen!', {
        description: 'Er is geen e-mailadres van de klant bekend bij deze order',
      }),
    );
    expect(success).not.toHaveBeenCalled();
    expect(screen.getByRole('checkbox', { name: 'Klant in Beeld mail vrijgeven' })).not.toBeChecked();
  });

  it("offers 'Niet op rekening' only for the payment methods it is about", () => {
    const { rerender } = render(<MailButtons order={makeOrder()} />);
    expect(screen.queryByRole('button', { name: 'Niet op rekening' })).not.toBeInTheDocument();
    expect(screen.getAllByRole('button')).toHaveLength(3);

    rerender(<MailButtons order={makeOrder({ paymentMethod: onAccount })} />);
    expect(screen.getByRole('button', { name: 'Niet op rekening' })).toBeInTheDocument();
    rerender(<MailButtons order={makeOrder({ paymentMethod: { id: 6, title: 'Achteraf betalen', icon: 'afterpay' } })} />);
    expect(screen.getByRole('button', { name: 'Niet op rekening' })).toBeInTheDocument();
  });

  it('shows when each mail was last sent, in Amsterdam time', () => {
    render(<MailButtons order={makeOrder({ workbenchMeta: { mailJobs: { Confirmation: ORDER_DATE, ExtraServicePhoto: ORDER_DATE } } })} />);
    expect(screen.getByText('Verstuurd 3 december 2026 14:05')).toBeInTheDocument();
    expect(screen.getAllByText('Nog niet verstuurd')).toHaveLength(2);
  });

  it('disarms when another order is shown', async () => {
    const { rerender } = render(<MailButtons order={makeOrder()} />);
    await userEvent.click(screen.getByRole('checkbox', { name: 'Klant in Beeld mail vrijgeven' }));
    rerender(<MailButtons order={makeOrder({ id: 10000035 })} />);
    expect(screen.getByRole('checkbox', { name: 'Klant in Beeld mail vrijgeven' })).not.toBeChecked();
    expect(screen.getByRole('button', { name: 'Klant in Beeld' })).toBeDisabled();
  });
});
