import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { toast } from 'sonner';
import { beforeEach, describe, expect, test, vi } from 'vitest';
import { changeOfRow, fakeApi, json, layOutScroller, listItem, renderPaneAt, resetStores } from './list-fixtures.tsx';

const problemFolder = { id: 23279793, title: 'Probleem' };
const tagged = listItem({ id: 10000001, orderNumber: 'BLB0000001', tag: problemFolder });
const untagged = listItem({ id: 10000002, orderNumber: 'BLB0000002', tag: null });

describe('the remove-from-folder cross', () => {
  beforeEach(() => {
    resetStores();
    layOutScroller();
  });

  test('shows on tagged orders only, in a folder list', async () => {
    fakeApi({ items: [tagged, untagged] });
    await renderPaneAt('/order/t[23279793]');
    expect(screen.getAllByRole('button', { name: /Uit map/ })).toHaveLength(1);
    expect(screen.getByRole('button', { name: 'Uit map Probleem halen' })).toBeInTheDocument();
  });

  test('does not show in search results', async () => {
    fakeApi({ items: [tagged] });
    await renderPaneAt('/order/q[BLB]');
    expect(screen.queryByRole('button', { name: /Uit map/ })).not.toBeInTheDocument();
  });

  test('an empty search is no search: the cross shows', async () => {
    fakeApi({ items: [tagged] });
    await renderPaneAt('/order/t[23279793]/q[]');
    expect(screen.getByRole('button', { name: 'Uit map Probleem halen' })).toBeInTheDocument();
  });

  test('takes the order out of its folder, drops the row and counts it out of the folder, without opening it', async () => {
    const requests = fakeApi({
      tags: [{ ...problemFolder, count: 4 }],
      items: [tagged, untagged],
      respond: (request) =>
        request.method === 'DELETE'
          ? json(changeOfRow(tagged, { tag: null }))
          : undefined,
    });
    await renderPaneAt('/order/t[23279793]');
    const folderLoadsBefore = requests.filter((request) => request.path === '/workbench/tag').length;

    await userEvent.click(screen.getByRole('button', { name: 'Uit map Probleem halen' }));

    expect(requests.filter((request) => request.method === 'DELETE').map((request) => request.path)).toEqual([
      '/workbench/order/10000001/tag/23279793',
    ]);
    expect(screen.queryByRole('row', { name: /BLB0000001/ })).not.toBeInTheDocument();
    expect(screen.getByRole('row', { name: /BLB0000002/ })).toBeInTheDocument();
    expect(screen.getByText('Getoond 1 - 1 van 1')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Probleem/ })).toHaveTextContent('Probleem 3');
    expect(requests.filter((request) => request.path === '/workbench/tag').length).toBe(folderLoadsBefore);
    expect(window.location.pathname).toBe('/order/t[23279793]');
  });

  test('a refusal is shown as a toast and the row stays', async () => {
    const showError = vi.spyOn(toast, 'error');
    fakeApi({
      items: [tagged],
      respond: (request) => (request.method === 'DELETE' ? json({ message: 'Deze order zit niet in deze map' }, 404) : undefined),
    });
    await renderPaneAt('/order/t[23279793]');

    await userEvent.click(screen.getByRole('button', { name: 'Uit map Probleem halen' }));

    expect(showError).toHaveBeenCalledWith('Deze order zit niet in deze map');
    expect(screen.getByRole('row', { name: /BLB0000001/ })).toBeInTheDocument();
  });
});
