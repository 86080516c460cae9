import { act, screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, test } from 'vitest';
import { navigate } from 'wouter/use-browser-location';
import { fakeApi, layOutScroller, manyItems, renderPaneAt, resetStores } from './list-fixtures.tsx';

const grid = () => screen.getByRole('grid', { name: 'Orders' });
const currentRows = () => within(grid()).getAllByRole('row').filter((row) => row.getAttribute('aria-current') === 'true');

describe('the order list as a grid a screen reader can walk', () => {
  beforeEach(() => {
    resetStores();
    layOutScroller(560);
  });

  test('counts every row of the page, the header included, though only a window of them is in the page', async () => {
    fakeApi({ items: manyItems(500), pageSize: 500 });
    await renderPaneAt('/order/t[unprocessed]');
    expect(grid()).toHaveAttribute('aria-rowcount', '501');
    const [header, first] = within(grid()).getAllByRole('row');
    expect(header).toHaveAttribute('aria-rowindex', '1');
    expect(within(header).getAllByRole('columnheader').map((cell) => cell.textContent)).toEqual(
      expect.arrayContaining(['Selectie', 'Betaling', 'OrderNr', 'Leverdatum', 'Opdrachtgever']),
    );
    expect(first).toHaveAttribute('aria-rowindex', '2');
    expect(within(first).getAllByRole('gridcell')[2]).toHaveTextContent('BLB0000001');
  });

  test("a row far down says its own position, and the open order is the one current row, also after it changes", async () => {
    fakeApi({ items: manyItems(500), pageSize: 500 });
    await renderPaneAt('/order/t[unprocessed]/10000400');
    const open = screen.getByRole('row', { name: /BLB0000400/ });
    expect(open).toHaveAttribute('aria-rowindex', '401');
    expect(currentRows()).toEqual([open]);
    expect(open).toHaveAttribute('aria-selected', 'true');

    await act(async () => navigate('/order/t[unprocessed]/10000401'));
    const next = screen.getByRole('row', { name: /BLB0000401/ });
    expect(currentRows()).toEqual([next]);
    expect(screen.getByRole('row', { name: /BLB0000400/ })).not.toHaveAttribute('aria-current');
    expect(screen.getByRole('row', { name: /BLB0000400/ })).toHaveAttribute('aria-selected', 'false');
  });

  test('with no order open, no row is current', async () => {
    fakeApi({ items: manyItems(5) });
    await renderPaneAt('/order/t[unprocessed]');
    expect(currentRows()).toEqual([]);
  });
});
