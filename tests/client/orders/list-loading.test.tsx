import { act, screen } from '@testing-library/react';
import { beforeEach, describe, expect, test } from 'vitest';
import { navigate } from 'wouter/use-browser-location';
import { fakeApi, json, layOutScroller, listItem, manyItems, renderPaneAt, resetStores } from './list-fixtures.tsx';

const listRequests = (requests: ReturnType<typeof fakeApi>) => requests.filter((request) => request.path === '/workbench/order');

describe('loading the order list', () => {
  beforeEach(() => {
    resetStores();
    layOutScroller();
  });

  test('asks for the folder, search and page of the address, and loads the folders', async () => {
    const requests = fakeApi({ items: [listItem()] });
    await renderPaneAt('/order/t[23279793]/q[Peeters]/p[2]');
    const [request] = listRequests(requests);
    expect(request.search.getAll('tags[]')).toEqual(['23279793']);
    expect(request.search.get('q')).toBe('Peeters');
    expect(request.search.get('page')).toBe('2');
    expect(requests.some((each) => each.path === '/workbench/tag')).toBe(true);
  });

  test('opening another order keeps the list; another folder reloads it', async () => {
    const requests = fakeApi({ items: manyItems(3) });
    await renderPaneAt('/order/t[unprocessed]');

    await act(async () => navigate('/order/t[unprocessed]/10000002'));
    await act(async () => navigate('/order/t[unprocessed]/10000003/viewFlorist'));
    expect(listRequests(requests)).toHaveLength(1);

    await act(async () => navigate('/order/t[processed]/10000003'));
    expect(listRequests(requests)).toHaveLength(2);
    expect(listRequests(requests)[1].search.getAll('tags[]')).toEqual(['processed']);
  });

  test('says it is loading until the first rows arrive', async () => {
    let answer!: (response: Response) => void;
    fakeApi({
      respond: (request) =>
        request.path === '/workbench/order' ? new Promise<Response>((resolve) => (answer = resolve)) : undefined,
    });
    await renderPaneAt('/order/t[unprocessed]');
    expect(screen.getByText('Even geduld a.u.b. Gegevens worden geladen...')).toBeInTheDocument();

    await act(async () => answer(json({ data: [listItem()], meta: { total: 1, page: 1, pageSize: 50 } })));
    expect(screen.queryByText('Even geduld a.u.b. Gegevens worden geladen...')).not.toBeInTheDocument();
    expect(screen.getByRole('row', { name: /BLB0000078/ })).toBeInTheDocument();
  });

  test('an empty folder says so', async () => {
    fakeApi({ items: [] });
    await renderPaneAt('/order/t[unprocessed]');
    expect(screen.getByText('Geen gegevens om weer te geven')).toBeInTheDocument();
    expect(screen.queryByRole('grid')).not.toBeInTheDocument();
  });

  test('a failed load shows the message of the server', async () => {
    fakeApi({
      respond: (request) =>
        request.path === '/workbench/order' ? json({ message: 'Onverwachte fout. Probeer nogmaals' }, 500) : undefined,
    });
    await renderPaneAt('/order/t[unprocessed]');
    expect(screen.getByRole('alert')).toHaveTextContent('Onverwachte fout. Probeer nogmaals');
  });
});
