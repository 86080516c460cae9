import { fireEvent, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { toast } from 'sonner';
import { beforeEach, describe, expect, test, vi } from 'vitest';
import { folders } from '../../../src/client/state/folders.ts';
import { changeOfRow, fakeApi, json, layOutScroller, listItem, renderPaneAt, resetStores } from './list-fixtures.tsx';

const tags = [
  { id: 23300003, title: 'Adres controleren', count: 11 },
  { id: 23279793, title: 'Probleem', count: 21 },
];

/** What a browser's drag and drop carries between dragstart and drop. */
function fakeDataTransfer() {
  const data = new Map<string, string>();
  return {
    setData: (type: string, value: string) => data.set(type, value),
    getData: (type: string) => data.get(type) ?? '',
    get types() {
      return [...data.keys()];
    },
    effectAllowed: 'none',
    dropEffect: 'none',
  };
}

function dragRowOntoTab(rowName: RegExp, tabName: RegExp) {
  const dataTransfer = fakeDataTransfer();
  const tab = screen.getByRole('link', { name: tabName });
  fireEvent.dragStart(screen.getByRole('row', { name: rowName }), { dataTransfer });
  fireEvent.dragOver(tab, { dataTransfer });
  fireEvent.drop(tab, { dataTransfer });
}

describe('folder tabs', () => {
  beforeEach(() => {
    resetStores();
    layOutScroller();
  });

  test('show every numbered folder with its count, the open one marked', async () => {
    fakeApi({ tags });
    await renderPaneAt('/order/t[23279793]');
    const tabs = screen.getAllByRole('link');
    expect(tabs.map((tab) => tab.textContent)).toEqual(['Adres controleren 11', 'Probleem 21']);
    expect(screen.getByRole('link', { name: /Probleem/ })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('link', { name: /Adres controleren/ })).not.toHaveAttribute('aria-current');
  });

  test('a folder whose count grew is highlighted until it is opened', async () => {
    fakeApi({ tags });
    folders.seenCounts = { 23279793: 19 };
    await renderPaneAt('/order/t[unprocessed]');
    const problem = screen.getByRole('link', { name: /Probleem/ });
    expect(problem).toHaveAttribute('title', 'Nieuwe orders in deze map');
    expect(screen.getByRole('link', { name: /Adres controleren/ })).not.toHaveAttribute('title');

    await userEvent.click(problem);

    expect(window.location.pathname).toBe('/order/t[23279793]');
    expect(screen.getByRole('link', { name: /Probleem/ })).not.toHaveAttribute('title');
  });

  test('an order dropped on a tab moves into that folder and leaves the list; the count follows without asking', async () => {
    const order = listItem({ id: 10000001, orderNumber: 'BLB0000001' });
    const requests = fakeApi({
      tags,
      items: [order, listItem({ id: 10000002, orderNumber: 'BLB0000002' })],
      respond: (request) => (request.method === 'POST' ? json(changeOfRow(order, { tag: { id: 23279793, title: 'Probleem' } })) : undefined),
    });
    await renderPaneAt('/order/t[unprocessed]');
    const folderLoadsBefore = requests.filter((request) => request.path === '/workbench/tag').length;

    dragRowOntoTab(/BLB0000001/, /Probleem/);

    await vi.waitFor(() => expect(screen.queryByRole('row', { name: /BLB0000001/ })).not.toBeInTheDocument());
    const post = requests.find((request) => request.method === 'POST')!;
    expect(post.path).toBe('/workbench/tag/23279793');
    expect(post.body).toEqual({ objectId: 10000001, objectType: 'Order' });
    expect(screen.getByText('Getoond 1 - 1 van 1')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Probleem/ })).toHaveTextContent('Probleem 22');
    expect(requests.filter((request) => request.path === '/workbench/tag').length).toBe(folderLoadsBefore);
  });

  test('a refused move is shown as a toast and the order stays', async () => {
    const showError = vi.spyOn(toast, 'error');
    fakeApi({
      tags,
      items: [listItem({ id: 10000001, orderNumber: 'BLB0000001' })],
      respond: (request) => (request.method === 'POST' ? json({ message: 'Map is niet gevonden' }, 404) : undefined),
    });
    await renderPaneAt('/order/t[unprocessed]');

    dragRowOntoTab(/BLB0000001/, /Adres controleren/);

    await vi.waitFor(() => expect(showError).toHaveBeenCalledWith('Map is niet gevonden'));
    expect(screen.getByRole('row', { name: /BLB0000001/ })).toBeInTheDocument();
  });

  test('an order dropped on the folder it is already in stays where it is', async () => {
    const requests = fakeApi({
      tags,
      items: [listItem({ id: 10000001, orderNumber: 'BLB0000001', tag: { id: 23279793, title: 'Probleem' } })],
    });
    await renderPaneAt('/order/t[23279793]');

    dragRowOntoTab(/BLB0000001/, /Probleem/);

    expect(requests.some((request) => request.method === 'POST')).toBe(false);
    expect(screen.getByRole('row', { name: /BLB0000001/ })).toBeInTheDocument();
  });
});
