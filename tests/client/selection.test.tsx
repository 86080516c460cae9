import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, test } from 'vitest';
import { applyOrderChange } from '../../src/client/state/order-list.ts';
import { fakeApi, layOutScroller, listItem, manyItems } from './orders/list-fixtures.tsx';
import { checkbox, renderListWithKeys, resetSelection, tickedOrders } from './selection-kit.tsx';

const items = manyItems(5);
const bar = () => screen.queryByRole('region', { name: 'Selectie' });

describe('selecting orders in the list', () => {
  beforeEach(() => {
    resetSelection();
    layOutScroller();
  });

  test('x ticks and unticks the open order; the bar counts it', async () => {
    fakeApi({ items });
    await renderListWithKeys('/order/t[unprocessed]/10000002');

    await userEvent.keyboard('x');
    expect(tickedOrders()).toEqual(['BLB0000002']);
    expect(within(bar()!).getByText('1 order geselecteerd')).toBeInTheDocument();

    await userEvent.keyboard('x');
    expect(tickedOrders()).toEqual([]);
    expect(bar()).toBeNull();
  });

  test('Shift+↓ and Shift+↑ extend from the anchor and move the open order; going back shrinks the range', async () => {
    fakeApi({ items });
    await renderListWithKeys('/order/t[unprocessed]/10000002');

    await userEvent.keyboard('{Shift>}{ArrowDown}{ArrowDown}{/Shift}');
    expect(tickedOrders()).toEqual(['BLB0000002', 'BLB0000003', 'BLB0000004']);
    expect(window.location.pathname).toBe('/order/t[unprocessed]/10000004');

    await userEvent.keyboard('{Shift>}{ArrowUp}{/Shift}');
    expect(tickedOrders()).toEqual(['BLB0000002', 'BLB0000003']);
    expect(window.location.pathname).toBe('/order/t[unprocessed]/10000003');
    expect(screen.getByText('2 orders geselecteerd')).toBeInTheDocument();
  });

  test('a new range keeps what x ticked before it', async () => {
    fakeApi({ items });
    await renderListWithKeys('/order/t[unprocessed]/10000001');

    await userEvent.keyboard('x{ArrowDown}{ArrowDown}x{Shift>}{ArrowDown}{/Shift}');

    expect(tickedOrders()).toEqual(['BLB0000001', 'BLB0000003', 'BLB0000004']);
  });

  test('Ctrl+A selects the whole page, Escape clears it', async () => {
    fakeApi({ items });
    await renderListWithKeys('/order/t[unprocessed]');

    await userEvent.keyboard('{Control>}a{/Control}');
    expect(tickedOrders()).toHaveLength(5);
    expect(screen.getByText('5 orders geselecteerd')).toBeInTheDocument();

    await userEvent.keyboard('{Escape}');
    expect(tickedOrders()).toEqual([]);
    expect(bar()).toBeNull();
  });

  test('Ctrl+A in the search box selects its text, not the orders', async () => {
    fakeApi({ items });
    await renderListWithKeys('/order/t[unprocessed]');
    const field = document.body.appendChild(document.createElement('input'));
    field.value = 'BLB';
    field.focus();

    await userEvent.keyboard('{Control>}a{/Control}');

    expect(tickedOrders()).toEqual([]);
    field.remove();
  });

  test('Escape closes an open action panel first and keeps the selection', async () => {
    fakeApi({ items });
    await renderListWithKeys('/order/t[unprocessed]/10000001/sendToPostnl');

    await userEvent.keyboard('x{Escape}');

    expect(window.location.pathname).toBe('/order/t[unprocessed]/10000001');
    expect(tickedOrders()).toEqual(['BLB0000001']);
  });

  test('a checkbox ticks its order without opening it; the header box ticks and unticks the page', async () => {
    fakeApi({ items });
    await renderListWithKeys('/order/t[unprocessed]');

    await userEvent.click(checkbox('BLB0000003'));
    expect(tickedOrders()).toEqual(['BLB0000003']);
    expect(window.location.pathname).toBe('/order/t[unprocessed]');
    const header = screen.getByRole('checkbox', { name: 'Selecteer alle orders op deze pagina' }) as HTMLInputElement;
    expect(header.indeterminate).toBe(true);

    await userEvent.click(header);
    expect(tickedOrders()).toHaveLength(5);
    expect(header.checked).toBe(true);

    await userEvent.click(header);
    expect(tickedOrders()).toEqual([]);
  });

  test('ticked rows are highlighted, the open row keeps its own mark', async () => {
    fakeApi({ items });
    await renderListWithKeys('/order/t[unprocessed]/10000001');

    await userEvent.click(checkbox('BLB0000002'));

    expect(screen.getByRole('row', { name: /BLB0000002/ })).toHaveClass('order-row--checked');
    expect(screen.getByRole('row', { name: /BLB0000001/ })).toHaveClass('order-row--selected');
    expect(screen.getByRole('row', { name: /BLB0000001/ })).not.toHaveClass('order-row--checked');
  });

  test('the bar counts the unprocessed, unpaid and already registered orders among the selection', async () => {
    fakeApi({
      items: [
        listItem({ id: 1, orderNumber: 'BLB0000001', treatment: 'Nieuw', isPaid: false }),
        listItem({ id: 2, orderNumber: 'BLB0000002', treatment: 'Nieuw', isPaid: true, activeTransporter: 'postnl' }),
        listItem({ id: 3, orderNumber: 'BLB0000003', treatment: 'Geprint', isPaid: false }),
      ],
    });
    await renderListWithKeys('/order/t[7]');

    await userEvent.keyboard('{Control>}a{/Control}');

    const summary = within(bar()!).getByRole('status');
    expect(summary).toHaveTextContent('3 orders geselecteerd');
    expect(within(summary).getByText('2 onverwerkt')).toBeInTheDocument();
    expect(within(summary).getByText('2 onbetaald')).toBeInTheDocument();
    expect(within(summary).getByText('1 al aangemeld')).toBeInTheDocument();
    expect(within(bar()!).getByRole('button', { name: 'Selectie opheffen' })).toHaveAttribute('title', 'Selectie opheffen (Esc)');
  });

  test('another page keeps the selection of the page before, until Escape clears it', async () => {
    fakeApi({ items, total: 120 });
    await renderListWithKeys('/order/t[unprocessed]');
    await userEvent.keyboard('{Control>}a{/Control}');

    await userEvent.keyboard('{Shift>}{ArrowRight}{/Shift}');
    await act(async () => {});

    expect(window.location.pathname).toBe('/order/t[unprocessed]/p[2]');
    expect(screen.getByRole('region', { name: 'Selectie' })).toHaveTextContent('5 orders geselecteerd');
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('region', { name: 'Selectie' })).toBeNull();
  });

  test('an order that leaves the list stays selected, counted as no longer in the list', async () => {
    fakeApi({ items });
    await renderListWithKeys('/order/t[unprocessed]');
    await userEvent.keyboard('{Control>}a{/Control}');

    await act(async () => applyOrderChange({ ...items[1], treatment: 'Verwerkt' }));

    expect(tickedOrders()).toEqual(['BLB0000001', 'BLB0000003', 'BLB0000004', 'BLB0000005']);
    expect(screen.getByText('5 orders geselecteerd')).toBeInTheDocument();
    expect(screen.getByText('1 niet in deze lijst')).toBeInTheDocument();
  });
});
