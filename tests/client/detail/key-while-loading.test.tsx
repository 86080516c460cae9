// A key pressed for the open order while that order is still on its way (two quick arrow presses, then Shift+V)
// waits for it, rather than being refused for an order the user already sees chosen in the list.
import { render, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { toast } from 'sonner';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { KeymapHost } from '../../../src/client/commands/KeymapHost.tsx';
import { activeOrder, closeOrder } from '../../../src/client/state/active-order.ts';
import { appData } from '../../../src/client/state/app-data.ts';
import { stopEditing } from '../../../src/client/state/order-edit.ts';
import { json, mockApi } from './api-mock.ts';
import { changeTo, makeFeatures, makeOrder } from './order-fixture.ts';
import { ORDER_PATH } from './show-with-keys.tsx';

const ORDER_URL = '/gateway/api/workbench/order/10000034';

/** The workbench just after an arrow key opened order 10000034, whose fetch has not answered yet. */
function pressedWhileLoading() {
  window.history.pushState({}, '', ORDER_PATH);
  Object.assign(activeOrder, { id: 10000034, order: null, loading: true, error: null });
  render(<KeymapHost />);
}

const loaded = (order = makeOrder({ treatment: 'Nieuw', version: 1 })) => Object.assign(activeOrder, { order, loading: false });

beforeEach(() => {
  closeOrder();
  stopEditing();
  appData.features = makeFeatures();
});

describe('Shift+V pressed while the order is still loading', () => {
  it('marks it processed once it has arrived, with the version it arrived with, and says nothing is wrong', async () => {
    const { sent } = mockApi(() => json(changeTo(makeOrder({ treatment: 'Verwerkt', version: 2 }), ['treatment'], { listItem: null })));
    const failure = vi.spyOn(toast, 'error');
    pressedWhileLoading();

    await userEvent.keyboard('{Shift>}V{/Shift}');
    expect(sent, 'nothing is sent for an order not yet seen').toEqual([]);
    loaded();

    await waitFor(() => expect(sent).toEqual([{ method: 'PUT', url: ORDER_URL, body: { version: 1, treatment: 'Verwerkt' } }]));
    expect(failure).not.toHaveBeenCalled();
  });

  it('is refused, as before, for an order that arrives but cannot be processed', async () => {
    const { sent } = mockApi(() => json({}));
    const failure = vi.spyOn(toast, 'error');
    pressedWhileLoading();

    await userEvent.keyboard('{Shift>}V{/Shift}');
    loaded(makeOrder({ treatment: 'Verwerkt', version: 4 }));

    await waitFor(() => expect(failure).toHaveBeenCalledWith('Order verwerken: dat kan nu niet'));
    expect(sent).toEqual([]);
  });

  it('is refused when another order is opened before the first arrives: it was meant for the first', async () => {
    const { sent } = mockApi(() => json({}));
    const failure = vi.spyOn(toast, 'error');
    pressedWhileLoading();

    await userEvent.keyboard('{Shift>}V{/Shift}');
    window.history.pushState({}, '', '/order/t[unprocessed]/10000035');
    Object.assign(activeOrder, { id: 10000035, order: makeOrder({ id: 10000035, treatment: 'Nieuw' }), loading: false });

    await waitFor(() => expect(failure).toHaveBeenCalledWith('Order verwerken: dat kan nu niet'));
    expect(sent).toEqual([]);
  });
});
