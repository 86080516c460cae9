import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, test } from 'vitest';
import { navigate } from 'wouter/use-browser-location';
import { fakeApi, layOutScroller, manyItems, renderPaneAt, resetStores } from './list-fixtures.tsx';

const bodyRows = () => screen.getAllByRole('row').slice(1);
const selectedRows = () => bodyRows().filter((row) => row.getAttribute('aria-selected') === 'true');

describe('the virtualised order list', () => {
  beforeEach(() => {
    resetStores();
    layOutScroller(560);
  });

  test('a page of 10,000 orders puts only a window of rows in the page', async () => {
    fakeApi({ items: manyItems(10_000), pageSize: 10_000 });
    await renderPaneAt('/order/t[unprocessed]');
    expect(screen.getByRole('grid')).toHaveAttribute('aria-rowcount', '10001');
    expect(bodyRows().length).toBeGreaterThan(15);
    expect(bodyRows().length).toBeLessThan(60);
    expect(bodyRows()[0]).toHaveAttribute('aria-rowindex', '2');
  });

  test('the open order is highlighted and scrolled into view when it changes', async () => {
    fakeApi({ items: manyItems(10_000), pageSize: 10_000 });
    await renderPaneAt('/order/t[unprocessed]/10000005');
    expect(selectedRows().map((row) => row.textContent)).toEqual([expect.stringContaining('BLB0000005')]);

    await act(async () => navigate('/order/t[unprocessed]/10009000'));
    expect(screen.getByRole('row', { name: /BLB0009000/ })).toHaveAttribute('aria-selected', 'true');
    expect(screen.queryByRole('row', { name: /BLB0000005/ })).not.toBeInTheDocument();
  });

  test('clicking a row opens that order in the current list', async () => {
    fakeApi({ items: manyItems(10), total: 120, pageSize: 10 });
    await renderPaneAt('/order/t[unprocessed]/p[2]');

    await userEvent.click(screen.getByRole('row', { name: /BLB0000003/ }));

    expect(window.location.pathname).toBe('/order/t[unprocessed]/p[2]/10000003');
    expect(screen.getByRole('row', { name: /BLB0000003/ })).toHaveAttribute('aria-selected', 'true');
  });

  test('Enter on a focused row opens it', async () => {
    fakeApi({ items: manyItems(3) });
    await renderPaneAt('/order/t[unprocessed]/10000001');
    const row = screen.getByRole('row', { name: /BLB0000002/ });
    row.focus();

    await userEvent.keyboard('{Enter}');

    expect(window.location.pathname).toBe('/order/t[unprocessed]/10000002');
  });

  test('keyboard focus follows the open order from row to row', async () => {
    fakeApi({ items: manyItems(3) });
    await renderPaneAt('/order/t[unprocessed]/10000001');
    screen.getByRole('row', { name: /BLB0000001/ }).focus();

    await act(async () => navigate('/order/t[unprocessed]/10000002'));

    expect(screen.getByRole('row', { name: /BLB0000002/ })).toHaveFocus();
  });
});
