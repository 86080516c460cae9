import { act, screen } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { activeOrder, closeOrder } from '../../../src/client/state/active-order.ts';
import { mockApi } from './api-mock.ts';
import { makeOrder } from './order-fixture.ts';
import { renderPane } from './render-pane.tsx';

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

beforeEach(() => closeOrder());

describe('order detail pane states', () => {
  it('asks to pick an order when the address names none', () => {
    const fetch = vi.spyOn(globalThis, 'fetch');
    renderPane('/order/t[unprocessed]');
    expect(screen.getByText('Kies een order uit de lijst')).toBeInTheDocument();
    expect(fetch).not.toHaveBeenCalled();
  });

  it('shows the loading text until the order arrives, then the order', async () => {
    let answer!: (response: Response) => void;
    const fetch = vi.spyOn(globalThis, 'fetch').mockReturnValue(new Promise((resolve) => (answer = resolve)));
    renderPane('/order/t[unprocessed]/10000034');
    expect(screen.getByText('Even geduld a.u.b. Gegevens worden geladen...')).toBeInTheDocument();
    expect(fetch).toHaveBeenCalledWith('/gateway/api/workbench/order/10000034', expect.anything());

    await act(async () => answer(json(makeOrder())));
    expect(await screen.findByRole('heading', { name: 'BLB0000034' })).toBeInTheDocument();
    // The pane's loading text (the print ledger has one of its own, loaded after the paint).
    expect(screen.queryByText(/Even geduld/, { selector: '.order-detail__message' })).not.toBeInTheDocument();
  });

  it('shows the message of the API when the order cannot be loaded', async () => {
    vi.spyOn(globalThis, 'fetch').mockResolvedValue(json({ message: 'Order 10000099 is niet gevonden', code: 'NOT_FOUND' }, 404));
    renderPane('/order/10000099');
    expect(await screen.findByRole('alert')).toHaveTextContent('Order 10000099 is niet gevonden');
  });

  it('opens the next order when the address changes, and closes it when the id goes away', async () => {
    const { sent } = mockApi(({ url }) => {
      const id = Number(url.split('/').pop());
      return json(makeOrder({ id, orderNumber: `BLB${id}` }));
    });
    const { navigate } = renderPane('/order/t[unprocessed]/10000034');
    expect(await screen.findByRole('heading', { name: 'BLB10000034' })).toBeInTheDocument();

    act(() => navigate('/order/t[unprocessed]/10000035'));
    expect(await screen.findByRole('heading', { name: 'BLB10000035' })).toBeInTheDocument();
    expect(sent).toHaveLength(2);

    act(() => navigate('/order/t[unprocessed]'));
    expect(screen.getByText('Kies een order uit de lijst')).toBeInTheDocument();
    expect(activeOrder.order).toBeNull();
  });
});
