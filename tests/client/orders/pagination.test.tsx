import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, test } from 'vitest';
import { fakeApi, layOutScroller, manyItems, renderPaneAt, resetStores } from './list-fixtures.tsx';

const button = (name: RegExp) => screen.getByRole('button', { name });

describe('list pagination', () => {
  beforeEach(() => {
    resetStores();
    layOutScroller();
  });

  test('the first page of three: position texts, only forward paging enabled', async () => {
    fakeApi({ items: manyItems(50), total: 120, pageSize: 50 });
    await renderPaneAt('/order/t[unprocessed]');
    expect(screen.getByText('Pagina 1 van 3')).toBeInTheDocument();
    expect(screen.getByText('Getoond 1 - 50 van 120')).toBeInTheDocument();
    expect(button(/Eerste pagina/)).toBeDisabled();
    expect(button(/Vorige pagina/)).toBeDisabled();
    expect(button(/Volgende pagina/)).toBeEnabled();
    expect(button(/Laatste pagina/)).toBeEnabled();
    expect(button(/Lijst verversen/)).toBeEnabled();
  });

  test('the last page shows a partial range and only backward paging', async () => {
    fakeApi({ items: manyItems(20), total: 120, pageSize: 50 });
    await renderPaneAt('/order/t[unprocessed]/p[3]');
    expect(screen.getByText('Pagina 3 van 3')).toBeInTheDocument();
    expect(screen.getByText('Getoond 101 - 120 van 120')).toBeInTheDocument();
    expect(button(/Eerste pagina/)).toBeEnabled();
    expect(button(/Vorige pagina/)).toBeEnabled();
    expect(button(/Volgende pagina/)).toBeDisabled();
    expect(button(/Laatste pagina/)).toBeDisabled();
  });

  test('an empty list is page 1 of 1 showing 0 - 0', async () => {
    fakeApi({ items: [], total: 0 });
    await renderPaneAt('/order/t[unprocessed]');
    expect(screen.getByText('Pagina 1 van 1')).toBeInTheDocument();
    expect(screen.getByText('Getoond 0 - 0 van 0')).toBeInTheDocument();
    for (const name of [/Eerste pagina/, /Vorige pagina/, /Volgende pagina/, /Laatste pagina/]) expect(button(name)).toBeDisabled();
  });

  test('next page goes to p[2] and loads that page', async () => {
    const requests = fakeApi({ items: manyItems(50), total: 120, pageSize: 50 });
    await renderPaneAt('/order/t[unprocessed]');

    await userEvent.click(button(/Volgende pagina/));

    expect(window.location.pathname).toBe('/order/t[unprocessed]/p[2]');
    expect(requests.filter((request) => request.path === '/workbench/order').at(-1)!.search.get('page')).toBe('2');
    expect(await screen.findByText('Pagina 2 van 3')).toBeInTheDocument();
    expect(screen.getByText('Getoond 51 - 100 van 120')).toBeInTheDocument();
  });

  test("a search past the server's count bound says 'meer dan', and its last page is the bound's", async () => {
    fakeApi({ items: manyItems(50), total: 1_000, totalIsLowerBound: true, pageSize: 50 });
    await renderPaneAt('/order/q[van]');
    expect(await screen.findByText('Getoond 1 - 50 van meer dan 1.000')).toBeInTheDocument();
    expect(screen.getByText('Pagina 1 van meer dan 20')).toBeInTheDocument();
    expect(button(/Laatste pagina/)).toBeEnabled();
  });
});
